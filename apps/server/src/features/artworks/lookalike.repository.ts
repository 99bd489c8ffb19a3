import type { HeldWork, LookalikeHold } from '@kala/contract';
import type { Db } from '../../db/database';
import { toImageJson } from '../../lib/images';
import { BAND_RADIUS, bandNeighbours, hashBands } from '../../lib/perceptual-hash';
import { hashColumns } from './artwork-images';

// Perceptual hashes of artwork images and the holds of uploads that look like another artist's work (issue 38,
// migration 0042, docs/decisions/0041-stolen-art-guard.md).

/** An image of another artist's work whose hash is near one of the upload's. */
export interface LookalikeCandidate {
  artworkId: string;
  artistId: string;
  phash: string;
  createdAt: string;
}

/**
 * Images of other artists' works (not `artistId`'s) that share a band within BAND_RADIUS bits with `hash`: every
 * image within LOOKALIKE_THRESHOLD bits is among them (lib/perceptual-hash.ts). One indexed `in` look-up per band,
 * never a scan. Works deleted, or themselves held and waiting, are not originals.
 */
export async function lookalikeCandidates(db: Db, hash: string, artistId: string): Promise<LookalikeCandidate[]> {
  const bands = hashBands(hash);
  const found = new Map<string, LookalikeCandidate>();
  for (const band of [0, 1, 2, 3] as const) {
    const column = `artwork_images.phash_${band}` as const;
    const rows = await db
      .selectFrom('artwork_images')
      .innerJoin('artworks', 'artworks.id', 'artwork_images.artwork_id')
      .leftJoin('artwork_holds', (join) =>
        join.onRef('artwork_holds.artwork_id', '=', 'artworks.id').on('artwork_holds.status', '=', 'open'),
      )
      .select(['artwork_images.id', 'artwork_images.artwork_id', 'artwork_images.phash', 'artworks.artist_id'])
      .select('artworks.created_at')
      .where(column, 'in', bandNeighbours(bands[band], BAND_RADIUS))
      .where('artworks.artist_id', '!=', artistId)
      .where('artworks.deleted_at', 'is', null)
      .where('artwork_holds.artwork_id', 'is', null)
      .execute();
    for (const row of rows) {
      if (row.phash === null || found.has(row.id)) continue;
      found.set(row.id, {
        artworkId: row.artwork_id,
        artistId: row.artist_id,
        phash: row.phash,
        createdAt: row.created_at,
      });
    }
  }
  return [...found.values()];
}

