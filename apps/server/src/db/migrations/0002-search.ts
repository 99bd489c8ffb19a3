import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Full-text search over artworks: title, tags, description, category and the artist's username, ranked.
// The two engines do it differently, so this is the one migration that branches on the dialect:
// - SQLite: an FTS5 table beside artworks (artwork_id UNINDEXED joins back), kept in sync by triggers.
// - PostgreSQL: a weighted tsvector column on artworks with a GIN index, computed by a trigger.
// Either way triggers also follow a username change, so "search by artist" never goes stale.
// The 'simple' configuration / unicode61 tokenizer do no stemming: prefix queries ("sun" → "Sunset") cover
// word endings in any language, Hindi included, where an English stemmer would mangle partial words.

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await upSqlite(db);
  else await upPostgres(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const trigger of ['users_fts_username', 'artworks_fts_delete', 'artworks_fts_update', 'artworks_fts_insert']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists artworks_fts`.execute(db);
    return;
  }
  await sql`drop trigger if exists users_search_vector on users`.execute(db);
  await sql`drop trigger if exists artworks_search_vector on artworks`.execute(db);
  await sql`drop function if exists users_search_vector_refresh()`.execute(db);
  await sql`drop function if exists artworks_search_vector_refresh()`.execute(db);
  await sql`drop function if exists artwork_search_vector(text, text, text, text, text)`.execute(db);
  await sql`drop index if exists artworks_search`.execute(db);
  await sql`alter table artworks drop column if exists search_vector`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // tags is the stored JSON array text: the tokenizer treats its brackets, quotes and commas as separators.
  await sql`
    create virtual table artworks_fts using fts5(
      artwork_id unindexed, title, tags, description, category, username,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);

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

  // Also fires for the cascade when a user (and with them their artworks) is deleted.
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

  await sql`
    insert into artworks_fts (artwork_id, title, tags, description, category, username)
    select a.id, a.title, a.tags, a.description, a.category, u.username
    from artworks a join users u on u.id = a.artist_id`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`alter table artworks add column search_vector tsvector`.execute(db);

  // Weights rank a title match (A) above tags and the artist (B), category (C) and description (D).
  // tags is the stored JSON array text; its brackets, quotes and commas become spaces.
  await sql`
    create function artwork_search_vector(p_title text, p_tags text, p_description text, p_category text, p_artist_id text)
    returns tsvector language sql stable as $$
      select setweight(to_tsvector('simple', coalesce(p_title, '')), 'A')
        || setweight(to_tsvector('simple', translate(coalesce(p_tags, ''), '[]",', '    ')), 'B')
        || setweight(to_tsvector('simple', coalesce((select username from users where id = p_artist_id), '')), 'B')
        || setweight(to_tsvector('simple', coalesce(p_category, '')), 'C')
        || setweight(to_tsvector('simple', coalesce(p_description, '')), 'D')
    $$`.execute(db);

  await sql`
    create function artworks_search_vector_refresh() returns trigger language plpgsql as $$
    begin
      new.search_vector := artwork_search_vector(new.title, new.tags, new.description, new.category, new.artist_id);
      return new;
    end
    $$`.execute(db);

  await sql`
    create trigger artworks_search_vector
    before insert or update of title, tags, description, category, artist_id on artworks
    for each row execute function artworks_search_vector_refresh()`.execute(db);

  await sql`
    create function users_search_vector_refresh() returns trigger language plpgsql as $$
    begin
      update artworks
      set search_vector = artwork_search_vector(title, tags, description, category, artist_id)
      where artist_id = new.id;
      return null;
    end
    $$`.execute(db);

  await sql`
    create trigger users_search_vector
    after update of username on users
    for each row when (old.username is distinct from new.username)
    execute function users_search_vector_refresh()`.execute(db);

  await sql`update artworks set search_vector = artwork_search_vector(title, tags, description, category, artist_id)`.execute(
    db,
  );
  await sql`create index artworks_search on artworks using gin (search_vector)`.execute(db);
}
