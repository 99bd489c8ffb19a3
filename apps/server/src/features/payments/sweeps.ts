import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { autoDeliver } from '../orders/orders.service';
import { settleTransfers } from '../transfers/transfers.service';
import { releaseExpiredHolds, retryRefunds } from './payments.service';

const SWEEP_EVERY_MS = 60_000;

/**
 * Time-driven steps of an order's life, run every minute on every instance: unpaid online orders past their
 * 30 minutes release their stock, shipped orders are delivered after 14 days, failed refund requests are asked
 * for again, and artists' transfers are made, reversed and released (transfers.service settleTransfers). Each step is a conditional UPDATE (payments.repository.ts, orders.repository.ts), so instances running
 * it at once act once.
 */
export function registerOrderSweeps(app: FastifyInstance, deps: AppDeps): void {
  const sweeper = orderSweeper(deps, app.log);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    timer = setInterval(() => void sweeper.sweep(), SWEEP_EVERY_MS);
    timer.unref();
    done();
  });
  // server.ts closes the database after the app: a sweep still running must end before that, not fail after it.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeper.settled();
  });
}

export function orderSweeper(deps: Pick<AppDeps, 'db' | 'realtime' | 'gateway'>, log: FastifyBaseLogger) {
  const { db } = deps;
  let inFlight: Promise<void> | null = null;
  const run = async () => {
    try {
      const released = await releaseExpiredHolds(db);
      const delivered = await autoDeliver(deps, new Date(), log);
      await retryRefunds(deps, log);
      // Transfers to artists: waiting ones made, owed reversals asked for, due ones released (decision 0039), and
      // released ones whose settlement was not heard of looked for (decision 0044).
      const transfersReleased = await settleTransfers(deps, new Date(), log);
      if (released + delivered + transfersReleased > 0) {
        log.info({ released, delivered, transfersReleased }, 'order sweep');
      }
    } catch (error) {
      log.warn({ err: error }, 'order sweep failed; the next one retries');
    }
  };
  return {
    /** One sweep; asked for while one runs, it is that one (a slow sweep never overlaps the next). */
    sweep(): Promise<void> {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** Resolves once no sweep is running. */
    async settled(): Promise<void> {
      await inFlight;
    },
  };
}
