import { randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files';
import { createS3MediaStorage } from './s3-media-storage';

/**
 * Where image files live. Keys are flat file names (`<hash>-<width>.webp`); the interface is kept small so an
 * S3-compatible bucket can implement it with PutObject, GetObject, DeleteObjects and ListObjectsV2.
 */
export interface MediaStorage {
  /** Stores `data` under `key`, replacing any previous file; readers never see a half-written file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the keys; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every stored key (for the orphan clean-up), in no particular order. */
  list(): AsyncIterable<string>;
  /**
   * Every stored key with the time it was last written, in no particular order. The orphan clean-up spares
   * recent files: they may belong to an upload whose row is not committed yet.
   */
  listWithDates(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * Removes what writes cut short (a killed process) left behind, when last written before `before`; younger
   * ones may be a write in progress on another instance. Returns how many were removed.
   */
  removeUnfinishedWrites(before: Date): Promise<number>;
}

// A key is one plain file name: no separators, no leading dot (temp files start with one), no '..'.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 200) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

/** `.<key>.<12 hex>.tmp`: the name put() writes under before its rename. */
const TEMPORARY_PATTERN = /^\.[A-Za-z0-9][A-Za-z0-9_.-]*\.[0-9a-f]{12}\.tmp$/;

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

/** Files in one folder on the local disk (the default for a single machine: DATA_DIR/media). */
export function createLocalMediaStorage(dir: string): MediaStorage {
  makePrivateDir(dir);
  const fileFor = (key: string) => {
    assertMediaKey(key);
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      const target = fileFor(key);
      // Write under a temporary name in the same folder, flush, then rename: the rename is atomic, so a
      // concurrent reader (or a crash) sees the old file or the whole new one, never a torn write.
      const temp = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await open(temp, 'w', PRIVATE_FILE_MODE);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileFor(key), { force: true })));
    },
    async *list() {
      const entries = await readdir(dir, { withFileTypes: true });
      for (const entry of entries) {
        if (entry.isFile() && KEY_PATTERN.test(entry.name)) yield entry.name;
      }
    },
    async *listWithDates() {
      for (const name of await readdir(dir)) {
        if (!KEY_PATTERN.test(name)) continue;
        const modifiedAt = await modifiedAtOf(path.join(dir, name));
        if (modifiedAt) yield { key: name, modifiedAt };
      }
    },
    async removeUnfinishedWrites(before) {
      let removed = 0;
      for (const name of await readdir(dir)) {
        if (!TEMPORARY_PATTERN.test(name)) continue;
        const file = path.join(dir, name);
        const modifiedAt = await modifiedAtOf(file);
        if (!modifiedAt || modifiedAt >= before) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

/** When a regular file was last written, or null when it is gone (deleted meanwhile) or not a file. */
async function modifiedAtOf(file: string): Promise<Date | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.mtime : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The media storage the configuration names: the S3-compatible bucket when S3_BUCKET is set, else the local folder. */
export function createMediaStorage(config: Pick<Config, 's3' | 'mediaDir'>): MediaStorage {
  return config.s3 ? createS3MediaStorage(config.s3) : createLocalMediaStorage(config.mediaDir);
}
