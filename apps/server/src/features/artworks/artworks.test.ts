import { ERR, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachImage, createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { recordStatements } from '../../../test/statements';
import { newId, nowIso } from '../../lib/ids';
import { loadArtworkCards, selectArtworkRows } from './artworks.repository';

describe('artworks: reading', () => {
  let t: TestApp;
  let artist: TestUser;
  let viewer: TestUser;
  let artworkId: string;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { profile_image: '/media/abc-96.webp' });
    viewer = await createUser(t);
    ({ id: artworkId } = await createArtwork(t, artist.id, {
      title: 'Monsoon',
      description: 'Rain over the Western Ghats',
      tags: ['rain', 'landscape'],
      category: 'Painting',
      location: 'Mumbai',
      price: 2499.5,
      quantity: 3,
      forSale: true,
      likeCount: 2,
      commentCount: 1,
      images: 2,
    }));
  });
  afterAll(() => t.close());

  it('a guest gets every field a card needs, in the contract shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks/${artworkId}` });
    expect(res.statusCode).toBe(200);
    const artwork = res.json();
    expect(artwork).toMatchObject({
      id: artworkId,
      title: 'Monsoon',
      description: 'Rain over the Western Ghats',
      price: 2499.5,
      tags: ['rain', 'landscape'],
      quantity: 3,
      category: 'Painting',
      forSale: true,
      isSold: false,
      isWishList: false,
      artistId: artist.id,
      artist: { id: artist.id, username: artist.username, profileImage: '/media/abc-96.webp' },
      location: 'Mumbai',
      likes: 2,
      comments: 1,
      how_many_like: { like_count: 2 },
      averageRating: null,
      reviewCount: 0,
    });
    expect(artwork.createdAt).toMatch(/Z$/);
    expect(artwork.images).toHaveLength(2);
    expect(artwork.images[0].url).toMatch(/^\/media\/[a-f0-9]{64}-640\.webp$/);
    expect(artwork.images[0].widths).toContain(320);
    // Viewer-only fields are absent for a guest.
    expect(artwork).not.toHaveProperty('has_liked');
    expect(artwork).not.toHaveProperty('isInCart');
  });

  it('a signed-in viewer also gets has_liked, isWishList and isInCart from their own rows', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/artworks/${artworkId}`, headers: viewer.auth });
    expect(before.json()).toMatchObject({ has_liked: false, isWishList: false, isInCart: false });

    const now = nowIso();
    await t.deps.db
      .insertInto('likes')
      .values({ user_id: viewer.id, artwork_id: artworkId, created_at: now })
      .execute();
    await t.deps.db
      .insertInto('wishlist_items')
      .values({ user_id: viewer.id, artwork_id: artworkId, created_at: now })
      .execute();
    await t.deps.db
      .insertInto('cart_items')
      .values({ id: newId(), user_id: viewer.id, artwork_id: artworkId, quantity: 1, created_at: now, updated_at: now })
      .execute();

    const after = await t.app.inject({ method: 'GET', url: `/api/artworks/${artworkId}`, headers: viewer.auth });
    expect(after.json()).toMatchObject({ has_liked: true, isWishList: true, isInCart: true });
    const list = await t.app.inject({ method: 'GET', url: '/api/artworks', headers: viewer.auth });
    expect(list.json()[0]).toMatchObject({ id: artworkId, has_liked: true, isWishList: true, isInCart: true });
    // Someone else's rows do not show through.
    const other = await t.app.inject({ method: 'GET', url: `/api/artworks/${artworkId}`, headers: artist.auth });
    expect(other.json()).toMatchObject({ has_liked: false, isWishList: false, isInCart: false });
  });

  it('an unknown artwork is a 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks/${newId()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ERR.notFound('Artwork'), code: 'not_found' });
  });

  it('a bad token on a public route is treated as a guest, not refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/artworks/${artworkId}`,
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('has_liked');
  });

  it('builds the cards of a page in a fixed number of queries, however many artworks there are', async () => {
    const local = await createTestApp();
    try {
      const owner = await createUser(local);
      const reader = await createUser(local);
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) ids.push((await createArtwork(local, owner.id, { images: 2 })).id);
      const { db, statements } = recordStatements(local.deps.db);
      const count = async (input: string[], viewerId: string | null) => {
        statements.length = 0;
        const cards = await loadArtworkCards(db, input, viewerId);
        return { queries: statements.length, cards: cards.length };
      };
      // Given ids, one statement reads the rows with their images and the viewer's state (issue 21; it was 5 for
      // a viewer, counting each part of the viewer-state union, and 2 for a guest).
      expect(await count(ids.slice(0, 2), reader.id)).toEqual({ queries: 1, cards: 2 });
      expect(await count(ids, reader.id)).toEqual({ queries: 1, cards: 30 });
      expect(await count(ids, null)).toEqual({ queries: 1, cards: 30 });
    } finally {
      await local.close();
    }
  });

  it('a card shows its images main image first on every read, whatever order their rows were written in', async () => {
    const painter = await createUser(t);
    const follower = await createUser(t);
    const { id } = await createArtwork(t, painter.id, { title: 'Kingfisher triptych', images: 0 });
    const now = nowIso();
    // Written out of order: the card's order is the position's, not the insertion's.
    for (const position of [2, 0, 1]) {
      const widths = position === 0 ? [320, 640, 1280] : [320];
      const image = { hash: `${'ab'.repeat(31)}0${position}`, widths, width: 1280, height: 960 };
      await attachImage(t, id, image, { position, createdAt: now });
    }
    await t.deps.db
      .insertInto('follows')
      .values({ follower_id: follower.id, followee_id: painter.id, created_at: now })
      .execute();
    const expected = [
      {
        url: `/media/${'ab'.repeat(31)}00-1280.webp`,
        widths: [320, 640, 1280],
        width: 1280,
        height: 960,
      },
      {
        url: `/media/${'ab'.repeat(31)}01-320.webp`,
        widths: [320],
        width: 1280,
        height: 960,
      },
      {
        url: `/media/${'ab'.repeat(31)}02-320.webp`,
        widths: [320],
        width: 1280,
        height: 960,
      },
    ];
    const imagesOn = async (url: string, user?: TestUser) => {
      const res = await t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      const card = Array.isArray(body) ? body.find((c: { id: string }) => c.id === id) : body;
      return card.images.map(({ id: _, ...image }: { id: string }) => image);
    };
    for (const [url, user] of [
      [`/api/artworks/${id}`, undefined],
      [`/api/artworks/${id}`, follower],
      ['/api/artworks?limit=100', undefined],
      ['/api/artworks?limit=100', follower],
      [`/api/users/${painter.id}/artworks`, undefined],
      ['/api/artworks/search?query=kingfisher', undefined],
      ['/api/artworks/search?query=kingfisher', follower],
      ['/api/auth/homefeed', follower],
    ] as const) {
      expect(await imagesOn(url, user), url).toEqual(expected);
    }
  });

  it('an artwork without images has an empty list, read with the rows or after them', async () => {
    const { id } = await createArtwork(t, artist.id, { images: 0 });
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks/${id}`, headers: viewer.auth });
    expect(res.json().images).toEqual([]);
    const [card] = await loadArtworkCards(
      t.deps.db,
      [await selectArtworkRows(t.deps.db).where('artworks.id', '=', id).executeTakeFirstOrThrow()],
      null,
    );
    expect(card?.images).toEqual([]);
  });

  it('a card is the same, byte for byte, whether its row carried its images and viewer state or not', async () => {
    const ids = [artworkId, (await createArtwork(t, artist.id, { images: 3 })).id];
    const read = (options: Parameters<typeof selectArtworkRows>[1]) =>
      selectArtworkRows(t.deps.db, options).where('artworks.id', 'in', ids).orderBy('artworks.id').execute();
    for (const viewerId of [null, viewer.id]) {
      const plain = await loadArtworkCards(t.deps.db, await read({}), viewerId);
      const carried = await loadArtworkCards(t.deps.db, await read({ viewerId, images: true }), viewerId);
      expect(plain.map((card) => card.images.length)).toEqual([2, 3]);
      expect(JSON.stringify(carried)).toBe(JSON.stringify(plain));
    }
  });

  it('cards come back in the order of the ids given, unknown ids left out', async () => {
    const a = await createArtwork(t, artist.id);
    const b = await createArtwork(t, artist.id);
    const cards = await loadArtworkCards(t.deps.db, [b.id, newId(), a.id], null);
    expect(cards.map((card) => card.id)).toEqual([b.id, a.id]);
  });
});

describe('artworks: listing filters', () => {
  let t: TestApp;
  let artist: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    const make = async (key: string, overrides: Parameters<typeof createArtwork>[2]) => {
      ids[key] = (await createArtwork(t, artist.id, overrides)).id;
    };
    await make('sunsetDelhi', {
      title: 'Sunset over Yamuna',
      category: 'Painting',
      location: 'Delhi',
      price: 500,
      forSale: true,
    });
    await make('potMumbai', {
      title: 'Clay pot',
      category: 'Sculpture',
      location: 'Mumbai',
      price: 1500,
      forSale: true,
    });
    await make('sketchFree', { title: 'Street SUNSET sketch', category: 'Sketch', location: 'Delhi', forSale: false });
    await make('textile', {
      title: '100%_cotton weave',
      category: 'Textile',
      location: 'Chennai',
      price: 9000,
      forSale: true,
    });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: string }[]).map((artwork) => artwork.id);
  };

  it('lists every artwork, newest first, by default', async () => {
    expect(await list('')).toEqual([ids.textile, ids.sketchFree, ids.potMumbai, ids.sunsetDelhi]);
  });

  it('filters by category and by location', async () => {
    expect(await list('?category=Sculpture')).toEqual([ids.potMumbai]);
    expect(await list('?location=Delhi')).toEqual([ids.sketchFree, ids.sunsetDelhi]);
    expect(await list('?category=Painting&location=Mumbai')).toEqual([]);
  });

  it('filters by price bounds in rupees, a zero bound ignored', async () => {
    expect(await list('?minPrice=1000')).toEqual([ids.textile, ids.potMumbai]);
    expect(await list('?maxPrice=1500')).toEqual([ids.sketchFree, ids.potMumbai, ids.sunsetDelhi]);
    expect(await list('?minPrice=500&maxPrice=1500')).toEqual([ids.potMumbai, ids.sunsetDelhi]);
    expect(await list('?minPrice=0&maxPrice=0')).toHaveLength(4);
  });

  it('filters by title containing the text, case-insensitively, wildcards taken literally', async () => {
    expect(await list('?q=sunset')).toEqual([ids.sketchFree, ids.sunsetDelhi]);
    expect(await list('?q=%25_c')).toEqual([ids.textile]);
    expect(await list('?q=_')).toEqual([ids.textile]);
    expect(await list('?q=nothing-like-this')).toEqual([]);
  });

  it('filters by for sale', async () => {
    expect(await list('?forSale=false')).toEqual([ids.sketchFree]);
    expect(await list('?forSale=true')).toHaveLength(3);
  });

  it('sorts by price both ways and by popularity', async () => {
    expect(await list('?sort=price_asc')).toEqual([ids.sketchFree, ids.sunsetDelhi, ids.potMumbai, ids.textile]);
    expect(await list('?sort=price_desc')).toEqual([ids.textile, ids.potMumbai, ids.sunsetDelhi, ids.sketchFree]);
    await t.deps.db
      .updateTable('artworks')
      .set({ like_count: 7 })
      .where('id', '=', ids.potMumbai as string)
      .execute();
    expect((await list('?sort=popular'))[0]).toBe(ids.potMumbai);
  });

  it.each([
    ['?category=Pottery', 'category', VALIDATION.query.categoryInvalid],
    ['?sort=cheapest', 'sort', VALIDATION.query.sortInvalid],
    ['?minPrice=-5', 'minPrice', VALIDATION.adminArtwork.priceInvalid],
    ['?minPrice=900&maxPrice=100', 'maxPrice', VALIDATION.query.priceRangeInverted],
    ['?limit=0', 'limit', VALIDATION.query.limitInvalid],
    ['?limit=101', 'limit', VALIDATION.query.limitInvalid],
    ['?forSale=maybe', 'forSale', VALIDATION.query.booleanInvalid],
  ])('answers 400 to a bad query %s', async (query, field, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe("artworks: a person's artworks and my own", () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;
  let ashaArt: string[];

  beforeAll(async () => {
    t = await createTestApp();
    asha = await createUser(t);
    ravi = await createUser(t);
    ashaArt = [(await createArtwork(t, asha.id)).id, (await createArtwork(t, asha.id)).id];
    await createArtwork(t, ravi.id);
  });
  afterAll(() => t.close());

  it("GET /api/users/{userId}/artworks lists only that person's artworks, newest first", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${asha.id}/artworks` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { id: string }) => a.id)).toEqual([...ashaArt].reverse());
  });

  it('an unknown person is a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${newId()}/artworks` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ERR.notFound('User'));
  });

  // docs/product.md#api-calls lists GET /artworks/{userId}: a client written to the spec fills a profile grid from it.
  it("GET /api/artworks/{userId} answers that person's artworks, by id or by username, as the documented route does", async () => {
    const documented = await t.app.inject({ method: 'GET', url: `/api/users/${asha.id}/artworks` });
    for (const person of [asha.id, asha.username, asha.username.toUpperCase()]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/artworks/${person}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(documented.json());
    }
    const byUsername = await t.app.inject({ method: 'GET', url: `/api/users/${asha.username}/artworks` });
    expect(byUsername.json()).toEqual(documented.json());
  });

  it('an artwork id still answers the artwork', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks/${ashaArt[0]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ashaArt[0], artistId: asha.id });
  });

  it("pages a person's artworks on either path, the next page's link on the path asked", async () => {
    for (const path of [`/api/artworks/${asha.username}`, `/api/users/${asha.username}/artworks`]) {
      const first = await t.app.inject({ method: 'GET', url: `${path}?limit=1` });
      expect(first.json().map((a: { id: string }) => a.id)).toEqual([ashaArt[1]]);
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
      expect(next?.startsWith(`${path}?`)).toBe(true);
      const second = await t.app.inject({ method: 'GET', url: next as string });
      expect(second.json().map((a: { id: string }) => a.id)).toEqual([ashaArt[0]]);
    }
  });

  it('an id that is neither an artwork nor a person is a 404 on either path', async () => {
    for (const unknown of [newId(), 'nobody_here']) {
      const detail = await t.app.inject({ method: 'GET', url: `/api/artworks/${unknown}` });
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ message: ERR.notFound('Artwork'), code: 'not_found' });
      const list = await t.app.inject({ method: 'GET', url: `/api/users/${unknown}/artworks` });
      expect(list.statusCode).toBe(404);
      expect(list.json().message).toBe(ERR.notFound('User'));
    }
  });

  it('GET /api/auth/artworks/me lists my own artworks and needs a login', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/auth/artworks/me', headers: asha.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((a: { id: string }) => a.id)).toEqual([...ashaArt].reverse());
    const guest = await t.app.inject({ method: 'GET', url: '/api/auth/artworks/me' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('artworks: the artist edits and deletes their own', () => {
  let t: TestApp;
  let artist: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    stranger = await createUser(t);
  });
  afterAll(() => t.close());

  const patch = (id: string, user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/auth/artworks/${id}`, headers: user?.auth ?? {}, payload });

  it('changes the fields sent and keeps the others', async () => {
    const { id } = await createArtwork(t, artist.id, {
      title: 'Old',
      tags: ['a'],
      forSale: true,
      price: 100,
      quantity: 2,
    });
    const res = await patch(id, artist, {
      title: '  New title ',
      description: 'Now in blue',
      tags: ['blue', ' sea '],
      category: 'Sketch',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      title: 'New title',
      description: 'Now in blue',
      tags: ['blue', 'sea'],
      category: 'Sketch',
      forSale: true,
      price: 100,
      quantity: 2,
    });
    const again = await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` });
    expect(again.json().title).toBe('New title');
  });

  it('takes a form body too, with tags as tags[0], tags[1], ... in index order', async () => {
    const { id } = await createArtwork(t, artist.id, { tags: ['old'] });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/artworks/${id}`,
      headers: { ...artist.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tags%5B1%5D=second&tags%5B0%5D=first&title=Form+title',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Form title', tags: ['first', 'second'] });
  });

  it('putting an artwork on sale needs a price and quantity (the upload rules)', async () => {
    const { id } = await createArtwork(t, artist.id, { forSale: false });
    const missing = await patch(id, artist, { forSale: true, price: '', quantity: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      price: VALIDATION.upload.priceRequired,
      quantity: VALIDATION.upload.quantityRequired,
    });
    const invalid = await patch(id, artist, { forSale: 'true', price: '-3', quantity: '1.5' });
    expect(invalid.json().fields).toEqual({
      price: VALIDATION.upload.priceInvalid,
      quantity: VALIDATION.upload.quantityInvalid,
    });
    const ok = await patch(id, artist, { forSale: true, price: '1250.75', quantity: '4' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ forSale: true, price: 1250.75, quantity: 4 });
    // Changing only the price is checked against the stored for-sale and quantity.
    const zero = await patch(id, artist, { price: 0 });
    expect(zero.json().fields).toEqual({ price: VALIDATION.upload.priceInvalid });
    // Taking it off sale sets price 0 and quantity 1 (docs/product.md#validation-rules).
    const off = await patch(id, artist, { forSale: false });
    expect(off.json()).toMatchObject({ forSale: false, price: 0, quantity: 1 });
  });

  it('a restocked sold-out artwork is no longer sold', async () => {
    const { id } = await createArtwork(t, artist.id, { forSale: true, price: 10, quantity: 0, isSold: true });
    const res = await patch(id, artist, { quantity: 2 });
    expect(res.json()).toMatchObject({ isSold: false, quantity: 2 });
  });

  it('empty texts, a bad category and no tags answer the form messages', async () => {
    const { id } = await createArtwork(t, artist.id);
    const res = await patch(id, artist, { title: ' ', description: '', category: 'Pottery', tags: [' , '] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      title: VALIDATION.artworkForm.titleRequired,
      description: VALIDATION.artworkForm.descriptionRequired,
      category: VALIDATION.artworkForm.categoryInvalid,
      tags: VALIDATION.artworkForm.tagRequired,
    });
  });

  it("someone else's artwork is 403, an unknown one 404, a guest 401", async () => {
    const { id } = await createArtwork(t, artist.id, { title: 'Mine' });
    const foreign = await patch(id, stranger, { title: 'Stolen' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(ERR.notArtworkOwner);
    expect((await patch(newId(), artist, { title: 'x' })).statusCode).toBe(404);
    expect((await patch(id, null, { title: 'x' })).statusCode).toBe(401);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${id}`, headers: stranger.auth });
    expect(del.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/artworks/${newId()}`,
      headers: artist.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const guest = await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${id}` });
    expect(guest.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json().title).toBe('Mine');
  });

  it('deleting removes the artwork with its likes, comments and images', async () => {
    const { id } = await createArtwork(t, artist.id);
    await t.deps.db
      .insertInto('likes')
      .values({ user_id: stranger.id, artwork_id: id, created_at: nowIso() })
      .execute();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${id}`, headers: artist.auth });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).statusCode).toBe(404);
    const images = await t.deps.db.selectFrom('artwork_images').select('id').where('artwork_id', '=', id).execute();
    const likes = await t.deps.db.selectFrom('likes').select('user_id').where('artwork_id', '=', id).execute();
    expect(images).toEqual([]);
    expect(likes).toEqual([]);
  });
});
