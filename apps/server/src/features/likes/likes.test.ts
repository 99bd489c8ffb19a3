import { ERR } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';

describe('likes', () => {
  let t: TestApp;
  let artist: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    fan = await createUser(t);
  });
  afterAll(() => t.close());

  const like = (id: string, user: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: user.auth });
  const unlike = (id: string, user: TestUser) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/likes/${id}`, headers: user.auth });
  const status = (id: string, user: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/auth/likes/${id}/status`, headers: user.auth });
  const likeCount = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json().how_many_like.like_count;

  it('liking answers the new state and count; the status and the card follow', async () => {
    const { id } = await createArtwork(t, artist.id);
    expect((await status(id, fan)).json()).toEqual({ has_liked: false });
    const res = await like(id, fan);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ has_liked: true, like_count: 1 });
    expect((await status(id, fan)).json()).toEqual({ has_liked: true });
    const card = (await t.app.inject({ method: 'GET', url: `/api/artworks/${id}`, headers: fan.auth })).json();
    expect(card).toMatchObject({ has_liked: true, likes: 1, how_many_like: { like_count: 1 } });
  });

  it('liking twice counts once', async () => {
    const { id } = await createArtwork(t, artist.id);
    await like(id, fan);
    expect((await like(id, fan)).json()).toEqual({ has_liked: true, like_count: 1 });
    expect(await likeCount(id)).toBe(1);
  });

  it('unliking removes the like; unliking again, or without a like, never goes below 0', async () => {
    const { id } = await createArtwork(t, artist.id);
    await like(id, fan);
    expect((await unlike(id, fan)).json()).toEqual({ has_liked: false, like_count: 0 });
    expect((await unlike(id, fan)).json()).toEqual({ has_liked: false, like_count: 0 });
    expect((await status(id, fan)).json()).toEqual({ has_liked: false });
    // Someone else's unlike does not take the fan's like away.
    await like(id, fan);
    expect((await unlike(id, artist)).json()).toEqual({ has_liked: false, like_count: 1 });
  });

  it('20 people liking at the same moment count 20', async () => {
    const { id } = await createArtwork(t, artist.id);
    const people = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const results = await Promise.all(people.map((person) => like(id, person)));
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    expect(await likeCount(id)).toBe(20);
    const counts = results.map((res) => res.json().like_count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('one person liking 20 times at once counts once; 20 unlikes at once bring it back to 0', async () => {
    const { id } = await createArtwork(t, artist.id);
    const likes = await Promise.all(Array.from({ length: 20 }, () => like(id, fan)));
    expect(likes.every((res) => res.statusCode === 200 && res.json().has_liked === true)).toBe(true);
    expect(await likeCount(id)).toBe(1);
    const unlikes = await Promise.all(Array.from({ length: 20 }, () => unlike(id, fan)));
    expect(unlikes.every((res) => res.statusCode === 200)).toBe(true);
    expect(await likeCount(id)).toBe(0);
  });

  it('an unknown artwork is a 404 for like, unlike and status', async () => {
    const unknown = newId();
    for (const res of [await like(unknown, fan), await unlike(unknown, fan), await status(unknown, fan)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ERR.notFound('Artwork'));
    }
  });

  it('a guest is refused with 401', async () => {
    const { id } = await createArtwork(t, artist.id);
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: `/api/auth/likes/${id}` })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/likes/${id}/status` })).statusCode).toBe(401);
    expect(await likeCount(id)).toBe(0);
  });
});
