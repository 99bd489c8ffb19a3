import type { FastifyBaseLogger } from 'fastify';

// A job that fills in, once at start and in the background, something newer code keeps for each row that older
// rows lack (an artwork's colours, an image's perceptual hash). It goes through the rows still without it, a
// batch at a time in id order; each row's own "looked at" time is the progress, so a job stopped by a restart goes
// on from where it was. Instances running it at once do the same work twice at worst: what is written replaces,
// never adds to.

const BATCH = 50;

export interface Backfill<Row extends { id: string }> {
  /** Named in its log lines, e.g. 'colour job'. */
  name: string;
  /** Up to `limit` rows still to do, with an id after `afterId`, in id order. */
  next(afterId: string, limit: number): Promise<Row[]>;
  /** Does one row and records it looked at, even when there was nothing to fill in, so it is not tried forever. */
  fill(row: Row): Promise<void>;
}

export interface BackfillJob {
  /** One run over what is left; asked for while one runs, it is that one. Resolves to how many rows it did. */
  run(): Promise<number>;
  /** Stops after the row under way. */
  stop(): Promise<void>;
}

export function backfillJob<Row extends { id: string }>(
  { name, next, fill }: Backfill<Row>,
  log: FastifyBaseLogger,
): BackfillJob {
  let stopping = false;
  let running: Promise<number> | null = null;
  const work = async (): Promise<number> => {
    let done = 0;
    let afterId = '';
    try {
      while (!stopping) {
        const batch = await next(afterId, BATCH);
        if (batch.length === 0) break;
        for (const row of batch) {
          if (stopping) break;
          afterId = row.id;
          await fill(row);
          done += 1;
        }
      }
      if (done > 0) log.info({ rows: done }, `${name}: filled in`);
    } catch (error) {
      log.warn({ err: error }, `${name} stopped; the next start goes on from here`);
    }
    return done;
  };
  return {
    run(): Promise<number> {
      running ??= work().finally(() => {
        running = null;
      });
      return running;
    },
    async stop(): Promise<void> {
      stopping = true;
      await running;
    },
  };
}

/** Starts a job in the background (server.ts, after listening); the function it answers stops it. */
export function startInBackground(job: BackfillJob): () => Promise<void> {
  void job.run();
  return () => job.stop();
}
