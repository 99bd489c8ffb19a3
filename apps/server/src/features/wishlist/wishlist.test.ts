import { ERR, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';

describe('wishlist', () => {
  let t: TestApp;
  let artist: TestUser;
  let saver: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    saver = await createUser(t);
  });
  afterAll(() => t.close());

  const save = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/wishlist', headers: user?.auth ?? {}, payload });
  const remove = (user: TestUser | null, artworkId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/wishlist/${artworkId}`, headers: user?.auth ?? {} });
  const wishlist = async (user: TestUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/wishlist${query}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('saving answers 201, then 200 when saved again; the list holds it once, as a card', async () => {
    const { id } = await createArtwork(t, artist.id, { title: 'Saved one' });
    const first = await save(saver, { artworkId: id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ artworkId: id, isWishList: true });
    const second = await save(saver, { artworkId: id });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ artworkId: id, isWishList: true });

    const cards = (await wishlist(saver)).json();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      id,
      title: 'Saved one',
      isWishList: true,
      has_liked: false,
      artist: { id: artist.id },
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/artworks/${id}`, headers: saver.auth });
    expect(detail.json().isWishList).toBe(true);
  });

  it('lists most recently saved first, paged with a Link header', async () => {
    const local = await createUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { id } = await createArtwork(t, artist.id);
      ids.push(id);
      await save(local, { artworkId: id });
    }
    const first = await wishlist(local, '?limit=3');
    expect(first.json().map((a: { id: string }) => a.id)).toEqual([ids[4], ids[3], ids[2]]);
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.link as string)?.[1] as string;
    const second = await t.app.inject({ method: 'GET', url: next, headers: local.auth });
    expect(second.json().map((a: { id: string }) => a.id)).toEqual([ids[1], ids[0]]);
    expect(second.headers.link).toBeUndefined();
  });

  it('removing is harmless to repeat', async () => {
    const { id } = await createArtwork(t, artist.id);
    await save(saver, { artworkId: id });
    const res = await remove(saver, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ artworkId: id, isWishList: false });
    expect((await remove(saver, id)).statusCode).toBe(200);
    expect((await wishlist(saver)).json().map((a: { id: string }) => a.id)).not.toContain(id);
  });

  it('an unknown artwork is a 404; a missing artworkId a 400; a guest a 401', async () => {
    const unknown = await save(saver, { artworkId: newId() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ERR.notFound('Artwork'));
    expect((await remove(saver, newId())).statusCode).toBe(404);
    const missing = await save(saver, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.artworkId).toBe(VALIDATION.cart.artworkRequired);
    expect((await save(null, { artworkId: newId() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/wishlist' })).statusCode).toBe(401);
    expect((await remove(null, newId())).statusCode).toBe(401);
  });

  it('a deleted artwork leaves the wishlist', async () => {
    const { id } = await createArtwork(t, artist.id);
    await save(saver, { artworkId: id });
    await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${id}`, headers: artist.auth });
    expect((await wishlist(saver)).json().map((a: { id: string }) => a.id)).not.toContain(id);
  });

  it('a work its artist unlists leaves the list while unlisted and comes back when listed again (issue 34)', async () => {
    const reader = await createUser(t);
    const { id } = await createArtwork(t, artist.id, { title: 'Drafted again' });
    await save(reader, { artworkId: id });
    const listed = async () => (await wishlist(reader)).json().map((card: { id: string }) => card.id);
    expect(await listed()).toEqual([id]);

    const patch = (unlisted: boolean) =>
      t.app.inject({ method: 'PATCH', url: `/api/auth/artworks/${id}`, headers: artist.auth, payload: { unlisted } });
    expect((await patch(true)).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await patch(false)).statusCode).toBe(200);
    expect(await listed()).toEqual([id]);
  });
});
