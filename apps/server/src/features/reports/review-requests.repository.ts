import {
  type ArtworkModeration,
  HOLD_STATUSES,
  LOOKALIKE_MESSAGE,
  type ModerationReason,
  type ReviewRequestStatus,
} from '@kala/contract';
import type { Db } from '../../db/database';
import { uniqueViolation } from '../../lib/db-errors';
import { newId, nowIso } from '../../lib/ids';

// The author's side of moderation (issue 34, decision 0028): why their artwork is hidden, and their request
// that moderators look at it again.

/** The artwork as its moderation concerns its artist: whose it is, whether and why it is hidden. */
export async function findModeratedArtwork(db: Db, id: string) {
  return db
    .selectFrom('artworks')
    .select(['id', 'artist_id', 'hidden_at', 'hidden_reason', 'hidden_note', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

type ModeratedArtwork = NonNullable<Awaited<ReturnType<typeof findModeratedArtwork>>>;

/** What the artist's page shows: the reason, and the newest request for a review since it was hidden. */
export async function artworkModerationOf(db: Db, artwork: ModeratedArtwork): Promise<ArtworkModeration> {
  const hidden = artwork.hidden_at !== null;
  const request = hidden
    ? await db
        .selectFrom('review_requests')
        .select(['message', 'created_at', 'status'])
        .where('target_type', '=', 'artwork')
        .where('target_id', '=', artwork.id)
        .where('created_at', '>=', artwork.hidden_at as string)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined;
  // Issue 38 (decision 0041): an upload held as looking like another artist's work, and what its artist said.
  const hold = await db
    .selectFrom('artwork_holds')
    .select(['status', 'explanation', 'created_at'])
    .where('artwork_id', '=', artwork.id)
    .executeTakeFirst();
  return {
    hidden,
    hold: hold
      ? {
          message: LOOKALIKE_MESSAGE,
          explanation: hold.explanation,
          status: HOLD_STATUSES.find((status) => status === hold.status) ?? 'open',
          createdAt: hold.created_at,
        }
      : null,
    reason: hidden ? (artwork.hidden_reason as ModerationReason | null) : null,
    note: hidden ? (artwork.hidden_note ?? '') : '',
    hiddenAt: artwork.hidden_at,
    request: request
      ? { message: request.message, createdAt: request.created_at, status: request.status as ReviewRequestStatus }
      : null,
  };
}

/**
 * Opens a request for a review; false when one is already open for this artwork. The partial unique key over open
 * rows (migration 0033) decides a race between two instances.
 */
export async function openArtworkReviewRequest(
  db: Db,
  artworkId: string,
  userId: string,
  message: string,
): Promise<boolean> {
  try {
    await db
      .insertInto('review_requests')
      .values({
        id: newId(),
        target_type: 'artwork',
        target_id: artworkId,
        user_id: userId,
        message,
        status: 'open',
        created_at: nowIso(),
      })
      .execute();
    return true;
  } catch (error) {
    if (uniqueViolation(error) !== null) return false;
    throw error;
  }
}
