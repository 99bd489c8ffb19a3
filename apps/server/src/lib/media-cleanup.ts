import type { Db } from '../db/database';
import type { MediaStorage } from './media-storage';
import { MEDIA_NAME_PATTERN } from './images';

// Orphaned media: image files no row refers to. They appear when a process dies between storing an upload's
// files and committing its rows (files are written first so that a committed row never points to a missing
// file), and when a profile picture is replaced (old variants stay; they may be shared). A process killed in the
// middle of writing a file leaves its temporary file too. The sweep at start removes both. Files younger than
// `minAgeMs` are spared: on a shared folder or bucket another instance may be in the middle of an upload whose
// rows are not committed yet.

export interface MediaSweepResult {
  /** Keys deleted. */
  removed: string[];
  /** Unreferenced files left because they are younger than the minimum age. */
  sparedRecent: number;
  /** Temporary files of writes cut short, removed. */
  unfinishedWrites: number;
}

// Rows are looked up for this many hashes at a time (well under every engine's parameter limit).
const BATCH = 500;

/** `<hash>` of a `/media/<hash>-<width>.webp` URL or `<hash>-<width>.webp` key, else null. */
export function mediaHashOf(urlOrKey: string): string | null {
  const name = urlOrKey.startsWith('/media/') ? urlOrKey.slice('/media/'.length) : urlOrKey;
  return MEDIA_NAME_PATTERN.test(name) ? name.slice(0, 64) : null;
}

/** Hashes among `hashes` that an artwork image or a profile picture uses. */
async function hashesReferenced(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let start = 0; start < hashes.length; start += BATCH) {
    const batch = hashes.slice(start, start + BATCH);
    const rows = await db.selectFrom('artwork_images').select('hash').distinct().where('hash', 'in', batch).execute();
    for (const row of rows) used.add(row.hash);
  }
  // A profile picture is stored as the URL of its largest variant; its smaller sibling shares the hash.
  const avatars = await db.selectFrom('users').select('profile_image').where('profile_image', 'is not', null).execute();
  const wanted = new Set(hashes);
  for (const { profile_image } of avatars) {
    const hash = profile_image ? mediaHashOf(profile_image) : null;
    if (hash && wanted.has(hash)) used.add(hash);
  }
  return used;
}

/**
 * Deletes media files (named `<hash>-<width>.webp`) whose hash no artwork image or profile picture uses, when
 * every file of that hash is at least `minAgeMs` old, and the temporary files of writes cut short that are at
 * least that old. Files with other names are never touched. A database error aborts the sweep before any
 * stored picture is deleted.
 */
export async function removeOrphanMedia(
  deps: { db: Db; media: MediaStorage },
  options: { minAgeMs: number; now?: Date },
): Promise<MediaSweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - options.minAgeMs;
  const unfinishedWrites = await deps.media.removeUnfinishedWrites(new Date(cutoff));
  // Files by hash: the variants of one picture go (or stay) together.
  const byHash = new Map<string, { key: string; old: boolean }[]>();
  for await (const { key, modifiedAt } of deps.media.listWithDates()) {
    const hash = mediaHashOf(key);
    if (!hash) continue;
    const files = byHash.get(hash) ?? [];
    files.push({ key, old: modifiedAt.getTime() <= cutoff });
    byHash.set(hash, files);
  }
  const referenced = await hashesReferenced(deps.db, [...byHash.keys()]);
  const removed: string[] = [];
  let sparedRecent = 0;
  for (const [hash, files] of byHash) {
    if (referenced.has(hash)) continue;
    // One recent variant means the picture is being stored again right now: its rows may follow.
    if (files.every((file) => file.old)) removed.push(...files.map((file) => file.key));
    else sparedRecent += files.length;
  }
  if (removed.length > 0) await deps.media.delete(removed);
  return { removed, sparedRecent, unfinishedWrites };
}
