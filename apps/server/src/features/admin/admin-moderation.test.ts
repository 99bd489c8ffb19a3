import { ERR } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';
import { addComment } from '../comments/comments.repository';
import { addReview } from '../reviews/reviews.repository';
import { PASSWORD, type SignedInUser, signUp } from '../auth/auth.fixtures';

describe('moderation', () => {
  let t: TestApp;
  let admin: TestUser;
  let reporter: TestUser;
  let other: TestUser;
  let author: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    reporter = await createUser(t);
    other = await createUser(t);
    author = await signUp(t);
  });
  afterAll(() => t.close());

  const report = (user: TestUser, targetType: string, targetId: string, reason = 'spam', details = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reports',
      headers: user.auth,
      payload: { targetType, targetId, reason, details },
    });
  const queue = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.auth })).json();
  const act = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: admin.auth, payload });
  const commentsAs = async (artworkId: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: `/api/artworks/${artworkId}/comments`, headers })).json();
  const audit = () => t.deps.db.selectFrom('admin_audit').selectAll().orderBy('created_at', 'desc').execute();

  // Through the repository, so the artwork's comment_count counts it like a real comment (issue 17).
  async function comment(userId: string, artworkId: string, content = 'you are terrible') {
    const added = await addComment(t.deps.db, artworkId, userId, content);
    if (!added) throw new Error(`no artwork ${artworkId}`);
    return added.id;
  }

  it('the queue groups open reports by item: how many, the reasons, details and the content itself', async () => {
    const artwork = await createArtwork(t, other.id);
    const id = await comment(author.id, artwork.id, 'buy cheap followers');
    await report(reporter, 'comment', id, 'spam', 'posted everywhere');
    await report(other, 'comment', id, 'spam');
    await report(admin, 'comment', id, 'scam');
    const item = (await queue()).find((entry: { targetId: string }) => entry.targetId === id);
    expect(item).toMatchObject({
      targetType: 'comment',
      count: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'scam', count: 1 },
      ],
      details: ['posted everywhere'],
      owner: { id: author.id, username: author.username, suspended: false },
      content: { text: 'buy cheap followers', link: `/products/${artwork.id}`, hidden: false },
    });
  });

  it('dismissing closes the reports of the item, leaves it visible, and is audited', async () => {
    const artwork = await createArtwork(t, author.id);
    await report(reporter, 'artwork', artwork.id);
    const res = await act('reports/dismiss', { targetType: 'artwork', targetId: artwork.id });
    expect(res.statusCode).toBe(204);
    expect((await queue()).some((entry: { targetId: string }) => entry.targetId === artwork.id)).toBe(false);
    expect((await act('reports/dismiss', { targetType: 'artwork', targetId: artwork.id })).json().message).toBe(
      ERR.noOpenReports,
    );
    expect((await audit())[0]).toMatchObject({ action: 'report.dismiss', target_id: artwork.id, actor_id: admin.id });
    // A new report may open once the old one was dealt with.
    expect((await report(reporter, 'artwork', artwork.id)).statusCode).toBe(201);
  });

  it('a hidden comment is gone for everyone but admins and its author, who see it marked hidden', async () => {
    const artwork = await createArtwork(t, other.id);
    const id = await comment(author.id, artwork.id);
    await report(reporter, 'comment', id, 'harassment');
    expect((await act('moderation/hide', { targetType: 'comment', targetId: id, reason: 'spam' })).statusCode).toBe(
      204,
    );
    expect((await commentsAs(artwork.id)).map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await commentsAs(artwork.id, reporter.auth)).map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await commentsAs(artwork.id, author.auth))[0]).toMatchObject({ id, hidden: true });
    expect((await commentsAs(artwork.id, admin.auth))[0]).toMatchObject({ id, hidden: true });
    // Its reports are closed; unhiding brings it back for everyone.
    expect((await queue()).some((entry: { targetId: string }) => entry.targetId === id)).toBe(false);
    expect((await act('moderation/unhide', { targetType: 'comment', targetId: id })).statusCode).toBe(204);
    expect((await commentsAs(artwork.id, reporter.auth))[0]).toEqual(expect.objectContaining({ id }));
    expect((await commentsAs(artwork.id, reporter.auth))[0].hidden).toBeUndefined();
    expect((await audit()).slice(0, 2).map((row) => row.action)).toEqual(['content.unhide', 'content.hide']);
  });

  it('a hidden review is gone for others; a message cannot be hidden; unknown items are 404', async () => {
    const artwork = await createArtwork(t, other.id);
    const review = await addReview(t.deps.db, {
      artworkId: artwork.id,
      reviewerId: author.id,
      rating: 1,
      comment: 'bad',
    });
    const id = review?.id ?? '';
    await act('moderation/hide', { targetType: 'review', targetId: id, reason: 'spam' });
    const reviews = (headers = {}) =>
      t.app.inject({ method: 'GET', url: `/api/reviews/artwork/${artwork.id}`, headers }).then((r) => r.json());
    expect(await reviews(reporter.auth)).toEqual([]);
    expect((await reviews(author.auth))[0]).toMatchObject({ id, hidden: true });
    const message = await act('moderation/hide', { targetType: 'message', targetId: newId() });
    expect(message.statusCode).toBe(400);
    expect(message.json().message).toBe(ERR.messageCannotBeHidden);
    expect(
      (await act('moderation/hide', { targetType: 'comment', targetId: newId(), reason: 'spam' })).statusCode,
    ).toBe(404);
    expect((await act('moderation/hide', { targetType: 'user', targetId: newId() })).statusCode).toBe(404);
  });

  it('a suspended person cannot log in, their tokens stop working and their comments are hidden; unsuspend restores', async () => {
    const person = await signUp(t);
    const artwork = await createArtwork(t, other.id);
    const id = await comment(person.id, artwork.id, 'still here?');
    await report(reporter, 'user', person.id, 'harassment');
    expect((await act('moderation/hide', { targetType: 'user', targetId: person.id })).statusCode).toBe(204);
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username: person.username, password: PASSWORD } });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ERR.accountSuspended);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: person.auth })).statusCode).toBe(401);
    expect((await commentsAs(artwork.id, reporter.auth)).map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await commentsAs(artwork.id, admin.auth))[0]).toMatchObject({ id, hidden: true });
    expect((await queue()).some((entry: { targetId: string }) => entry.targetId === person.id)).toBe(false);

    const restored = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${person.id}/suspension`,
      headers: admin.auth,
    });
    expect(restored.statusCode).toBe(204);
    expect((await login()).statusCode).toBe(200);
    expect((await commentsAs(artwork.id, reporter.auth))[0]).toMatchObject({ id });
    expect((await audit()).slice(0, 2).map((row) => row.action)).toEqual(['user.unsuspend', 'user.suspend']);
  });

  it('suspending through the user route ends sessions the same way; an unknown person is a 404', async () => {
    const person = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/suspension`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: person.auth })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${newId()}/suspension`,
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a hidden artwork is gone from its page and the listing for others; its artist and admins still see it', async () => {
    const artwork = await createArtwork(t, author.id);
    await act('moderation/hide', { targetType: 'artwork', targetId: artwork.id, reason: 'spam' });
    const page = (headers = {}) => t.app.inject({ method: 'GET', url: `/api/artworks/${artwork.id}`, headers });
    expect((await page()).statusCode).toBe(404);
    expect((await page(reporter.auth)).statusCode).toBe(404);
    expect((await page(author.auth)).statusCode).toBe(200);
    expect((await page(admin.auth)).statusCode).toBe(200);
    const listed = async (headers = {}) =>
      (await t.app.inject({ method: 'GET', url: '/api/artworks?limit=100', headers }))
        .json()
        .map((a: { id: string }) => a.id);
    expect(await listed()).not.toContain(artwork.id);
    expect(await listed(author.auth)).toContain(artwork.id);
  });
});
