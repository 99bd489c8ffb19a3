import type { Artwork, Comment, Notification, Review } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestArtwork, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listOf, unreadOf } from '../notifications/notifications.fixtures';
import { addReview } from '../reviews/reviews.repository';

// Issue 17: what a moderator hid, and everything of a suspended person's, is out of every public list, for
// visitors and other people alike; admins still see it, and so does its author.
describe('hidden and suspended content is out of every public list', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;
  let suspended: TestUser;
  let viewer: TestUser;
  let commenter: TestUser;
  let shown: TestArtwork;
  let hidden: TestArtwork;
  let suspendedWork: TestArtwork;
  let hiddenCommentId: string;
  let suspendedCommentId: string;
  const tag = 'moderationtag';
  const word = 'Peacockblue';

  const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
  const post = (url: string, user: TestUser, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
  const ids = (cards: { id: string }[]) => cards.map((card) => card.id);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    artist = await createUser(t);
    suspended = await createUser(t);
    viewer = await createUser(t);
    commenter = await createUser(t);
    shown = await createArtwork(t, artist.id, { title: 'Lotus pond', tags: [tag], category: 'Painting' });
    hidden = await createArtwork(t, artist.id, { title: `${word} lotus`, tags: [tag], category: 'Painting' });
    suspendedWork = await createArtwork(t, suspended.id, { title: `${word} dusk`, tags: [tag], category: 'Painting' });

    // The viewer follows both artists (the feed's first phase); the suspended person follows the viewer.
    expect((await post(`/api/auth/${artist.id}/follow`, viewer)).statusCode).toBe(200);
    expect((await post(`/api/auth/${suspended.id}/follow`, viewer)).statusCode).toBe(200);
    expect((await post(`/api/auth/${viewer.id}/follow`, suspended)).statusCode).toBe(200);
    const comment = await post(`/api/auth/comments/${shown.id}`, commenter, { content: 'rude words' });
    hiddenCommentId = (comment.json() as Comment).id;
    const byS = await post(`/api/auth/comments/${shown.id}`, suspended, { content: 'spam spam' });
    suspendedCommentId = (byS.json() as Comment).id;

    expect(
      (await post('/api/admin/moderation/hide', admin, { targetType: 'artwork', targetId: hidden.id, reason: 'spam' }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await post('/api/admin/moderation/hide', admin, {
          targetType: 'comment',
          targetId: hiddenCommentId,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(204);
    expect((await post(`/api/admin/users/${suspended.id}/suspension`, admin)).statusCode).toBe(204);
  });
  afterAll(() => t.close());

  const expectOnlyShown = (found: string[]) => {
    expect(found).toContain(shown.id);
    expect(found).not.toContain(hidden.id);
    expect(found).not.toContain(suspendedWork.id);
  };

  it('the listing and a tag page leave them out for visitors and others; admins see them', async () => {
    for (const user of [undefined, viewer]) {
      expectOnlyShown(ids((await get(`/api/artworks?tag=${tag}&limit=50`, user)).json()));
      expectOnlyShown(ids((await get('/api/artworks?limit=100', user)).json()));
    }
    const asAdmin = ids((await get(`/api/artworks?tag=${tag}&limit=50`, admin)).json());
    expect(asAdmin).toEqual(expect.arrayContaining([shown.id, hidden.id, suspendedWork.id]));
  });

  it("a profile grid leaves the hidden artwork out, but its artist still sees it; a suspended person's is empty", async () => {
    expect(ids((await get(`/api/users/${artist.id}/artworks`, viewer)).json())).toEqual([shown.id]);
    expect(ids((await get(`/api/users/${artist.id}/artworks`)).json())).toEqual([shown.id]);
    expect(ids((await get(`/api/users/${artist.id}/artworks`, artist)).json()).sort()).toEqual(
      [shown.id, hidden.id].sort(),
    );
    expect((await get(`/api/users/${suspended.id}/artworks`, viewer)).json()).toEqual([]);
    expect((await get(`/api/artworks/${suspended.id}`)).json()).toEqual([]);
  });

  it('the artwork page and its related works answer 404; related lists leave them out', async () => {
    expect((await get(`/api/artworks/${hidden.id}`, viewer)).statusCode).toBe(404);
    expect((await get(`/api/artworks/${suspendedWork.id}`)).statusCode).toBe(404);
    expect((await get(`/api/artworks/${hidden.id}/related`, viewer)).statusCode).toBe(404);
    expect((await get(`/api/artworks/${hidden.id}`, artist)).statusCode).toBe(200);
    const related = (await get(`/api/artworks/${shown.id}/related`, viewer)).json() as {
      moreByArtist: Artwork[];
      similar: Artwork[];
    };
    expect(ids(related.moreByArtist)).not.toContain(hidden.id);
    expect(ids(related.similar)).not.toContain(suspendedWork.id);
    const asAdmin = (await get(`/api/artworks/${shown.id}/related`, admin)).json() as typeof related;
    expect(ids(asAdmin.moreByArtist)).toContain(hidden.id);
  });

  it('the home feed and search leave them out', async () => {
    const feed = ids((await get('/api/auth/homefeed?limit=100', viewer)).json());
    expectOnlyShown(feed);
    for (const user of [undefined, viewer]) {
      const found = ids((await get(`/api/artworks/search?query=${word}`, user)).json());
      expect(found).toEqual([]);
    }
    expect(ids((await get(`/api/artworks/search?query=${word}`, admin)).json()).sort()).toEqual(
      [hidden.id, suspendedWork.id].sort(),
    );
  });

  it('people search leaves a suspended person out', async () => {
    const found = (await get(`/api/search/user?query=${suspended.username}`)).json() as { id: string }[];
    expect(found.map((person) => person.id)).not.toContain(suspended.id);
    const artistFound = (await get(`/api/search/user?query=${artist.username}`)).json() as { id: string }[];
    expect(artistFound.map((person) => person.id)).toContain(artist.id);
  });

  it('the sitemap leaves them, and a person with nothing left to show, out', async () => {
    const body = (await get('/sitemap.xml')).body;
    const files = [...body.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((match) => match[1]);
    const xml = files.length
      ? (await Promise.all(files.map(async (file) => (await get(`/sitemaps/${file}`)).body))).join('\n')
      : body;
    expect(xml).toContain(`/products/${shown.id}`);
    expect(xml).not.toContain(`/products/${hidden.id}`);
    expect(xml).not.toContain(`/products/${suspendedWork.id}`);
    expect(xml).toContain(`/profile/${artist.id}`);
    expect(xml).not.toContain(`/profile/${suspended.id}`);
  });

  it('comments leave out a hidden one and a suspended person’s; the hidden one’s author sees it marked', async () => {
    for (const user of [undefined, viewer, artist]) {
      const comments = (await get(`/api/artworks/${shown.id}/comments`, user)).json() as Comment[];
      expect(ids(comments)).not.toContain(hiddenCommentId);
      expect(ids(comments)).not.toContain(suspendedCommentId);
    }
    const own = (await get(`/api/artworks/${shown.id}/comments`, commenter)).json() as Comment[];
    expect(own.find((comment) => comment.id === hiddenCommentId)).toMatchObject({ hidden: true });
  });

  it("an admin sees a suspended person's comments and reviews, each marked hidden; others see neither", async () => {
    const review = await addReview(t.deps.db, {
      artworkId: shown.id,
      reviewerId: suspended.id,
      rating: 2,
      comment: 'Not as pictured',
    });
    const reviewId = review!.id;
    const asAdmin = {
      comments: (await get(`/api/artworks/${shown.id}/comments`, admin)).json() as Comment[],
      reviews: (await get(`/api/reviews/artwork/${shown.id}`, admin)).json() as Review[],
    };
    expect(asAdmin.comments.find((comment) => comment.id === suspendedCommentId)).toMatchObject({ hidden: true });
    expect(asAdmin.reviews.find((item) => item.id === reviewId)).toMatchObject({ hidden: true });
    const asViewer = (await get(`/api/reviews/artwork/${shown.id}`, viewer)).json() as Review[];
    expect(ids(asViewer)).not.toContain(reviewId);
  });

  it("notifications leave out a hidden comment's and a suspended person's, and so does the unread count", async () => {
    const artistsList = await listOf(t, artist);
    const types = (list: Notification[]) => list.map((n) => `${n.type}:${n.actor?.id}`);
    expect(types(artistsList)).not.toContain(`comment:${commenter.id}`);
    expect(types(artistsList)).not.toContain(`comment:${suspended.id}`);
    expect(types(artistsList)).toContain(`follow:${viewer.id}`);
    expect(await unreadOf(t, artist)).toBe(artistsList.filter((n) => n.readAt === null).length);
    const viewersList = await listOf(t, viewer);
    expect(types(viewersList)).not.toContain(`follow:${suspended.id}`);
    expect(await unreadOf(t, viewer)).toBe(viewersList.filter((n) => n.readAt === null).length);

    // Unhidden, the comment's notification is back.
    await post('/api/admin/moderation/unhide', admin, { targetType: 'comment', targetId: hiddenCommentId });
    expect(types(await listOf(t, artist))).toContain(`comment:${commenter.id}`);
    await post('/api/admin/moderation/hide', admin, {
      targetType: 'comment',
      targetId: hiddenCommentId,
      reason: 'spam',
    });
  });
});
