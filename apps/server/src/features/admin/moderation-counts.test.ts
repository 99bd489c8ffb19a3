import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { integrityProblems } from '../../../test/integrity';
import { up as recountVisible } from '../../db/migrations/0019-visible-counts';
import { addComment, deleteComment } from '../comments/comments.repository';
import { addReview } from '../reviews/reviews.repository';

// Issue 17: an artwork's comment_count, review_count and rating_sum equal what a visitor can see. Hiding,
// unhiding and suspending move them in the same transaction, once per real change.
describe('counts follow moderation', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    artist = await createUser(t);
  });
  afterAll(() => t.close());

  const act = (url: string, targetType: string, targetId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/${url}`,
      headers: admin.auth,
      payload: { targetType, targetId, reason: 'spam' },
    });
  const counts = (artworkId: string) =>
    t.deps.db
      .selectFrom('artworks')
      .select(['comment_count', 'review_count', 'rating_sum'])
      .where('id', '=', artworkId)
      .executeTakeFirstOrThrow();
  const suspension = (userId: string, on: boolean) =>
    t.app.inject({ method: on ? 'POST' : 'DELETE', url: `/api/admin/users/${userId}/suspension`, headers: admin.auth });

  async function commentOn(artworkId: string, userId: string) {
    const comment = await addComment(t.deps.db, artworkId, userId, 'lovely work');
    if (!comment) throw new Error('no artwork');
    return comment.id;
  }

  it('hiding a comment takes it out of the count once, unhiding puts it back once', async () => {
    const artwork = await createArtwork(t, artist.id);
    const writer = await createUser(t);
    const id = await commentOn(artwork.id, writer.id);
    await commentOn(artwork.id, writer.id);
    expect((await counts(artwork.id)).comment_count).toBe(2);
    expect((await act('moderation/hide', 'comment', id)).statusCode).toBe(204);
    expect((await counts(artwork.id)).comment_count).toBe(1);
    expect((await act('moderation/hide', 'comment', id)).statusCode).toBe(204);
    expect((await counts(artwork.id)).comment_count).toBe(1);
    expect((await act('moderation/unhide', 'comment', id)).statusCode).toBe(204);
    expect((await act('moderation/unhide', 'comment', id)).statusCode).toBe(204);
    expect((await counts(artwork.id)).comment_count).toBe(2);
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
  });

  it('deleting a hidden comment leaves the count alone; a shown one lowers it', async () => {
    const artwork = await createArtwork(t, artist.id);
    const writer = await createUser(t);
    const hidden = await commentOn(artwork.id, writer.id);
    const shown = await commentOn(artwork.id, writer.id);
    await act('moderation/hide', 'comment', hidden);
    expect((await counts(artwork.id)).comment_count).toBe(1);
    await deleteComment(t.deps.db, hidden);
    expect((await counts(artwork.id)).comment_count).toBe(1);
    await deleteComment(t.deps.db, shown);
    expect((await counts(artwork.id)).comment_count).toBe(0);
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
  });

  it('hiding a review takes it and its stars out of the totals once, unhiding puts them back', async () => {
    const artwork = await createArtwork(t, artist.id);
    const [a, b] = [await createUser(t), await createUser(t)];
    const review = await addReview(t.deps.db, { artworkId: artwork.id, reviewerId: a.id, rating: 2, comment: 'meh' });
    await addReview(t.deps.db, { artworkId: artwork.id, reviewerId: b.id, rating: 5, comment: 'great' });
    if (!review) throw new Error('no review');
    expect(await counts(artwork.id)).toMatchObject({ review_count: 2, rating_sum: 7 });
    await act('moderation/hide', 'review', review.id);
    await act('moderation/hide', 'review', review.id);
    expect(await counts(artwork.id)).toMatchObject({ review_count: 1, rating_sum: 5 });
    const page = (await t.app.inject({ method: 'GET', url: `/api/artworks/${artwork.id}` })).json();
    expect(page).toMatchObject({ reviewCount: 1, averageRating: 5 });
    await act('moderation/unhide', 'review', review.id);
    expect(await counts(artwork.id)).toMatchObject({ review_count: 2, rating_sum: 7 });
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
  });

  it("suspension takes the person's shown comments and reviews out of the counts once; unsuspending restores them", async () => {
    const artwork = await createArtwork(t, artist.id);
    const writer = await createUser(t);
    const hidden = await commentOn(artwork.id, writer.id);
    await commentOn(artwork.id, writer.id);
    await commentOn(artwork.id, artist.id);
    await addReview(t.deps.db, { artworkId: artwork.id, reviewerId: writer.id, rating: 4, comment: 'fine' });
    await act('moderation/hide', 'comment', hidden);
    expect(await counts(artwork.id)).toMatchObject({ comment_count: 2, review_count: 1, rating_sum: 4 });
    expect((await suspension(writer.id, true)).statusCode).toBe(204);
    expect((await suspension(writer.id, true)).statusCode).toBe(204);
    expect(await counts(artwork.id)).toMatchObject({ comment_count: 1, review_count: 0, rating_sum: 0 });
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
    // Unhiding a suspended person's comment changes nothing that shows.
    await act('moderation/unhide', 'comment', hidden);
    expect((await counts(artwork.id)).comment_count).toBe(1);
    expect((await suspension(writer.id, false)).statusCode).toBe(204);
    expect((await suspension(writer.id, false)).statusCode).toBe(204);
    expect(await counts(artwork.id)).toMatchObject({ comment_count: 3, review_count: 1, rating_sum: 4 });
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
  });

  it('deleting a suspended person, or one with hidden comments, takes off only what was counted', async () => {
    const artwork = await createArtwork(t, artist.id);
    const [suspended, hider] = [await createUser(t), await createUser(t)];
    await commentOn(artwork.id, suspended.id);
    await addReview(t.deps.db, { artworkId: artwork.id, reviewerId: suspended.id, rating: 3, comment: 'ok' });
    const hidden = await commentOn(artwork.id, hider.id);
    await commentOn(artwork.id, hider.id);
    await suspension(suspended.id, true);
    await act('moderation/hide', 'comment', hidden);
    expect(await counts(artwork.id)).toMatchObject({ comment_count: 1, review_count: 0, rating_sum: 0 });
    for (const user of [suspended, hider]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.auth });
      expect(res.statusCode).toBeLessThan(300);
    }
    expect(await counts(artwork.id)).toMatchObject({ comment_count: 0, review_count: 0, rating_sum: 0 });
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
  });

  it('migration 0019 recounts what older data counted: hidden rows and suspended people out', async () => {
    const artwork = await createArtwork(t, artist.id);
    const writer = await createUser(t);
    await commentOn(artwork.id, writer.id);
    const hidden = await commentOn(artwork.id, artist.id);
    await act('moderation/hide', 'comment', hidden);
    await suspension(writer.id, true);
    // As the counters stood before: every row counted.
    await t.deps.db.updateTable('artworks').set({ comment_count: 2 }).where('id', '=', artwork.id).execute();
    await recountVisible(t.deps.db as never);
    expect((await counts(artwork.id)).comment_count).toBe(0);
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
  });
});
