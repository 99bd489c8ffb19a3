import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createDeps } from './deps';
import { startColourJob } from './features/artworks/colour-job';
import { startHashJob } from './features/artworks/hash-job';
import { startTrendingJob } from './features/foryou/trending-job';
import { startOutboxWorker } from './features/notifications/outbox.worker';
import { createPushSender } from './features/notifications/push-sender';
import { createMailer } from './lib/mailer';
import { runStartupTasks, startBanner } from './startup';

// The process entry: open the database, migrate, build the app, listen, and drain on SIGTERM/SIGINT.
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
await migrateToLatest(database);
const deps = createDeps(config, database);
const app = await buildApp(deps);
const { demoAccounts } = await runStartupTasks(deps, app.log);
await app.listen({ port: config.port, host: config.host });
// Mail and push go out from here, on every instance (the outbox's claims keep them from sending a row twice).
const stopOutbox = startOutboxWorker({
  db: database.db,
  mailer: createMailer(config),
  push: createPushSender(config),
  compose: { db: database.db, publicUrl: config.publicUrl, secret: config.jwtSecret },
  log: app.log,
});
// The colours of artworks from before colour extraction (issue 38), in the background; resumable (colour-job.ts).
const stopColourJob = startColourJob(deps, app.log);
// The perceptual hashes of images from before the stolen-art guard (issue 38), likewise (hash-job.ts).
const stopHashJob = startHashJob(deps, app.log);
// Trending (issue 38), worked out again every ten minutes (trending-job.ts).
const stopTrendingJob = startTrendingJob(database.db, app.log);
process.stdout.write(startBanner(config, demoAccounts));

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // A second signal or a stuck drain must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    // A request whose client went away may still be running its handler: let it finish with the database.
    await app.handlersSettled();
    await stopOutbox();
    await stopColourJob();
    await stopHashJob();
    await stopTrendingJob();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
