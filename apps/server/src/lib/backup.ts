import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';
import type { MediaStorage } from './media-storage';
import { imageKeys, parseWidths } from './images';
import { mediaHashOf } from './media-cleanup';
import { createPrivateFile, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

// A consistent backup while the server runs (npm run backup). How to restore is written into the backup
// (BACKUP.txt) and in docs/security.md.
//
// SQLite: SQLite's online backup API copies the database as one consistent snapshot, however many writes go on
// (a separate read connection; WAL mode lets writers carry on). PostgreSQL: pg_dump takes its own consistent
// snapshot; it is run with the connection in PG* environment variables, so no password is in a process list.
//
// Media files are immutable (named by content hash), so copying them needs no lock, only the right order: one
// pass before the snapshot and one after, so that every file a row of the snapshot names is in the backup. The
// only gap is a file stored and deleted again between the two passes (its artwork uploaded and deleted during
// the backup); the check at the end reports any such file.

export interface BackupResult {
  dir: string;
  engine: 'sqlite' | 'postgres';
  /** Media files in the backup. */
  mediaFiles: number;
  /** Files rows of the SQLite snapshot name that could not be copied (deleted meanwhile). */
  missing: string[];
  /** For PostgreSQL: the pg_dump file written. */
  dumpFile?: string;
}

export interface BackupOptions {
  /** Target folder; default DATA_DIR/backups/<UTC timestamp>. */
  out?: string;
  now?: Date;
  /** Extra pg_dump arguments (tests limit the dump to their own schema). */
  pgDumpArgs?: string[];
}

export function defaultBackupDir(config: Pick<Config, 'dataDir'>, now = new Date()): string {
  return path.join(config.dataDir, 'backups', now.toISOString().replace(/[:.]/g, '-'));
}

/** Copies every stored media file not in `dir` yet; the number copied. */
async function copyMedia(media: MediaStorage, dir: string): Promise<number> {
  let copied = 0;
  for await (const key of media.list()) {
    const target = path.join(dir, key);
    if (existsSync(target)) continue;
    const data = await media.get(key);
    if (!data) continue; // deleted since it was listed
    await writeFile(target, data, { mode: PRIVATE_FILE_MODE });
    copied += 1;
  }
  return copied;
}

/** Media keys the rows of a SQLite database file name (artwork image variants and profile pictures). */
function referencedKeys(sqlitePath: string): { exact: string[]; hashes: string[] } {
  const db = new SQLite(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    const images = db.prepare('select hash, widths from artwork_images').all() as { hash: string; widths: string }[];
    const avatars = db.prepare('select profile_image from users where profile_image is not null').all() as {
      profile_image: string;
    }[];
    return {
      exact: images.flatMap((image) => imageKeys(image.hash, parseWidths(image.widths))),
      hashes: avatars.map((row) => mediaHashOf(row.profile_image)).filter((hash): hash is string => hash !== null),
    };
  } finally {
    db.close();
  }
}

/** pg_dump --format=custom, with the connection passed in PG* variables (libpq reads them) rather than argv. */
function runPgDump(databaseUrl: string, file: string, extraArgs: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(url.hostname),
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
    ...(url.searchParams.get('sslmode') ? { PGSSLMODE: url.searchParams.get('sslmode') as string } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', '--file', file, ...extraArgs], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', (error) =>
      reject(new Error(`pg_dump could not be started (is it installed?): ${error.message}`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

const restoreNotes = (engine: 'sqlite' | 'postgres') =>
  engine === 'sqlite'
    ? `Kala backup (SQLite).

Restore into a new data folder, with the server stopped (or pointed at the new folder):
  mkdir -p /srv/kala-restored
  cp kala.db /srv/kala-restored/kala.db
  cp -r media /srv/kala-restored/media
  cp jwt-secret /srv/kala-restored/jwt-secret   # keeps sessions valid; skip it to sign everyone out
  cp certificate-signing-key.pem /srv/kala-restored/   # needed: without it issued certificates no longer verify
  cp payout-details-key /srv/kala-restored/     # if present: opens artists' sealed payout details
  DATA_DIR=/srv/kala-restored npm start
`
    : `Kala backup (PostgreSQL).

This folder holds the database dump (kala.dump, pg_dump custom format) and the media.
Restore into a new, empty database, then start Kala on it with the media folder copied into DATA_DIR:
  createdb kala_restored
  pg_restore --no-owner --dbname "$NEW_DATABASE_URL" kala.dump
  cp -r media /srv/kala-restored/media
  cp certificate-signing-key.pem /srv/kala-restored/   # when there is one (no CERTIFICATE_SIGNING_KEY set)
  DATABASE_URL="$NEW_DATABASE_URL" DATA_DIR=/srv/kala-restored npm start
`;

/** Backs up the database (SQLite) or prints how (PostgreSQL), and copies the media, into one folder. */
export async function runBackup(
  config: Pick<Config, 'dataDir' | 'sqlitePath' | 'databaseUrl'>,
  media: MediaStorage,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const dir = path.resolve(options.out ?? defaultBackupDir(config, options.now));
  const mediaDir = path.join(dir, 'media');
  // A backup holds everything DATA_DIR does, the secret included: owner-only like it (lib/private-files.ts).
  await mkdir(mediaDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';

  let mediaFiles = await copyMedia(media, mediaDir);
  let dumpFile: string | undefined;
  let missing: string[] = [];
  if (engine === 'sqlite') {
    const target = path.join(dir, 'kala.db');
    createPrivateFile(target);
    const source = new SQLite(config.sqlitePath, { readonly: true, fileMustExist: true });
    try {
      // After the first step, copy all remaining pages in one step: a write between steps restarts the copy.
      await source.backup(target, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
    } finally {
      source.close();
    }
    mediaFiles += await copyMedia(media, mediaDir);
    const { exact, hashes } = referencedKeys(target);
    missing = exact.filter((key) => !existsSync(path.join(mediaDir, key)));
    // A profile picture's variants share its hash: at least one file of that hash must be there.
    const copiedHashes = new Set((await readdir(mediaDir)).map(mediaHashOf));
    missing.push(...hashes.filter((hash) => !copiedHashes.has(hash)).map((hash) => `${hash}-*.webp`));
  } else {
    dumpFile = path.join(dir, 'kala.dump');
    createPrivateFile(dumpFile);
    await runPgDump(config.databaseUrl as string, dumpFile, options.pgDumpArgs ?? []);
    // After the dump: every file a row of the dump names was stored before the dump began.
    mediaFiles += await copyMedia(media, mediaDir);
  }
  // The generated secrets: the JWT secret; the key that signs certificates of authenticity (docs/certificates.md),
  // without which the certificates already issued could no longer be verified; and the key that opens artists'
  // payout details (decision 0034) when it was generated here rather than set in PAYOUT_DETAILS_KEY, without which
  // a restored database's PAN and bank numbers stay sealed.
  for (const name of ['jwt-secret', 'certificate-signing-key.pem', 'payout-details-key']) {
    const secret = path.join(config.dataDir, name);
    if (!existsSync(secret)) continue;
    await copyFile(secret, path.join(dir, name));
    await chmod(path.join(dir, name), PRIVATE_FILE_MODE);
  }
  await writeFile(path.join(dir, 'BACKUP.txt'), restoreNotes(engine), { mode: PRIVATE_FILE_MODE });
  return { dir, engine, mediaFiles, missing, ...(dumpFile ? { dumpFile } : {}) };
}
