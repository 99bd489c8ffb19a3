import { type Kysely, SqliteAdapter, sql } from 'kysely';

// SQLite only: the FTS5 table of 0002 found an artwork's entry by its UNINDEXED artwork_id column, so every
// edit, delete or username change scanned the whole index (a full scan per edit at 1,000,000 artworks).
// Entries are now addressed by FTS rowid. The rowid comes from a small mapping table with an INTEGER PRIMARY
// KEY rather than from artworks' implicit rowid, which VACUUM may renumber (artworks has a text key).
// Rowids count DOWN from -1: each new artwork gets the smallest rowid yet, so FTS5's natural ascending walk
// of a word's matches meets the newest artworks first, and search can stop after the newest few hundred
// without reading the rest of the word's matches (search.repository.ts).
// PostgreSQL keeps its tsvector column on the artworks row itself and needs nothing here.

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

const TRIGGERS = ['users_fts_username', 'artworks_fts_delete', 'artworks_fts_update', 'artworks_fts_insert'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);

  await sql`
    create table artworks_fts_rowids (
      fts_rowid integer primary key,
      artwork_id text not null unique references artworks (id) on delete cascade
    )`.execute(db);

  // Rebuild the index with the new rowids (one pass; the old entries have arbitrary rowids).
  await sql`delete from artworks_fts`.execute(db);
  await sql`
    insert into artworks_fts_rowids (fts_rowid, artwork_id)
    select -row_number() over (order by created_at, id), id from artworks`.execute(db);
  await sql`
    insert into artworks_fts (rowid, artwork_id, title, tags, description, category, username)
    select r.fts_rowid, a.id, a.title, a.tags, a.description, a.category, u.username
    from artworks_fts_rowids r
    join artworks a on a.id = r.artwork_id
    join users u on u.id = a.artist_id`.execute(db);

  await sql`
    create trigger artworks_fts_insert after insert on artworks begin
      insert into artworks_fts_rowids (fts_rowid, artwork_id)
      values ((select coalesce(min(fts_rowid), 0) - 1 from artworks_fts_rowids), new.id);
      insert into artworks_fts (rowid, artwork_id, title, tags, description, category, username)
      values ((select fts_rowid from artworks_fts_rowids where artwork_id = new.id),
              new.id, new.title, new.tags, new.description, new.category,
              coalesce((select username from users where id = new.artist_id), ''));
    end`.execute(db);

  // An update of these columns replaces the entry under the same rowid (FTS5 has no in-place column update
  // that keeps the old tokens out of the index otherwise).
  await sql`
    create trigger artworks_fts_update after update of title, tags, description, category, artist_id on artworks begin
      delete from artworks_fts where rowid = (select fts_rowid from artworks_fts_rowids where artwork_id = old.id);
      insert into artworks_fts (rowid, artwork_id, title, tags, description, category, username)
      values ((select fts_rowid from artworks_fts_rowids where artwork_id = new.id),
              new.id, new.title, new.tags, new.description, new.category,
              coalesce((select username from users where id = new.artist_id), ''));
    end`.execute(db);

  // Also fires for the cascade when a user (and with them their artworks) is deleted. The mapping row goes
  // by its own foreign-key cascade, after this trigger has read it (BEFORE: the row must still be there).
  await sql`
    create trigger artworks_fts_delete before delete on artworks begin
      delete from artworks_fts where rowid = (select fts_rowid from artworks_fts_rowids where artwork_id = old.id);
    end`.execute(db);

  await sql`
    create trigger users_fts_username after update of username on users
    when old.username is not new.username begin
      delete from artworks_fts where rowid in (
        select r.fts_rowid from artworks a join artworks_fts_rowids r on r.artwork_id = a.id where a.artist_id = new.id
      );
      insert into artworks_fts (rowid, artwork_id, title, tags, description, category, username)
      select r.fts_rowid, a.id, a.title, a.tags, a.description, a.category, new.username
      from artworks a join artworks_fts_rowids r on r.artwork_id = a.id
      where a.artist_id = new.id;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists artworks_fts_rowids`.execute(db);
  // The triggers of 0002, as they were.
  await sql`
    create trigger artworks_fts_insert after insert on artworks begin
      insert into artworks_fts (artwork_id, title, tags, description, category, username)
      values (new.id, new.title, new.tags, new.description, new.category,
              coalesce((select username from users where id = new.artist_id), ''));
    end`.execute(db);
  await sql`
    create trigger artworks_fts_update after update of title, tags, description, category, artist_id on artworks begin
      delete from artworks_fts where artwork_id = old.id;
      insert into artworks_fts (artwork_id, title, tags, description, category, username)
      values (new.id, new.title, new.tags, new.description, new.category,
              coalesce((select username from users where id = new.artist_id), ''));
    end`.execute(db);
  await sql`
    create trigger artworks_fts_delete after delete on artworks begin
      delete from artworks_fts where artwork_id = old.id;
    end`.execute(db);
  await sql`
    create trigger users_fts_username after update of username on users
    when old.username is not new.username begin
      delete from artworks_fts where artwork_id in (select id from artworks where artist_id = new.id);
      insert into artworks_fts (artwork_id, title, tags, description, category, username)
      select id, title, tags, description, category, new.username from artworks where artist_id = new.id;
    end`.execute(db);
}
