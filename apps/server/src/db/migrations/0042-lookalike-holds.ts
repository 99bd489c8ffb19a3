import type { Kysely } from 'kysely';

// The guard against stolen art (issue 38 item 5, docs/decisions/0041-stolen-art-guard.md). Each artwork image
// keeps its 64-bit perceptual hash (16 hex digits; null for a picture too flat to have one) and the hash cut into
// four 16-bit bands, each indexed: a look-up for hashes within a few bits enumerates the band values near the new
// hash's (multi-index hashing), so it reads a few index entries per band instead of every image. `phash_at` marks
// an image looked at (null: not yet, what the job at start fills in, which makes it resumable).
// artwork_holds keeps an upload held for review because it looks like another artist's work: which work, how
// close, what the uploader said, and what the moderators decided.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artwork_images').addColumn('phash', 'text').execute();
  for (const band of [0, 1, 2, 3]) {
    await db.schema.alterTable('artwork_images').addColumn(`phash_${band}`, 'integer').execute();
    await db.schema.createIndex(`artwork_images_phash_${band}`).on('artwork_images').column(`phash_${band}`).execute();
  }
  await db.schema.alterTable('artwork_images').addColumn('phash_at', 'text').execute();
  await db.schema
    .createIndex('artwork_images_phash_pending')
    .on('artwork_images')
    .columns(['phash_at', 'id'])
    .execute();
  await db.schema
    .createTable('artwork_holds')
    // The held upload; one hold per artwork.
    .addColumn('artwork_id', 'text', (c) => c.primaryKey().references('artworks.id').onDelete('cascade'))
    // The work it looks like; null once that work is deleted (the hold still waits for a decision).
    .addColumn('original_artwork_id', 'text', (c) => c.references('artworks.id').onDelete('set null'))
    .addColumn('original_artist_id', 'text', (c) => c.notNull())
    // Bits apart (0–64) of the closest pair of images.
    .addColumn('distance', 'integer', (c) => c.notNull())
    // The uploader's words, '' until they explain.
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('explained_at', 'text')
    // 'open', 'published' or 'removed'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema.createIndex('artwork_holds_status').on('artwork_holds').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('artwork_holds').execute();
  await db.schema.dropIndex('artwork_images_phash_pending').execute();
  for (const band of [0, 1, 2, 3]) await db.schema.dropIndex(`artwork_images_phash_${band}`).execute();
  for (const column of ['phash_at', 'phash_3', 'phash_2', 'phash_1', 'phash_0', 'phash']) {
    await db.schema.alterTable('artwork_images').dropColumn(column).execute();
  }
}
