import { ERR, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';
import { buy } from '../checkout/checkout.fixtures';

describe('reviews', () => {
  let t: TestApp;
  let artist: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    buyer = await createUser(t);
  });
  afterAll(() => t.close());

  const review = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reviews', headers: user?.auth ?? {}, payload });
  const list = (artworkId: string) => t.app.inject({ method: 'GET', url: `/api/reviews/artwork/${artworkId}` });
  const forSale = () => createArtwork(t, artist.id, { forSale: true, price: 500 });

  it("a buyer whose order of the artwork was delivered has a 'Verified purchase'; before delivery, not", async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 500, quantity: 2 });
    const [order] = await buy(t, buyer, artwork.id);
    const posted = await review(buyer, { rating: 5, comment: 'Arrived safely', artworkId: artwork.id });
    expect(posted.json()).toMatchObject({ verifiedPurchase: false });
    const onlyLooked = await createUser(t);
    await review(onlyLooked, { rating: 3, comment: 'Nice photo', artworkId: artwork.id });
    const step = (method: 'PATCH' | 'POST', url: string, user: TestUser, payload?: object) =>
      t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
    await step('PATCH', `/api/auth/sales/${order?.id}`, artist, {
      status: 'shipped',
      courier: 'India Post',
      trackingNumber: 'EE1',
    });
    expect((await list(artwork.id)).json().every((r: { verifiedPurchase: boolean }) => !r.verifiedPurchase)).toBe(true);
    expect((await step('POST', `/api/auth/orders/${order?.id}/delivered`, buyer)).statusCode).toBe(200);
    const reviews = (await list(artwork.id)).json() as { comment: string; verifiedPurchase: boolean }[];
    expect(reviews.map((r) => [r.comment, r.verifiedPurchase])).toEqual([
      ['Nice photo', false],
      ['Arrived safely', true],
    ]);
  });

  it('posting answers 201 with the review; the list and the artwork totals follow', async () => {
    const { id } = await forSale();
    const res = await review(buyer, { rating: 4, comment: ' Lovely brushwork ', artworkId: id, artistId: artist.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      rating: 4,
      comment: 'Lovely brushwork',
      createdAt: expect.stringMatching(/Z$/),
      reviewer: { username: buyer.username, profileImage: null },
      verifiedPurchase: false,
    });
    const other = await createUser(t);
    await review(other, { rating: '5', comment: 'Superb', artworkId: id });
    const reviews = (await list(id)).json() as { comment: string }[];
    expect(reviews.map((r) => r.comment)).toEqual(['Superb', 'Lovely brushwork']);
    const artwork = (await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json();
    expect(artwork).toMatchObject({ reviewCount: 2, averageRating: 4.5 });
  });

  it.each([
    ['no rating', { comment: 'Nice' }],
    ['rating 0', { rating: 0, comment: 'Nice' }],
    ['rating 6', { rating: 6, comment: 'Nice' }],
    ['rating 3.5', { rating: 3.5, comment: 'Nice' }],
    ['no text', { rating: 5 }],
    ['blank text', { rating: 5, comment: '   ' }],
  ])("%s answers 'Please provide both a rating and review text'", async (_label, body) => {
    const { id } = await forSale();
    const res = await review(buyer, { ...body, artworkId: id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.review.ratingAndReviewRequired);
  });

  it('one review per person per artwork: the second is a 409 and the totals stay', async () => {
    const { id } = await forSale();
    expect((await review(buyer, { rating: 5, comment: 'Great', artworkId: id })).statusCode).toBe(201);
    const again = await review(buyer, { rating: 1, comment: 'Changed my mind', artworkId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: ERR.alreadyReviewed });
    const artwork = (await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json();
    expect(artwork).toMatchObject({ reviewCount: 1, averageRating: 5 });
  });

  it('the same person reviewing twice at once is stored once', async () => {
    const { id } = await forSale();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => review(buyer, { rating: 3, comment: 'Fine', artworkId: id })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await list(id)).json()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json().reviewCount).toBe(1);
  });

  it('only artworks for sale can be reviewed', async () => {
    const { id } = await createArtwork(t, artist.id, { forSale: false });
    const res = await review(buyer, { rating: 5, comment: 'Nice', artworkId: id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERR.notForSale);
  });

  it('an artist cannot review their own artwork', async () => {
    const { id } = await forSale();
    const res = await review(artist, { rating: 5, comment: 'My best work', artworkId: id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERR.ownArtworkReview);
  });

  it('an unknown artwork is a 404; a guest is a 401', async () => {
    const res = await review(buyer, { rating: 5, comment: 'Nice', artworkId: newId() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ERR.notFound('Artwork'));
    expect((await list(newId())).statusCode).toBe(404);
    const { id } = await forSale();
    expect((await review(null, { rating: 5, comment: 'Nice', artworkId: id })).statusCode).toBe(401);
  });

  describe("one's own review: read back, rewrite, delete (issue 35)", () => {
    const mine = (user: TestUser, artworkId: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/reviews/artwork/${artworkId}`, headers: user.auth });
    const edit = (user: TestUser, reviewId: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/auth/reviews/${reviewId}`, headers: user.auth, payload });
    const remove = (user: TestUser, reviewId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/auth/reviews/${reviewId}`, headers: user.auth });
    const totals = async (id: string) => {
      const artwork = (await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json();
      return { reviewCount: artwork.reviewCount, averageRating: artwork.averageRating };
    };

    it('answers null before reviewing and the review after', async () => {
      const { id } = await forSale();
      const before = await mine(buyer, id);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toBeNull();
      const posted = (await review(buyer, { rating: 4, comment: 'Warm colours', artworkId: id })).json();
      expect((await mine(buyer, id)).json()).toEqual(posted);
      expect((await mine(artist, id)).json()).toBeNull();
      expect((await mine(buyer, newId())).statusCode).toBe(404);
    });

    it('the author rewrites rating and text; the list and the average follow', async () => {
      const { id } = await forSale();
      const other = await createUser(t);
      await review(other, { rating: 2, comment: 'Not for me', artworkId: id });
      const posted = (await review(buyer, { rating: 4, comment: 'Warm colours', artworkId: id })).json();
      expect(await totals(id)).toEqual({ reviewCount: 2, averageRating: 3 });

      const res = await edit(buyer, posted.id, { rating: 5, comment: ' Even better in person ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...posted, rating: 5, comment: 'Even better in person' });
      expect(await totals(id)).toEqual({ reviewCount: 2, averageRating: 3.5 });
      const listed = (await list(id)).json() as { id: string; rating: number; comment: string }[];
      expect(listed.find((r) => r.id === posted.id)).toMatchObject({ rating: 5, comment: 'Even better in person' });
    });

    it('an edit follows the posting rules, and nobody but the author may edit or delete', async () => {
      const { id } = await forSale();
      const posted = (await review(buyer, { rating: 4, comment: 'Warm colours', artworkId: id })).json();
      const blank = await edit(buyer, posted.id, { rating: 0, comment: ' ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe(VALIDATION.review.ratingAndReviewRequired);
      const stranger = await createUser(t);
      for (const res of [
        await edit(stranger, posted.id, { rating: 1, comment: 'Bad' }),
        await remove(stranger, posted.id),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ERR.notReviewAuthor);
      }
      expect((await edit(buyer, newId(), { rating: 1, comment: 'Bad' })).statusCode).toBe(404);
      expect(await totals(id)).toEqual({ reviewCount: 1, averageRating: 4 });
    });

    it('the author deletes it: it leaves the list and the totals, and a new review may be posted', async () => {
      const { id } = await forSale();
      const other = await createUser(t);
      await review(other, { rating: 2, comment: 'Not for me', artworkId: id });
      const posted = (await review(buyer, { rating: 4, comment: 'Warm colours', artworkId: id })).json();
      const res = await remove(buyer, posted.id);
      expect(res.statusCode).toBe(204);
      expect(await totals(id)).toEqual({ reviewCount: 1, averageRating: 2 });
      expect((await list(id)).json().map((r: { id: string }) => r.id)).not.toContain(posted.id);
      expect((await mine(buyer, id)).json()).toBeNull();
      expect((await remove(buyer, posted.id)).statusCode).toBe(404);
      expect((await review(buyer, { rating: 5, comment: 'Second look', artworkId: id })).statusCode).toBe(201);
      expect(await totals(id)).toEqual({ reviewCount: 2, averageRating: 3.5 });
    });

    it('edits at once leave the sum exact: the average is the last rating written', async () => {
      const { id } = await forSale();
      const posted = (await review(buyer, { rating: 1, comment: 'Hmm', artworkId: id })).json();
      const results = await Promise.all(
        [2, 3, 4, 5, 3].map((rating) => edit(buyer, posted.id, { rating, comment: `Now ${rating}` })),
      );
      expect(results.every((res) => res.statusCode === 200)).toBe(true);
      const final = (await mine(buyer, id)).json();
      expect(await totals(id)).toEqual({ reviewCount: 1, averageRating: final.rating });
    });
  });
});
