import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachImage, createArtwork, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers';
import { runStartupTasks } from '../startup';
import { type ProcessedImage, processAvatar, processImage, profileImageUrl, storeImage } from './images';
import { mediaHashOf, removeOrphanMedia } from './media-cleanup';

const HOUR = 60 * 60 * 1000;

const picture = (colour: string) =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('orphaned media clean-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fileOf = (key: string) => path.join(t.config.mediaDir, key);
  /** Stores a picture's variants and dates their files `ageMs` ago. */
  async function stored(colour: string, ageMs: number, avatar = false): Promise<ProcessedImage> {
    const data = await picture(colour);
    const processed = avatar ? await processAvatar(data) : await processImage(data);
    await storeImage(t.deps.media, processed);
    const when = new Date(Date.now() - ageMs);
    for (const variant of processed.variants) utimesSync(fileOf(variant.key), when, when);
    return processed;
  }
  const keysOf = (image: ProcessedImage) => image.variants.map((variant) => variant.key);
  const allExist = (image: ProcessedImage) => keysOf(image).every((key) => existsSync(fileOf(key)));
  const noneExist = (image: ProcessedImage) => keysOf(image).every((key) => !existsSync(fileOf(key)));

  async function attachToArtwork(image: ProcessedImage) {
    const artist = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { images: 0 });
    await attachImage(t, artwork.id, image);
  }

  it('deletes old files no row refers to, and keeps artwork images, profile pictures and recent files', async () => {
    const onArtwork = await stored('#aa3311', 2 * HOUR);
    await attachToArtwork(onArtwork);
    const avatar = await stored('#1133aa', 2 * HOUR, true);
    await createUser(t, { profile_image: profileImageUrl(avatar) });
    const oldOrphan = await stored('#33aa11', 2 * HOUR);
    const replacedAvatar = await stored('#aaaa11', 2 * HOUR, true);
    const inFlight = await stored('#11aaaa', 10_000);
    // Not a media name: never touched.
    writeFileSync(fileOf('notes.txt'), 'kept');
    utimesSync(fileOf('notes.txt'), new Date(0), new Date(0));

    const result = await removeOrphanMedia(t.deps, { minAgeMs: HOUR });

    expect(result.removed.sort()).toEqual([...keysOf(oldOrphan), ...keysOf(replacedAvatar)].sort());
    expect(result.sparedRecent).toBe(inFlight.variants.length);
    expect(noneExist(oldOrphan) && noneExist(replacedAvatar)).toBe(true);
    expect(allExist(onArtwork) && allExist(avatar) && allExist(inFlight)).toBe(true);
    expect(existsSync(fileOf('notes.txt'))).toBe(true);
  });

  it('keeps every variant of a picture while one of them was just written again', async () => {
    const image = await stored('#5511aa', 2 * HOUR);
    const [first] = image.variants;
    if (!first) throw new Error('no variant');
    utimesSync(fileOf(first.key), new Date(), new Date());
    const result = await removeOrphanMedia(t.deps, { minAgeMs: HOUR });
    expect(result.removed).not.toContain(first.key);
    expect(allExist(image)).toBe(true);
  });

  it('removes the leftovers of a write cut short by a crash once they are old', async () => {
    const stale = fileOf('.abc-320.webp.0123456789ab.tmp');
    const fresh = fileOf('.abc-640.webp.ba9876543210.tmp');
    writeFileSync(stale, 'partial');
    writeFileSync(fresh, 'partial');
    utimesSync(stale, new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));
    await removeOrphanMedia(t.deps, { minAgeMs: HOUR });
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('removes at start what an upload killed mid-write left, once older than the configured age', async () => {
    // Named as put() names them (plugins/media-storage.ts): a killed upload 10 minutes ago, and one in progress
    // on another instance sharing the folder.
    const killed = fileOf(`.${'c'.repeat(64)}-640.webp.0123456789ab.tmp`);
    const inProgress = fileOf(`.${'d'.repeat(64)}-640.webp.ba9876543210.tmp`);
    writeFileSync(killed, 'partial');
    writeFileSync(inProgress, 'partial');
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(killed, tenMinutesAgo, tenMinutesAgo);
    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m), warn: (m: unknown) => messages.push(String(m)) };
    await runStartupTasks({ ...t.deps, config: { ...t.config, mediaOrphanMinAgeMs: 60_000 } }, log);
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(inProgress)).toBe(true);
    expect(messages).toContain('Removed 1 temporary media files of writes cut short.');
  });

  it('runs at start with the configured minimum age', async () => {
    const orphan = await stored('#7711aa', 2 * HOUR);
    const kept = await stored('#77aa11', 60_000);
    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m), warn: (m: unknown) => messages.push(String(m)) };
    await runStartupTasks({ ...t.deps, config: { ...t.config, mediaOrphanMinAgeMs: 30 * 60_000 } }, log);
    expect(noneExist(orphan)).toBe(true);
    expect(allExist(kept)).toBe(true);
    expect(messages.some((m) => /Removed \d+ media files/.test(m))).toBe(true);
  });

  it('reads the hash of a media URL or key, and nothing else', () => {
    const hash = 'a'.repeat(64);
    expect(mediaHashOf(`/media/${hash}-640.webp`)).toBe(hash);
    expect(mediaHashOf(`${hash}-96.webp`)).toBe(hash);
    expect(mediaHashOf('/media/../etc/passwd')).toBeNull();
    expect(mediaHashOf('https://example.com/a.png')).toBeNull();
  });
});
