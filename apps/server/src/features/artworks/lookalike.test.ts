import { ERR, LOOKALIKE_MESSAGE, NOTIFY, VALIDATION } from '@kala/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { renderArtwork } from '../../demo/demo-art';
import { hammingDistance } from '../../lib/perceptual-hash';
import { listOf } from '../notifications/notifications.fixtures';
import { postUpload } from './artworks.fixtures';
import { hashJob } from './hash-job';
import { moderate } from '../admin/admin.fixtures';

// The guard against stolen art (issue 38 item 5, docs/decisions/0041-stolen-art-guard.md): an upload that looks
// like another artist's work is held for the moderators, who see both side by side and decide.

const fields = (title: string): [string, string][] => [
  ['title', title],
  ['description', 'Ink and colour on paper'],
  ['category', 'Painting'],
  ['forSale', 'true'],
  ['price', '4500'],
  ['quantity', '1'],
  ['tags[0]', 'folk'],
];

interface QueueItem {
  targetId: string;
  hold?: {
    upload: { id: string; artist: { username: string }; image: { url: string } | null };
    original: { id: string; artist: { username: string }; image: { url: string } | null } | null;
    distance: number;
    explanation: string;
  } | null;
}

describe('an upload that looks like another artist’s work', () => {
  let t: TestApp;
  let admin: TestUser;
  let original: TestUser;
  let copier: TestUser;
  let mandala: Buffer;
  let landscape: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    original = await createUser(t);
    copier = await createUser(t);
    mandala = await renderArtwork('landscape', 501, 480, 640);
    landscape = await renderArtwork('blockPrint', 502, 480, 640);
  });
  afterAll(() => t.close());

  const upload = async (user: TestUser, title: string, image: Buffer) => {
    const res = await postUpload(t, user, fields(title), [{ name: 'art.png', type: 'image/png', data: image }]);
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; held?: { message: string } };
  };
  const queue = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.auth })).json() as QueueItem[];
  const publicStatus = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).statusCode;
  const decide = (id: string, decision: 'publish' | 'remove', who: TestUser = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/holds/${id}/${decision}`, headers: who.auth });
  const explain = (id: string, who: TestUser, explanation: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/moderation/artworks/${id}/hold-explanation`,
      headers: who.auth,
      payload: { explanation },
    });

  it('another artist’s re-upload is held: hidden, the uploader told the exact words, both artists and admins notified', async () => {
    const first = await upload(original, 'Mandala of the Monsoon', mandala);
    expect(first.held).toBeUndefined();
    expect(await publicStatus(first.id)).toBe(200);

    // Re-encoded as a JPEG at another size: the same work.
    const copy = await sharp(mandala).resize({ width: 360 }).jpeg({ quality: 55 }).toBuffer();
    const held = await upload(copier, 'My mandala', copy);
    expect(held.held).toEqual({ message: LOOKALIKE_MESSAGE });
    expect(LOOKALIKE_MESSAGE).toBe('This looks like a work already on Kala');
    // Not published: visitors do not find it; the uploader still sees it, with the hold.
    expect(await publicStatus(held.id)).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/auth/moderation/artworks/${held.id}`,
      headers: copier.auth,
    });
    expect(mine.json().hold).toMatchObject({ message: LOOKALIKE_MESSAGE, status: 'open', explanation: '' });

    expect((await listOf(t, copier))[0]?.text).toBe(NOTIFY.text.lookalikeHeld('My mandala'));
    expect((await listOf(t, original))[0]?.text).toBe(NOTIFY.text.lookalikeOfYours('Mandala of the Monsoon'));
    expect((await listOf(t, admin))[0]?.text).toBe(NOTIFY.text.lookalikeToReview('My mandala'));

    // The queue shows both works, side by side.
    const item = (await queue()).find((entry) => entry.targetId === held.id);
    expect(item?.hold?.upload).toMatchObject({ id: held.id, artist: { username: copier.username } });
    expect(item?.hold?.original).toMatchObject({ id: first.id, artist: { username: original.username } });
    expect(item?.hold?.upload.image?.url).toMatch(/^\/media\/[a-f0-9]{64}-\d+\.webp$/);
    expect(item?.hold?.original?.image?.url).toMatch(/^\/media\/[a-f0-9]{64}-\d+\.webp$/);
    expect(item?.hold?.distance).toBeLessThanOrEqual(14);
  });

  it('the same artist re-uploading their own work is not held', async () => {
    const again = await upload(original, 'Mandala, second edition', mandala);
    expect(again.held).toBeUndefined();
    expect(await publicStatus(again.id)).toBe(200);
  });

  it('a distinct picture is not held', async () => {
    const other = await upload(copier, 'Hills at dawn', landscape);
    expect(other.held).toBeUndefined();
    expect(await publicStatus(other.id)).toBe(200);
    // A plain colour has no layout to compare: never held, however many such pictures there are.
    const plain = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#224488' } })
      .png()
      .toBuffer();
    expect((await upload(original, 'Blue', plain)).held).toBeUndefined();
    expect((await upload(copier, 'Also blue', plain)).held).toBeUndefined();
  });

  it('the uploader may explain; only they, only while it is held', async () => {
    const held = await upload(copier, 'Mandala again', await sharp(mandala).modulate({ hue: 30 }).png().toBuffer());
    expect(held.held).toBeDefined();
    const empty = await explain(held.id, copier, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(VALIDATION.moderation.explanationRequired);
    const someoneElse = await explain(held.id, original, 'Mine');
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().message).toBe(ERR.holdNotYours);
    const ok = await explain(held.id, copier, 'I painted this at the same workshop, from the same stencil.');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().hold.explanation).toBe('I painted this at the same workshop, from the same stencil.');
    expect((await queue()).find((entry) => entry.targetId === held.id)?.hold?.explanation).toBe(
      'I painted this at the same workshop, from the same stencil.',
    );

    // An admin publishes it: shown to everyone, the uploader told, and nothing more to decide.
    expect((await decide(held.id, 'publish', copier)).statusCode).toBe(403);
    expect((await decide(held.id, 'publish')).statusCode).toBe(204);
    expect(await publicStatus(held.id)).toBe(200);
    expect((await listOf(t, copier))[0]?.text).toBe(NOTIFY.text.moderationRestored('artwork', 'Mandala again'));
    expect((await queue()).some((entry) => entry.targetId === held.id)).toBe(false);
    const again = await decide(held.id, 'remove');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERR.holdNotOpen);
    expect((await explain(held.id, copier, 'More')).statusCode).toBe(409);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.auth });
    expect(audit.json().some((row: { action: string; targetId: string }) => row.action === 'hold.publish')).toBe(true);
  });

  it('an admin removes one: it stays out of sight for good, kept for the admins, and the uploader is told', async () => {
    const held = await upload(copier, 'Mandala copy', await sharp(mandala).resize({ width: 300 }).png().toBuffer());
    expect(held.held).toBeDefined();
    expect((await decide(held.id, 'remove')).statusCode).toBe(204);
    expect(await publicStatus(held.id)).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/artworks/${held.id}`, headers: copier.auth });
    expect(own.statusCode).toBe(404);
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/artworks/${held.id}`, headers: admin.auth });
    expect(asAdmin.statusCode).toBe(200);
    expect((await listOf(t, copier))[0]?.text).toBe(
      NOTIFY.text.moderationHidden('artwork', 'Mandala copy', NOTIFY.text.moderationReasons.copyright, ''),
    );
    // A plain Unhide cannot bring it back either.
    const unhide = await moderate(t, admin, 'unhide', { targetType: 'artwork', targetId: held.id });
    expect(unhide.statusCode).toBe(409);
    expect((await decide('no-such-artwork', 'publish')).statusCode).toBe(404);
  });

  it('images from before the guard are hashed by a resumable job at start, then matched', async () => {
    const older = await upload(original, 'Hills, older', await renderArtwork('photoHills', 503, 480, 640));
    // As if it was uploaded before hashes were kept.
    await t.deps.db
      .updateTable('artwork_images')
      .set({ phash: null, phash_0: null, phash_1: null, phash_2: null, phash_3: null, phash_at: null })
      .where('artwork_id', '=', older.id)
      .execute();
    const silent = { info() {}, warn() {} } as never;
    expect(await hashJob(t.deps, silent).run()).toBe(1);
    // Done once: a second run finds nothing left.
    expect(await hashJob(t.deps, silent).run()).toBe(0);
    const row = await t.deps.db
      .selectFrom('artwork_images')
      .select(['phash', 'phash_at'])
      .where('artwork_id', '=', older.id)
      .executeTakeFirstOrThrow();
    expect(row.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(row.phash_at).not.toBeNull();
    const copy = await upload(copier, 'Hills', await renderArtwork('photoHills', 503, 400, 533));
    expect(copy.held).toBeDefined();
    const item = (await queue()).find((entry) => entry.targetId === copy.id);
    expect(item?.hold?.original?.id).toBe(older.id);
    expect(hammingDistance(row.phash as string, row.phash as string)).toBe(0);
  });
});
