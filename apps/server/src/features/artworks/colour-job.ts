import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { backfillJob, startInBackground } from '../../lib/backfill-job';
import { dominantSwatches } from '../../lib/colours';
import { nowIso } from '../../lib/ids';
import { mediaKey, parseWidths } from '../../lib/images';
import { artworksWithoutColours, saveArtworkColours } from './colours.repository';

// The colours of artworks uploaded before colours were extracted (issue 38,
// docs/decisions/0032-art-filters-and-colour.md), filled in once at start (lib/backfill-job.ts). Progress is the
// artworks' own colours_at; an artwork whose image cannot be read is marked looked at with no colours.

/** Starts the job in the background (server.ts, after listening); the function it answers stops it. */
export function startColourJob(deps: Pick<AppDeps, 'db' | 'media'>, log: FastifyBaseLogger): () => Promise<void> {
  return startInBackground(colourJob(deps, log));
}

export function colourJob({ db, media }: Pick<AppDeps, 'db' | 'media'>, log: FastifyBaseLogger) {
  return backfillJob(
    {
      name: 'colour job',
      next: (afterId, limit) => artworksWithoutColours(db, afterId, limit),
      fill: async (artwork) => {
        // The smallest variant: plenty for a 32-pixel sample, the least to read.
        const widths = artwork.widths ? parseWidths(artwork.widths) : [];
        const file =
          artwork.hash && widths.length > 0 ? await media.get(mediaKey(artwork.hash, Math.min(...widths))) : null;
        let swatches: Awaited<ReturnType<typeof dominantSwatches>> = [];
        if (file) {
          try {
            swatches = await dominantSwatches(file);
          } catch (error) {
            log.warn({ err: error, artworkId: artwork.id }, 'colour job: image unreadable');
          }
        }
        await saveArtworkColours(db, artwork.id, swatches, nowIso());
      },
    },
    log,
  );
}
