import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { dominantSwatches } from '../../lib/colours';
import { nowIso } from '../../lib/ids';
import { mediaKey, parseWidths } from '../../lib/images';
import { artworksWithoutColours, saveArtworkColours } from './colours.repository';

// The colours of artworks uploaded before colours were extracted (issue 38,
// docs/decisions/0032-art-filters-and-colour.md), filled in once at start, in the background, a batch at a time.
// Progress is the artworks' own colours_at, so a job stopped by a restart goes on from where it was; an artwork whose image cannot be read
// is marked looked at with no colours, so that it is not tried forever. Instances running it at once do the same
// work twice at worst: each artwork's rows are replaced, never added to.

const BATCH = 50;

/** Starts the job in the background (server.ts, after listening); the function it answers stops it. */
export function startColourJob(deps: Pick<AppDeps, 'db' | 'media'>, log: FastifyBaseLogger): () => Promise<void> {
  const job = colourJob(deps, log);
  void job.run();
  return () => job.stop();
}

export function colourJob({ db, media }: Pick<AppDeps, 'db' | 'media'>, log: FastifyBaseLogger) {
  let stopping = false;
  let running: Promise<number> | null = null;
  const work = async (): Promise<number> => {
    let done = 0;
    let afterId = '';
    try {
      while (!stopping) {
        const batch = await artworksWithoutColours(db, afterId, BATCH);
        if (batch.length === 0) break;
        for (const artwork of batch) {
          if (stopping) break;
          afterId = artwork.id;
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
          done += 1;
        }
      }
      if (done > 0) log.info({ artworks: done }, 'colour job: colours filled in');
    } catch (error) {
      log.warn({ err: error }, 'colour job stopped; the next start goes on from here');
    }
    return done;
  };
  return {
    /** One run over what is left; asked for while one runs, it is that one. Resolves to how many it did. */
    run(): Promise<number> {
      running ??= work().finally(() => {
        running = null;
      });
      return running;
    },
    /** Stops after the artwork under way. */
    async stop(): Promise<void> {
      stopping = true;
      await running;
    },
  };
}
