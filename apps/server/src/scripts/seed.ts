import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_PASSWORD } from '../demo/demo-content';
import { seedAtScale } from '../demo/scale-seed';
import { createMediaStorage } from '../plugins/media-storage';

// npm run seed -- --artworks 100000 [--users 2000]
// Fills the configured database (DATA_DIR or DATABASE_URL) with many artworks for benchmarks; the work is
// demo/scale-seed.ts (shared with bench/run.ts). It adds to what is there, so it may run twice.

const USAGE = 'Usage: npm run seed -- --artworks <count> [--users <count>]';

function positiveInt(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0\n${USAGE}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { artworks: { type: 'string' }, users: { type: 'string' } } });
  const artworks = positiveInt(values.artworks, 'artworks');
  const users = positiveInt(values.users, 'users', 2000);
  const started = Date.now();

  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(database);
  const result = await seedAtScale(database.db, createMediaStorage(config), { artworks, users, log: console.log });
  console.log(
    `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.users} users, ${result.artworks} artworks, ` +
      `${result.follows} follows, ${result.likes} likes, ${result.comments} comments, ${result.reviews} reviews. ` +
      `Every new user signs in with the password ${DEMO_PASSWORD} (e.g. ${result.sampleUsername}).`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
