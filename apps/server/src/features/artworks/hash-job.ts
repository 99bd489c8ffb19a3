import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { backfillJob, startInBackground } from '../../lib/backfill-job';
import { nowIso } from '../../lib/ids';
import { mediaKey, parseWidths } from '../../lib/images';
import { perceptualHash } from '../../lib/perceptual-hash';
import { imagesWithoutHash, saveImageHash } from './lookalike.repository';

// The perceptual hashes of artwork images uploaded before they were kept (issue 38,
// docs/decisions/0041-stolen-art-guard.md), filled in once at start (lib/backfill-job.ts). Progress is each
// image's own phash_at; an image that cannot be read is marked looked at with no hash. Works already on Kala are not
// held by it: only a new upload is compared with what is there.

/** Starts the job in the background (server.ts, after listening); the function it answers stops it. */
export function startHashJob(deps: Pick<AppDeps, 'db' | 'media'>, log: FastifyBaseLogger): () => Promise<void> {
  return startInBackground(hashJob(deps, log));
}

export function hashJob({ db, media }: Pick<AppDeps, 'db' | 'media'>, log: FastifyBaseLogger) {
  return backfillJob(
    {
      name: 'hash job',
      next: (afterId, limit) => imagesWithoutHash(db, afterId, limit),
      fill: async (image) => {
        // The smallest variant: a 32-pixel grey copy is all the hash reads, and it is the least to fetch.
        const widths = parseWidths(image.widths);
        const file = widths.length > 0 ? await media.get(mediaKey(image.hash, Math.min(...widths))) : null;
        let phash: string | null = null;
        if (file) {
          try {
            phash = await perceptualHash(file);
          } catch (error) {
            log.warn({ err: error, imageId: image.id }, 'hash job: image unreadable');
          }
        }
        await saveImageHash(db, image.id, phash, nowIso());
      },
    },
    log,
  );
}
