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
});
