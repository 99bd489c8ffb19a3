import { checkoutPriceChangedSchema, ERR, NOTIFY, VALIDATION } from '@kala/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addToCart, postCheckout } from '../checkout/checkout.fixtures';

// Managing one's listings (issue 34, decision 0025): edit, unlist and relist, delete, several at once, price
// history, and the pictures of an edit.

async function form(fields: [string, string][], files: Buffer[] = []) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  for (const file of files) data.append('files', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'art.png');
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

const picture = (colour: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('managing listings', () => {
  let t: TestApp;
  let artist: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    other = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const patch = (id: string, user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/auth/artworks/${id}`, headers: user?.auth ?? {}, payload });
  const get = (url: string, user: TestUser | null = null) =>
    t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
  const ids = (res: { json(): unknown }) => (res.json() as { id: string }[]).map((artwork) => artwork.id);

  it('only the artist and admins edit an artwork; anyone else is refused', async () => {
    const { id } = await createArtwork(t, artist.id, { forSale: true, price: 1000 });
    expect((await patch(id, other, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await patch(id, other, { title: 'Mine now' })).json().message).toBe(ERR.notArtworkOwner);
    expect((await patch(id, null, { title: 'x' })).statusCode).toBe(401);
    expect((await patch('no-such-artwork', artist, { title: 'x' })).statusCode).toBe(404);
    const byAdmin = await patch(id, admin, { title: 'Fixed by an admin' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().title).toBe('Fixed by an admin');
    const byArtist = await patch(id, artist, { title: 'Monsoon', price: 1200, quantity: 2, tags: ['rain'] });
    expect(byArtist.json()).toMatchObject({ title: 'Monsoon', price: 1200, quantity: 2, tags: ['rain'] });
  });

  it('bad input is a 400 with the field named, never a 5xx', async () => {
    const { id } = await createArtwork(t, artist.id, { forSale: true, price: 1000 });
    const res = await patch(id, artist, { title: '', unlisted: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: VALIDATION.artworkForm.titleRequired,
      unlisted: VALIDATION.listings.unlistedInvalid,
    });
    const price = await patch(id, artist, { price: '-5' });
    expect(price.statusCode).toBe(400);
  });

  it('an unlisted work vanishes from every list, search, feed, sitemap and preview, and is a 404 to others', async () => {
    const follower = await createUser(t);
    await t.app.inject({ method: 'POST', url: `/api/auth/users/${artist.id}/follow`, headers: follower.auth });
    const { id } = await createArtwork(t, artist.id, {
      title: 'Quietdraft Lotus',
      tags: ['quietdraft'],
      forSale: true,
    });
    const sibling = await createArtwork(t, artist.id, { title: 'Sibling', tags: ['quietdraft'] });
    const before = await get('/sitemap.xml');
    expect(before.body).toContain(id);

    const res = await patch(id, artist, { unlisted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().unlisted).toBe(true);

    expect((await get(`/api/artworks/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/artworks/${id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/artworks/${id}/related`)).statusCode).toBe(404);
    expect(ids(await get('/api/artworks'))).not.toContain(id);
    expect(ids(await get(`/api/users/${artist.id}/artworks`, other))).not.toContain(id);
    expect(ids(await get('/api/artworks/search?query=quietdraft'))).not.toContain(id);
    expect(ids(await get('/api/auth/homefeed', follower))).not.toContain(id);
    const related = (await get(`/api/artworks/${sibling.id}/related`)).json();
    expect(related.moreByArtist.map((artwork: { id: string }) => artwork.id)).not.toContain(id);
    expect((await get('/sitemap.xml')).body).not.toContain(id);
    const share = await get(`/products/${id}`);
    expect(share.body).not.toContain('Quietdraft Lotus');
    // Nobody can buy it meanwhile.
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cart',
      headers: other.auth,
      payload: { artworkId: id, quantity: 1 },
    });
    expect(cart.statusCode).toBe(404);

    // Its artist and admins still see it.
    expect((await get(`/api/artworks/${id}`, artist)).json().unlisted).toBe(true);
    expect((await get(`/api/artworks/${id}`, admin)).statusCode).toBe(200);
    expect(ids(await get('/api/auth/artworks/me', artist))).toContain(id);

    // Listed again, it is back.
    const relisted = await patch(id, artist, { unlisted: false });
    expect(relisted.json().unlisted).toBeUndefined();
    expect((await get(`/api/artworks/${id}`)).statusCode).toBe(200);
    expect(ids(await get('/api/artworks/search?query=quietdraft'))).toContain(id);
    expect((await get('/sitemap.xml')).body).toContain(id);
  });

  it('a changed price is written to its history and confirmed by the buyer at checkout, never charged silently', async () => {
    const buyer = await createUser(t);
    const { id } = await createArtwork(t, artist.id, { forSale: true, price: 1000, quantity: 2 });
    await addToCart(t, buyer, id);
    expect((await patch(id, artist, { price: 1500 })).statusCode).toBe(200);
    expect((await patch(id, artist, { title: 'Same price' })).statusCode).toBe(200);
    const history = await get(`/api/auth/artworks/${id}/price-history`, artist);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([{ oldPrice: 1000, newPrice: 1500, changedAt: expect.any(String) }]);
    expect((await get(`/api/auth/artworks/${id}/price-history`, other)).statusCode).toBe(403);
    expect((await get(`/api/auth/artworks/${id}/price-history`, admin)).statusCode).toBe(200);

    const refused = await postCheckout(t, buyer, { body: { expectedTotal: 1000, expectedPrices: { [id]: 1000 } } });
    expect(refused.statusCode).toBe(409);
    expect(checkoutPriceChangedSchema.parse(refused.json()).priceChange.total).toBe(1500);
  });

  it('deleting an unsold work removes it and tells the people whose cart, wishlist or offer held it', async () => {
    const buyer = await createUser(t);
    const fan = await createUser(t);
    const { id } = await createArtwork(t, artist.id, { title: 'Gone Soon', forSale: true, price: 500 });
    await addToCart(t, buyer, id);
    await t.app.inject({ method: 'POST', url: '/api/auth/wishlist', headers: fan.auth, payload: { artworkId: id } });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${id}`, headers: other.auth })).statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${id}`, headers: artist.auth });
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/artworks/${id}`, artist)).statusCode).toBe(404);
    expect((await get('/api/auth/cart', buyer)).json()).toEqual([]);
    for (const person of [buyer, fan]) {
      const list = (await get('/api/auth/notifications', person)).json() as { type: string; text: string }[];
      expect(list.find((n) => n.type === 'listing')?.text).toBe(NOTIFY.text.listingRemoved('Gone Soon'));
    }
  });

  it('deleting an ordered work keeps it for the order, out of sight and out of carts, wishlists and offers', async () => {
    const buyer = await createUser(t);
    const waiting = await createUser(t);
    const { id } = await createArtwork(t, artist.id, { title: 'Bought Once', forSale: true, price: 800, quantity: 3 });
    await addToCart(t, buyer, id);
    expect((await postCheckout(t, buyer)).statusCode).toBe(201);
    await addToCart(t, waiting, id);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/wishlist',
      headers: waiting.auth,
      payload: { artworkId: id },
    });
    expect((await get('/api/auth/wishlist', waiting)).json()).toHaveLength(1);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${id}`, headers: artist.auth });
    expect(res.statusCode).toBe(204);
    const row = await t.deps.db
      .selectFrom('artworks')
      .select(['deleted_at', 'for_sale'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
    expect(row?.for_sale).toBe(0);
    const orders = (await get('/api/auth/orders', buyer)).json() as { artworkTitle?: string; title?: string }[];
    expect(orders).toHaveLength(1);
    expect((await get(`/api/artworks/${id}`, buyer)).statusCode).toBe(404);
    expect((await get(`/api/artworks/${id}`, artist)).statusCode).toBe(404);
    expect(ids(await get('/api/auth/artworks/me', artist))).not.toContain(id);
    expect((await get('/api/auth/cart', waiting)).json()).toEqual([]);
    expect((await get('/api/auth/wishlist', waiting)).json()).toEqual([]);
    const table = (await get('/api/auth/studio/artworks', artist)).json() as { id: string }[];
    expect(table.map((listing) => listing.id)).not.toContain(id);
    // Deleted is gone for its artist too: no second delete, no edit.
    expect((await patch(id, artist, { title: 'Back' })).statusCode).toBe(404);
  });

  it('several at once: unlist, relist and a price change by a percentage rounded to whole rupees', async () => {
    const seller = await createUser(t);
    const a = await createArtwork(t, seller.id, { forSale: true, price: 999 });
    const b = await createArtwork(t, seller.id, { forSale: true, price: 1234.5 });
    const theirs = await createArtwork(t, other.id, { forSale: true, price: 100 });
    const bulk = (user: TestUser, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/auth/artworks/bulk', headers: user.auth, payload: payload as object });

    expect((await bulk(seller, { ids: [a.id, theirs.id], action: 'unlist' })).statusCode).toBe(403);
    expect((await bulk(seller, { ids: [a.id, 'nope'], action: 'unlist' })).statusCode).toBe(404);
    const unlisted = await bulk(seller, { ids: [a.id, b.id], action: 'unlist' });
    expect(unlisted.json()).toEqual({ changed: 2 });
    expect(ids(await get(`/api/users/${seller.id}/artworks`))).toEqual([]);
    expect((await bulk(seller, { ids: [a.id, b.id], action: 'relist' })).json()).toEqual({ changed: 2 });
    expect(ids(await get(`/api/users/${seller.id}/artworks`)).sort()).toEqual([a.id, b.id].sort());

    const priced = await bulk(seller, { ids: [a.id, b.id], action: 'price', percent: 10 });
    expect(priced.json()).toEqual({ changed: 2 });
    expect((await get(`/api/artworks/${a.id}`)).json().price).toBe(1099);
    expect((await get(`/api/artworks/${b.id}`)).json().price).toBe(1358);
    expect((await get(`/api/auth/artworks/${b.id}/price-history`, seller)).json()).toEqual([
      { oldPrice: 1234.5, newPrice: 1358, changedAt: expect.any(String) },
    ]);

    for (const [payload, field, message] of [
      [{ ids: [], action: 'unlist' }, 'ids', VALIDATION.listings.idsRequired],
      [{ ids: [a.id], action: 'burn' }, 'action', VALIDATION.listings.actionInvalid],
      [{ ids: [a.id], action: 'price' }, 'percent', VALIDATION.listings.percentInvalid],
      [{ ids: [a.id], action: 'price', percent: 0 }, 'percent', VALIDATION.listings.percentInvalid],
      [{ ids: [a.id], action: 'price', percent: 2.5 }, 'percent', VALIDATION.listings.percentInvalid],
      [{ ids: [a.id], action: 'price', percent: -95 }, 'percent', VALIDATION.listings.percentInvalid],
    ] as const) {
      const res = await bulk(seller, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(payload)).toBe(message);
    }
    const notForSale = await createArtwork(t, seller.id, { forSale: false });
    const refused = await bulk(seller, { ids: [notForSale.id], action: 'price', percent: 5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.ids).toBe(VALIDATION.listings.notForSaleInPriceChange);
  });

  it("the studio's table: every state, searched by title, filtered and sorted", async () => {
    const seller = await createUser(t);
    const live = await createArtwork(t, seller.id, { title: 'Blue Hour', forSale: true, price: 300, likeCount: 5 });
    const soldOut = await createArtwork(t, seller.id, { title: 'Red Earth', forSale: true, price: 900, isSold: true });
    const draft = await createArtwork(t, seller.id, { title: 'Blue Draft', forSale: true, price: 600 });
    const hidden = await createArtwork(t, seller.id, { title: 'Hidden Hill', price: 0 });
    await patch(draft.id, seller, { unlisted: true });
    await t.deps.db
      .updateTable('artworks')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', hidden.id)
      .execute();
    await t.deps.db
      .insertInto('artwork_views_daily')
      .values({ artwork_id: soldOut.id, day: '2026-01-01', views: 9 })
      .execute();

    const table = (query = '') => get(`/api/auth/studio/artworks${query}`, seller);
    const all = (await table()).json() as { id: string; state: string; views: number }[];
    expect(Object.fromEntries(all.map((row) => [row.id, row.state]))).toEqual({
      [live.id]: 'live',
      [soldOut.id]: 'soldOut',
      [draft.id]: 'unlisted',
      [hidden.id]: 'hidden',
    });
    expect(ids(await table('?q=blue')).sort()).toEqual([live.id, draft.id].sort());
    expect(ids(await table('?state=unlisted'))).toEqual([draft.id]);
    expect(ids(await table('?state=soldOut'))).toEqual([soldOut.id]);
    expect(ids(await table('?state=live'))).toEqual([live.id]);
    expect(ids(await table('?state=hidden'))).toEqual([hidden.id]);
    expect(ids(await table('?sort=priceDesc')).slice(0, 3)).toEqual([soldOut.id, draft.id, live.id]);
    expect(ids(await table('?sort=views'))[0]).toBe(soldOut.id);
    expect(ids(await table('?sort=likes'))[0]).toBe(live.id);
    expect((await table('?state=gone')).statusCode).toBe(400);
    // Someone else's table has none of these.
    expect((await get('/api/auth/studio/artworks', other)).json()).not.toContainEqual(
      expect.objectContaining({ id: live.id }),
    );
  });

  it('the pictures of an edit: add, remove, reorder and choose the cover, decoded as the upload does', async () => {
    const upload = await form(
      [
        ['title', 'Pictures'],
        ['description', 'Three views'],
        ['category', 'Painting'],
        ['tags[0]', 'views'],
      ],
      [await picture('#c0392b'), await picture('#2980b9')],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/artworks',
      headers: { ...artist.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(created.statusCode).toBe(201);
    const [first, second] = created.json().images as { id: string; url: string }[];
    if (!first || !second) throw new Error('two images expected');
    const put = async (user: TestUser, order: unknown, files: Buffer[] = []) => {
      const body = await form([['order', JSON.stringify(order)]], files);
      return t.app.inject({
        method: 'PUT',
        url: `/api/auth/artworks/${created.json().id}/images`,
        headers: { ...user.auth, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await put(other, [second.id, first.id])).statusCode).toBe(403);

    // The second becomes the cover, the first goes, a new one is added at the end.
    const res = await put(artist, [second.id, 'new:0'], [await picture('#27ae60')]);
    expect(res.statusCode).toBe(200);
    const images = res.json().images as { id: string; url: string }[];
    expect(images).toHaveLength(2);
    expect(images[0]?.id).toBe(second.id);
    expect(images[1]?.url).toMatch(/\/media\/[0-9a-f]{64}-\d+\.webp$/);
    // The removed picture's files are gone.
    const keys: string[] = [];
    for await (const key of t.deps.media.list()) keys.push(key);
    const firstHash = /\/media\/([0-9a-f]{64})-/.exec(first.url)?.[1] ?? '';
    expect(keys.some((key) => key.startsWith(firstHash))).toBe(false);

    for (const [order, files, message] of [
      [[], [], VALIDATION.upload.imagesRequired],
      [[second.id, second.id], [], VALIDATION.listings.imageOrderInvalid],
      [[first.id], [], VALIDATION.listings.imageUnknown],
      [[second.id, 'new:1'], [await picture('#000000')], VALIDATION.listings.imageOrderInvalid],
      [[second.id], [await picture('#000000')], VALIDATION.listings.imageOrderInvalid],
    ] as const) {
      const bad = await put(artist, order, [...files]);
      expect(bad.statusCode, JSON.stringify(order)).toBe(400);
      expect(bad.json().fields.files, JSON.stringify(order)).toBe(message);
    }
    const notImage = await form([['order', JSON.stringify(['new:0'])]], [Buffer.from('not an image')]);
    const unreadable = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/artworks/${created.json().id}/images`,
      headers: { ...artist.auth, ...notImage.headers },
      payload: notImage.payload,
    });
    expect(unreadable.statusCode).toBe(400);
  });
});
