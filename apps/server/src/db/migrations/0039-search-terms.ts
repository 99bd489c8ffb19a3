import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The vocabulary of the search index, for forgiving one typo (docs/decisions/0037-search-in-the-language-people-type.md):
// every word the index holds, read by range ("terms from 'ma' to 'mb'"), always in step with the index.
// - SQLite: FTS5's own vocabulary table over artworks_fts (fts5vocab, 'row': a term and how many artworks
//   hold it), kept by FTS5 itself.
// - PostgreSQL: search_terms, each lexeme of any artwork's search_vector, added by a trigger when one is
//   written. Words no artwork holds any more stay (a correction to one then simply finds nothing). Byte order
//   (collate "C") so a range by first letter is an index range in code point order, as on SQLite.

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`create virtual table artworks_fts_terms using fts5vocab(artworks_fts, 'row')`.execute(db);
    return;
  }
  await sql`create table search_terms (term text collate "C" primary key)`.execute(db);
  await sql`
    create function search_terms_add() returns trigger language plpgsql as $$
    begin
      insert into search_terms (term) select lexeme from unnest(new.search_vector) on conflict do nothing;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger search_terms_insert after insert on artworks
    for each row when (new.search_vector is not null) execute function search_terms_add()`.execute(db);
  await sql`
    create trigger search_terms_update after update on artworks
    for each row when (new.search_vector is distinct from old.search_vector and new.search_vector is not null)
    execute function search_terms_add()`.execute(db);
  await sql`
    insert into search_terms (term)
    select distinct lexeme from artworks, unnest(search_vector) on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`drop table if exists artworks_fts_terms`.execute(db);
    return;
  }
  await sql`drop trigger if exists search_terms_update on artworks`.execute(db);
  await sql`drop trigger if exists search_terms_insert on artworks`.execute(db);
  await sql`drop function if exists search_terms_add()`.execute(db);
  await sql`drop table if exists search_terms`.execute(db);
}
