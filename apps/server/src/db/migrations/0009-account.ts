import { type Kysely, sql } from 'kysely';

// Accounts that people control (issue 17): a confirmed e-mail address, and the links that confirm one.
//
// email_verified_at: when the current address was confirmed; null until then, and null again after a change of
// address. Accounts that exist before this migration count as verified from their creation: they have been
// receiving Kala's mail all along, and stopping it for everyone at once would be a surprise nobody asked for.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column email_verified_at text`.execute(db);
  await sql`update users set email_verified_at = created_at`.execute(db);

  // Like password_resets: only the sha256 of a token is kept, a link works once and expires. The address the
  // link was sent to is stored, so a link to an old address cannot verify a newer one.
  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_verifications_user').on('email_verifications').columns(['user_id']).execute();
}