/** Holds the new artwork for the moderators: hidden with the copyright reason, and its hold row. */
export async function holdArtwork(
  db: Db,
  hold: { artworkId: string; originalArtworkId: string; originalArtistId: string; distance: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('artworks')
    .set({ hidden_at: now, hidden_reason: 'copyright', hidden_note: '' })
    .where('id', '=', hold.artworkId)
    .execute();
  await db
    .insertInto('artwork_holds')
    .values({
      artwork_id: hold.artworkId,
      original_artwork_id: hold.originalArtworkId,
      original_artist_id: hold.originalArtistId,
      distance: hold.distance,
      created_at: now,
      explained_at: null,
      decided_at: null,
      decided_by: null,
    })
    .execute();
}

/** The hold on an artwork, if it was ever held. */
export function findHold(db: Db, artworkId: string) {
  return db
    .selectFrom('artwork_holds')
    .select(['artwork_id', 'original_artwork_id', 'original_artist_id', 'status', 'explanation', 'created_at'])
    .where('artwork_id', '=', artworkId)
    .executeTakeFirst();
}

/** Stores the uploader's explanation while the hold is open; false when it is not. */
export async function saveExplanation(db: Db, artworkId: string, explanation: string, now: string) {
  const result = await db
    .updateTable('artwork_holds')
    .set({ explanation, explained_at: now })
    .where('artwork_id', '=', artworkId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Closes an open hold as published or removed, in the same transaction as what that does to the artwork: shown
 * (hidden_at cleared) or removed (kept hidden as evidence and marked deleted, as an author-deleted hidden work is,
 * so it cannot be shown again). False when no hold was open (a second decision, or another admin's first).
 */
export async function decideHold(
  db: Db,
  artworkId: string,
  status: 'published' | 'removed',
  adminId: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const closed = await tx
      .updateTable('artwork_holds')
      .set({ status, decided_at: now, decided_by: adminId })
      .where('artwork_id', '=', artworkId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) return false;
    await tx
      .updateTable('artworks')
      .set(
        status === 'published'
          ? { hidden_at: null, hidden_reason: null, hidden_note: null }
          : { deleted_at: now, hidden_reason: 'copyright' },
      )
      .where('id', '=', artworkId)
      .execute();
    return true;
  });
}

/** Closes an open hold as published without touching the artwork (an admin's plain Unhide already showed it). */
export async function closeHoldAsPublished(db: Db, artworkId: string, adminId: string, now: string) {
  await db
    .updateTable('artwork_holds')
    .set({ status: 'published', decided_at: now, decided_by: adminId })
    .where('artwork_id', '=', artworkId)
    .where('status', '=', 'open')
    .execute();
}

/** The admins to tell about a new hold: every admin account not suspended. */
export async function activeAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('suspended_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

async function heldWork(db: Db, artworkId: string | null): Promise<HeldWork | null> {
  if (artworkId === null) return null;
  const row = await db
    .selectFrom('artworks')
    .innerJoin('users', 'users.id', 'artworks.artist_id')
    .select(['artworks.id', 'artworks.title', 'artworks.created_at', 'users.id as artist_id', 'users.username'])
    .where('artworks.id', '=', artworkId)
    .executeTakeFirst();
  if (!row) return null;
  const image = await db
    .selectFrom('artwork_images')
    .select(['id', 'hash', 'widths', 'width', 'height'])
    .where('artwork_id', '=', artworkId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return {
    id: row.id,
    title: row.title,
    image: image ? toImageJson(image) : null,
    artist: { id: row.artist_id, username: row.username },
    createdAt: row.created_at,
  };
}

/** The open holds, newest first (at most `limit`), each with both works as the queue shows them side by side. */
export async function openHolds(db: Db, limit: number): Promise<(LookalikeHold & { ownerId: string })[]> {
  const rows = await db
    .selectFrom('artwork_holds')
    .innerJoin('artworks', 'artworks.id', 'artwork_holds.artwork_id')
    .select([
      'artwork_holds.artwork_id',
      'artwork_holds.original_artwork_id',
      'artwork_holds.distance',
      'artwork_holds.explanation',
      'artwork_holds.explained_at',
      'artwork_holds.created_at',
      'artworks.artist_id',
    ])
    .where('artwork_holds.status', '=', 'open')
    .orderBy('artwork_holds.created_at', 'desc')
    .limit(limit)
    .execute();
  const holds: (LookalikeHold & { ownerId: string })[] = [];
  for (const row of rows) {
    const upload = await heldWork(db, row.artwork_id);
    if (!upload) continue;
    holds.push({
      upload,
      original: await heldWork(db, row.original_artwork_id),
      distance: row.distance,
      explanation: row.explanation,
      // The queue orders by the latest thing that happened: the hold, or the uploader's explanation.
      createdAt: row.explained_at && row.explained_at > row.created_at ? row.explained_at : row.created_at,
      ownerId: row.artist_id,
    });
  }
  return holds;
}

// ── The job at start: images uploaded before hashes were kept ─────────────────

/** The next `limit` images not hashed yet, in id order after `afterId`, from the (phash_at, id) index. */
export function imagesWithoutHash(db: Db, afterId: string, limit: number) {
  return db
    .selectFrom('artwork_images')
    .select(['id', 'hash', 'widths'])
    .where('phash_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Stores an image's hash (null: flat or unreadable) and marks it looked at. */
export async function saveImageHash(db: Db, imageId: string, phash: string | null, now: string): Promise<void> {
  await db.updateTable('artwork_images').set(hashColumns(phash, now)).where('id', '=', imageId).execute();
}
