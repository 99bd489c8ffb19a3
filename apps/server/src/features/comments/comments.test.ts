import { COMMENT_MAX_LENGTH, ERR, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';

describe('comments', () => {
  let t: TestApp;
  let artist: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    reader = await createUser(t, { profile_image: '/media/face-96.webp' });
  });
  afterAll(() => t.close());

  const post = (artworkId: string, user: TestUser | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/comments/${artworkId}`,
      headers: user?.auth ?? {},
      payload: payload as Record<string, unknown>,
    });
  const list = (artworkId: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/artworks/${artworkId}/comments${query}` });
  const commentCount = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json().comments;

  it('posting answers 201 with the comment in the spec shape, trimmed', async () => {
    const { id } = await createArtwork(t, artist.id);
    const res = await post(id, reader, { content: '  Beautiful colours!  ', artwork_id: id });
    expect(res.statusCode).toBe(201);
    const comment = res.json();
    expect(comment).toEqual({
      id: expect.any(String),
      content: 'Beautiful colours!',
      user_id: reader.id,
      user: { username: reader.username, profileImage: '/media/face-96.webp' },
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(await commentCount(id)).toBe(1);
  });

  it('lists comments newest first, with the author of each', async () => {
    const { id } = await createArtwork(t, artist.id);
    for (const content of ['first', 'second', 'third']) await post(id, reader, { content });
    await post(id, artist, { content: 'thanks!' });
    const res = await list(id);
    expect(res.statusCode).toBe(200);
    const comments = res.json() as { content: string; user: { username: string } }[];
    expect(comments.map((c) => c.content)).toEqual(['thanks!', 'third', 'second', 'first']);
    expect(comments[0]?.user.username).toBe(artist.username);
    expect(await commentCount(id)).toBe(4);
  });

  it('pages comments with a Link header, each once', async () => {
    const { id } = await createArtwork(t, artist.id);
    for (let i = 0; i < 5; i += 1) await post(id, reader, { content: `comment ${i}` });
    const first = await list(id, '?limit=2');
    expect(first.json()).toHaveLength(2);
    const seen = first.json().map((c: { id: string }) => c.id);
    let link = first.headers.link as string | undefined;
    while (link) {
      const url = /^<([^>]+)>/.exec(link)?.[1] as string;
      const page = await t.app.inject({ method: 'GET', url });
      seen.push(...page.json().map((c: { id: string }) => c.id));
      link = page.headers.link as string | undefined;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it.each([
    ['empty', { content: '' }, VALIDATION.comment.contentRequired],
    ['only spaces', { content: '   \n ' }, VALIDATION.comment.contentRequired],
    ['missing', {}, VALIDATION.comment.contentRequired],
    [
      'too long',
      { content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
      VALIDATION.common.tooLong('Comment', COMMENT_MAX_LENGTH),
    ],
  ])('refuses a comment that is %s', async (_label, payload, message) => {
    const { id } = await createArtwork(t, artist.id);
    const res = await post(id, reader, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.content).toBe(message);
    expect(await commentCount(id)).toBe(0);
  });

  it('accepts exactly 1000 characters', async () => {
    const { id } = await createArtwork(t, artist.id);
    expect((await post(id, reader, { content: 'x'.repeat(COMMENT_MAX_LENGTH) })).statusCode).toBe(201);
  });

  it('an unknown artwork is a 404 for reading and posting; a guest cannot post', async () => {
    expect((await list(newId())).statusCode).toBe(404);
    const res = await post(newId(), reader, { content: 'hello' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ERR.notFound('Artwork'));
    const { id } = await createArtwork(t, artist.id);
    expect((await post(id, null, { content: 'hello' })).statusCode).toBe(401);
  });

  it('the author deletes their own comment and the count follows; others get 403, unknown 404', async () => {
    const { id } = await createArtwork(t, artist.id);
    const comment = (await post(id, reader, { content: 'to be removed' })).json();
    await post(id, reader, { content: 'stays' });

    const byArtist = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/comments/${comment.id}`,
      headers: artist.auth,
    });
    expect(byArtist.statusCode).toBe(403);
    expect(byArtist.json().message).toBe(ERR.notCommentAuthor);
    const guest = await t.app.inject({ method: 'DELETE', url: `/api/auth/comments/${comment.id}` });
    expect(guest.statusCode).toBe(401);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/comments/${comment.id}`, headers: reader.auth });
    expect(res.statusCode).toBe(204);
    expect((await list(id)).json().map((c: { content: string }) => c.content)).toEqual(['stays']);
    expect(await commentCount(id)).toBe(1);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/comments/${comment.id}`,
      headers: reader.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ERR.notFound('Comment'));
  });

  it('concurrent comments keep the count exact', async () => {
    const { id } = await createArtwork(t, artist.id);
    await Promise.all(Array.from({ length: 15 }, (_, i) => post(id, reader, { content: `c${i}` })));
    expect(await commentCount(id)).toBe(15);
  });
});
