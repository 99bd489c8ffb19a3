import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaStorage } from '../lib/media-storage';
import { createLocalMediaStorage } from './media-storage';

describe('local media storage', () => {
  let dir: string;
  let media: MediaStorage;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kala-media-'));
    media = createLocalMediaStorage(path.join(dir, 'media'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const listAll = async () => {
    const keys: string[] = [];
    for await (const key of media.list()) keys.push(key);
    return keys.sort();
  };

  it('stores, replaces, reads and deletes files, leaving no temporary files behind', async () => {
    await media.put('a-320.webp', Buffer.from('one'), 'image/webp');
    await media.put('a-320.webp', Buffer.from('two'), 'image/webp');
    await media.put('b-640.webp', Buffer.from('three'), 'image/webp');
    expect((await media.get('a-320.webp'))?.toString()).toBe('two');
    expect(readdirSync(path.join(dir, 'media')).sort()).toEqual(['a-320.webp', 'b-640.webp']);
    await media.delete(['a-320.webp', 'missing-1.webp']);
    expect(await media.get('a-320.webp')).toBeNull();
    expect(await listAll()).toEqual(['b-640.webp']);
  });

  it('lists only stored keys, not the temporary files of a write in progress', async () => {
    await media.put('c-96.webp', Buffer.from('x'), 'image/webp');
    writeFileSync(path.join(dir, 'media', '.c-96.webp.123abc.tmp'), 'partial');
    expect(await listAll()).toEqual(['c-96.webp']);
  });

  it('removes the temporary files of writes cut short that are older than asked, and nothing else', async () => {
    const folder = path.join(dir, 'media');
    const old = new Date(Date.now() - 60_000);
    await media.put('d-96.webp', Buffer.from('stored'), 'image/webp');
    const files = {
      killed: '.d-320.webp.0123456789ab.tmp',
      young: '.d-640.webp.ba9876543210.tmp',
      notOurs: '.editor-swap.tmp',
    };
    for (const name of Object.values(files)) writeFileSync(path.join(folder, name), 'partial');
    for (const name of [files.killed, files.notOurs, 'd-96.webp']) utimesSync(path.join(folder, name), old, old);
    expect(await media.removeUnfinishedWrites(new Date(Date.now() - 30_000))).toBe(1);
    expect(readdirSync(folder).sort()).toEqual([files.notOurs, files.young, 'd-96.webp'].sort());
  });

  it('refuses keys that could leave its folder', async () => {
    writeFileSync(path.join(dir, 'secret'), 'do not read');
    for (const key of ['../secret', '..', '.hidden', 'a/b.webp', '', 'a\\b']) {
      await expect(media.get(key), key).rejects.toThrow('Invalid media key');
      await expect(media.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('Invalid media key');
    }
    await expect(media.delete(['../secret'])).rejects.toThrow('Invalid media key');
  });
});
