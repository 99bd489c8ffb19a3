import type { Logger } from '../../lib/logging';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { hammingDistance, LOOKALIKE_THRESHOLD } from '../../lib/perceptual-hash';
import { notifyModeration } from '../notifications/notifications.service';
import { activeAdminIds, lookalikeCandidates } from './lookalike.repository';

// The guard against stolen art (issue 38 item 5, docs/decisions/0041-stolen-art-guard.md): an upload whose
// picture is within LOOKALIKE_THRESHOLD bits of another artist's is held for the moderators instead of published.
// An artist's own works are never candidates, so re-uploading one's own picture is not held.

/** The other artist's work an upload looks like, and how close the closest pair of their images is. */
export interface Lookalike {
  artworkId: string;
  artistId: string;
  distance: number;
}

/**
 * The work of another artist that one of the upload's pictures (their hashes; null for a flat one) looks like:
 * the closest, the oldest among equally close (the first upload is taken for the original). Null when none.
 */
export async function findLookalike(
  db: Db,
  hashes: readonly (string | null | undefined)[],
  artistId: string,
): Promise<Lookalike | null> {
  let best: (Lookalike & { createdAt: string }) | null = null;
  for (const hash of hashes) {
    if (!hash) continue;
    for (const candidate of await lookalikeCandidates(db, hash, artistId)) {
      const distance = hammingDistance(hash, candidate.phash);
      if (distance > LOOKALIKE_THRESHOLD) continue;
      if (
        best === null ||
        distance < best.distance ||
        (distance === best.distance && candidate.createdAt < best.createdAt)
      ) {
        best = {
          artworkId: candidate.artworkId,
          artistId: candidate.artistId,
          distance,
          createdAt: candidate.createdAt,
        };
      }
    }
  }
  return best && { artworkId: best.artworkId, artistId: best.artistId, distance: best.distance };
}

/**
 * Tells who needs to know about a held upload: its uploader (it waits for the moderators, and they may explain),
 * the artist of the work it looks like, and every admin. After the upload's transaction committed; a failed
 * notification is logged by notify and loses nothing else.
 */
export async function tellAboutHold(
  deps: AppDeps,
  held: { artworkId: string; artistId: string },
  like: Lookalike,
  log?: Logger,
): Promise<void> {
  await notifyModeration(deps, held.artistId, held.artworkId, { kind: 'artwork', step: 'held' }, log);
  await notifyModeration(deps, like.artistId, like.artworkId, { kind: 'artwork', step: 'lookalike' }, log);
  for (const adminId of await activeAdminIds(deps.db)) {
    if (adminId === held.artistId) continue;
    await notifyModeration(deps, adminId, held.artworkId, { kind: 'artwork', step: 'review' }, log);
  }
}
