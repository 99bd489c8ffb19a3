import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the database, the token-signing secret, mails with reset links and backups of all of them:
// nobody but the account the server runs as may read any of it. Everything is created owner-only, and a data
// folder left by an older version (or copied in by hand) is tightened at start.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` and any missing parents readable by the owner only (an existing one is left as it is). */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates `file` empty and owner-only unless it exists, for files another library creates: SQLite gives the
 * -wal and -shm files the database file's permissions, so they are owner-only too.
 */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
}

/**
 * Makes every folder under `root` (and `root`) 0700 and every file 0600, leaving symbolic links alone. Answers
 * how many entries were changed.
 */
export function tightenPrivateTree(root: string): number {
  let changed = 0;
  const tighten = (target: string, mode: number) => {
    try {
      if ((lstatSync(target).mode & 0o777) === mode) return;
      chmodSync(target, mode);
      changed += 1;
    } catch (error) {
      // Deleted meanwhile (another instance's clean-up): nothing left to protect.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  const walk = (dir: string) => {
    tighten(dir, PRIVATE_DIR_MODE);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(target);
      else if (entry.isFile()) tighten(target, PRIVATE_FILE_MODE);
    }
  };
  walk(root);
  return changed;
}
