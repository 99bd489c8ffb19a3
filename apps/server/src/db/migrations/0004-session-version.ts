import { type Kysely, sql } from 'kysely';

// A user's session version: every token carries the version it was signed with, and a token of an older version
// is refused. Setting a new password (reset link, or create-admin on an existing account) moves it on, so every
// session signed in before, on any device, ends with it. Existing tokens carry no version and count as 0, the
// value every user starts with: nobody is signed out by the migration itself.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column session_version integer not null default 0`.execute(db);
}
