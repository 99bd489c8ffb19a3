import { type Artwork, type Comment, ERR } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, rowOf, type TestApp } from '../../../test/helpers';

// Issue 32 finding 11: what a moderator hid stays as evidence (decision 0014) when its author deletes it: gone
// from the author's lists, kept for admins (its page, the lists they see, its reports), never shown again.
describe('hidden content its author deletes is kept for admins', () => {
  let t: TestApp;
  let admin: TestUser;
  let author: TestUser;
  let reporter: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    author = await createUser(t);
    reporter = await createUser(t);
  });
  afterAll(() => t.close());

  const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
  const send = (method: 'POST' | 'DELETE', url: string, user: TestUser, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const ids = (items: { id: string }[]) => items.map((item) => item.id);
  const reportAndHide = async (targetType: 'artwork' | 'comment', targetId: string) => {
    const report = await send('POST', '/api/auth/reports', reporter, { targetType, targetId, reason: 'harassment' });
    expect(report.statusCode).toBe(201);
    expect(
      (await send('POST', '/api/admin/moderation/hide', admin, { targetType, targetId, reason: 'hateful' })).statusCode,
    ).toBe(204);
  };

  it('a hidden artwork deleted by its artist leaves the artist’s sight, stays for admins', async () => {
    const artwork = await createArtwork(t, author.id, { title: 'Evidence canvas' });
    await reportAndHide('artwork', artwork.id);
    expect(ids((await get(`/api/users/${author.id}/artworks`, author)).json())).toContain(artwork.id);

    expect((await send('DELETE', `/api/auth/artworks/${artwork.id}`, author)).statusCode).toBe(204);
    // Gone for the author: their grid, its page, a second delete.
    expect(ids((await get(`/api/users/${author.id}/artworks`, author)).json())).not.toContain(artwork.id);
    expect((await get(`/api/artworks/${artwork.id}`, author)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/auth/artworks/${artwork.id}`, author)).statusCode).toBe(404);
    // Kept for admins: the row and its page, with the reports that led to it.
    expect(
      await t.deps.db.selectFrom('artworks').select('title').where('id', '=', artwork.id).executeTakeFirst(),
    ).toEqual({ title: 'Evidence canvas' });
    expect(((await get(`/api/artworks/${artwork.id}`, admin)).json() as Artwork).title).toBe('Evidence canvas');
    expect(
      await t.deps.db.selectFrom('reports').select('status').where('target_id', '=', artwork.id).execute(),
    ).toEqual([{ status: 'actioned' }]);
    // Never shown again: unhiding evidence the author deleted is refused.
    const unhide = await send('POST', '/api/admin/moderation/unhide', admin, {
      targetType: 'artwork',
      targetId: artwork.id,
    });
    expect(unhide.statusCode).toBe(409);
    expect(unhide.json()).toEqual({ message: ERR.authorDeletedHidden, code: 'conflict' });
    expect((await get(`/api/artworks/${artwork.id}`)).statusCode).toBe(404);
  });

  it('a hidden comment deleted by its author leaves the author’s sight and stays for admins', async () => {
    const artwork = await createArtwork(t, admin.id);
    const posted = await send('POST', `/api/auth/comments/${artwork.id}`, author, { content: 'abusive words' });
    const commentId = (posted.json() as Comment).id;
    await reportAndHide('comment', commentId);
    const ofAuthor = async () => ids((await get(`/api/artworks/${artwork.id}/comments`, author)).json());
    expect(await ofAuthor()).toContain(commentId);

    expect((await send('DELETE', `/api/auth/comments/${commentId}`, author)).statusCode).toBe(204);
    expect(await ofAuthor()).not.toContain(commentId);
    expect((await send('DELETE', `/api/auth/comments/${commentId}`, author)).statusCode).toBe(404);
    expect(ids((await get(`/api/artworks/${artwork.id}/comments`, admin)).json())).toContain(commentId);
    const unhide = await send('POST', '/api/admin/moderation/unhide', admin, {
      targetType: 'comment',
      targetId: commentId,
    });
    expect(unhide.statusCode).toBe(409);
    // It was never counted while hidden, and is not now.
    const row = await rowOf(t, 'artworks', artwork.id);
    expect(row.comment_count).toBe(0);
  });

  it('what no moderator hid is deleted as before', async () => {
    const artwork = await createArtwork(t, author.id);
    expect((await send('DELETE', `/api/auth/artworks/${artwork.id}`, author)).statusCode).toBe(204);
    expect(await t.deps.db.selectFrom('artworks').select('id').where('id', '=', artwork.id).execute()).toEqual([]);
    const other = await createArtwork(t, admin.id);
    const posted = await send('POST', `/api/auth/comments/${other.id}`, author, { content: 'kind words' });
    const commentId = (posted.json() as Comment).id;
    expect((await send('DELETE', `/api/auth/comments/${commentId}`, author)).statusCode).toBe(204);
    expect(await t.deps.db.selectFrom('comments').select('id').where('id', '=', commentId).execute()).toEqual([]);
  });
});
