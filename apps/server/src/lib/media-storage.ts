// The media storage's interface, apart from its implementations (plugins/media-storage.ts for the local disk,
// plugins/s3-media-storage.ts for a bucket): lib/ and the features depend on this, never on an implementation.

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

/** Whether `name` is a media key (a stored file, not a temporary one). */
export function isMediaKey(name: string): boolean {
  return KEY_PATTERN.test(name);
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key) || key.length > 200) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}
