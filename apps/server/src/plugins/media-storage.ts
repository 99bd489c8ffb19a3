import { randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files';
import { assertMediaKey, isMediaKey, type MediaStorage } from '../lib/media-storage';
import { createS3MediaStorage } from './s3-media-storage';

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
        if (entry.isFile() && isMediaKey(entry.name)) yield entry.name;
      }
    },
    async *listWithDates() {
      for (const name of await readdir(dir)) {
        if (!isMediaKey(name)) continue;
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
