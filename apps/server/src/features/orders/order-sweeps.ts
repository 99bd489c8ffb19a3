import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { paymentGateway } from '../payments/razorpay.gateway';
import { autoDeliver, releaseExpiredHolds, retryRefunds } from './orders.service';

const SWEEP_EVERY_MS = 60_000;

/**
 * Time-driven steps of an order's life, run every minute on every instance: unpaid online orders past their
 * 30 minutes release their stock, shipped orders are delivered after 14 days, failed refund requests are asked
 * for again. Each step is a conditional UPDATE (orders.service.ts), so instances running it at once act once.
 */
export function registerOrderSweeps(app: FastifyInstance, { db, config, realtime }: AppDeps): void {
  const gateway = paymentGateway(config.razorpay);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const released = await releaseExpiredHolds(db);
      const delivered = await autoDeliver(db, new Date(), { realtime, log: app.log });
      await retryRefunds(db, gateway, app.log);
      if (released + delivered > 0) app.log.info({ released, delivered }, 'order sweep');
    } catch (error) {
      app.log.warn({ err: error }, 'order sweep failed; the next one retries');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', (done) => {
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
}
