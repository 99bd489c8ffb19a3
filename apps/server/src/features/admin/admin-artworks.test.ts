import { VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addToCart, buy } from '../checkout/checkout.fixtures';
import { coloursOf, type FilePart, multipartForm, png } from '../artworks/artworks.fixtures';
import { expectStatus, storedKeys } from './admin.fixtures';

describe('admin artwork management', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    artist = await createUser(t, { username: `ravi_${Date.now().toString(36)}`, location: 'Kolkata' });
  });
  afterAll(() => t.close());

  const send = async (method: 'POST' | 'PATCH', url: string, fields: [string, string][], files: FilePart[] = []) => {
    const form = await multipartForm(fields, files);
    return t.app.inject({ method, url, headers: { ...admin.auth, ...form.headers }, payload: form.payload });
  };
  const createFor = (fields: [string, string][], files: FilePart[]) =>
    send('POST', '/api/admin/artworks', fields, files);
  const updateWith = (id: string, fields: [string, string][], files: FilePart[] = []) =>
    send('PATCH', `/api/admin/update/artworks/${id}`, fields, files);

  const baseFields = (artistId: string): [string, string][] => [
    ['artistId', artistId],
    ['title', 'River at dusk'],
    ['description', 'Watercolour on paper'],
    ['category', 'Painting'],
    ['price', '1250.50'],
    ['quantity', '3'],
    ['tags', '#river, #dusk'],
  ];

  describe('creating an artwork for an artist', () => {
    it('answers 201 with the card, the chosen artist, processed images and the artist’s location', async () => {
      const before = await storedKeys(t);
      const res = await createFor(baseFields(artist.id), [await png('#16a085')]);
      expect(res.statusCode, res.body).toBe(201);
      const card = res.json();
      expect(card).toMatchObject({
        title: 'River at dusk',
        description: 'Watercolour on paper',
        category: 'Painting',
        price: 1250.5,
        quantity: 3,
        tags: ['river', 'dusk'],
        forSale: true,
        isSold: false,
        artistId: artist.id,
        artist: { id: artist.id, username: artist.username },
        location: 'Kolkata',
      });
      expect(card.images).toHaveLength(1);
      expect(card.images[0].url).toMatch(/^\/media\/[a-f0-9]{64}-\d+\.webp$/);
      const added = (await storedKeys(t)).filter((key) => !before.includes(key));
      expect(added).toContain(card.images[0].url.replace('/media/', ''));
      // It is a real artwork: the public detail shows it.
      await expectStatus(t, { method: 'GET', url: `/api/artworks/${card.id}` }, 200);
    });

    it('takes several files, in order, and defaults the artist to the admin', async () => {
      const fields = baseFields(artist.id).filter(([name]) => name !== 'artistId');
      const res = await createFor(fields, [await png('#8e44ad'), await png('#d35400')]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().artistId).toBe(admin.id);
      expect(res.json().images).toHaveLength(2);
    });

    it('refuses missing files, bad fields, a non-image and an unknown artist, storing nothing', async () => {
      const before = await storedKeys(t);
      const noFiles = await createFor(baseFields(artist.id), []);
      expect(noFiles.statusCode).toBe(400);
      expect(noFiles.json().fields).toEqual({ files: VALIDATION.upload.imagesRequired });

      const badFields = await createFor(
        baseFields(artist.id).map(([name, value]) => [
          name,
          name === 'title' ? ' ' : name === 'quantity' ? '-1' : value,
        ]),
        [await png('#000000')],
      );
      expect(badFields.statusCode).toBe(400);
      expect(badFields.json().fields).toEqual({
        title: VALIDATION.adminArtwork.titleRequired,
        quantity: VALIDATION.adminArtwork.quantityNegative,
      });

      const notImage = await createFor(baseFields(artist.id), [
        { name: 'notes.png', type: 'image/png', data: Buffer.from('not a picture') },
      ]);
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json().fields.files).toContain('notes.png');

      const unknown = await createFor(baseFields('01900000-0000-7000-8000-000000000000'), [await png('#111111')]);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Artist not found');

      expect(await storedKeys(t)).toEqual(before);
    });
  });

  describe('updating an artwork', () => {
    it('changes only the fields sent, as the admin form sends them', async () => {
      const created = await createArtwork(t, artist.id, { title: 'Old title', forSale: true, quantity: 2, price: 900 });
      const before = await expectStatus(t, { method: 'GET', url: `/api/artworks/${created.id}` }, 200);
      const res = await updateWith(created.id, [
        ['title', 'New title'],
        ['tags', '#ink, #paper,#ink'],
        ['isSold', 'true'],
        ['quantity', '0'],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        ...before,
        title: 'New title',
        tags: ['ink', 'paper'],
        isSold: true,
        quantity: 0,
      });
    });

    it('accepts a JSON body too, and a price', async () => {
      const created = await createArtwork(t, artist.id, { forSale: true, price: 100 });
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/update/artworks/${created.id}`,
        headers: admin.auth,
        payload: { price: '249.99', isSold: false, description: '' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ price: 249.99, isSold: false, description: '' });
    });

    it('with a new file replaces the images, and the old files go', async () => {
      const created = (await createFor(baseFields(artist.id), [await png('#c0392b'), await png('#27ae60')])).json();
      const hashes = created.images.map((image: { url: string }) => /([a-f0-9]{64})-/.exec(image.url)?.[1]);
      const oldKeys = (await storedKeys(t)).filter((key) => hashes.includes(key.slice(0, 64)));
      expect(oldKeys.length).toBeGreaterThan(0);

      expect(await coloursOf(t, created.id)).toEqual(['red']);

      const res = await updateWith(created.id, [['title', 'Repainted']], [await png('#f1c40f')]);
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json();
      expect(updated.title).toBe('Repainted');
      expect(updated.images).toHaveLength(1);
      expect(created.images.map((image: { url: string }) => image.url)).not.toContain(updated.images[0].url);

      const keys = await storedKeys(t);
      expect(keys).toContain(updated.images[0].url.replace('/media/', ''));
      for (const key of oldKeys) expect(keys).not.toContain(key);

      // Issue 38: the colours are the new main image's, as they were the first one's at the create.
      expect(await coloursOf(t, created.id)).toEqual(['yellow']);
    });

    it('refuses a second file, bad fields and an unknown artwork', async () => {
      const created = await createArtwork(t, artist.id);
      const twoFiles = await updateWith(created.id, [], [await png('#123456'), await png('#654321')]);
      expect(twoFiles.statusCode).toBe(400);
      expect(twoFiles.json().fields).toEqual({ files: VALIDATION.images.adminOneFile });

      const bad = await updateWith(created.id, [
        ['price', 'abc'],
        ['isSold', 'maybe'],
      ]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({
        price: VALIDATION.adminArtwork.priceInvalid,
        isSold: VALIDATION.adminArtwork.isSoldInvalid,
      });

      const unknown = await updateWith('01900000-0000-7000-8000-000000000000', [['title', 'X']]);
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('deleting an artwork', () => {
    it('removes its files when no other artwork shows the same picture, and keeps shared ones', async () => {
      const picture = await png('#e84393');
      const first = (await createFor(baseFields(artist.id), [picture, await png('#00cec9')])).json();
      const second = (await createFor(baseFields(artist.id), [picture])).json();
      const shared = second.images[0].url.replace('/media/', '');
      const own = first.images[1].url.replace('/media/', '');
      expect(first.images[0].url).toBe(second.images[0].url);

      await expectStatus(t, { method: 'DELETE', url: `/api/admin/artworks/${first.id}`, headers: admin.auth }, 204);
      let keys = await storedKeys(t);
      expect(keys).toContain(shared);
      expect(keys).not.toContain(own);

      await expectStatus(t, { method: 'DELETE', url: `/api/admin/artworks/${second.id}`, headers: admin.auth }, 204);
      keys = await storedKeys(t);
      expect(keys).not.toContain(shared);
    });

    it('removes cart and wishlist entries, while orders survive with artworkId null', async () => {
      const buyer = await createUser(t);
      const other = await createUser(t);
      const artwork = await createArtwork(t, artist.id, {
        forSale: true,
        quantity: 5,
        price: 700,
        title: 'Kept in orders',
      });
      const [order] = await buy(t, buyer, artwork.id);
      await addToCart(t, other, artwork.id);
      await expectStatus(
        t,
        { method: 'POST', url: '/api/auth/wishlist', headers: other.auth, payload: { artworkId: artwork.id } },
        201,
      );

      await expectStatus(t, { method: 'DELETE', url: `/api/admin/artworks/${artwork.id}`, headers: admin.auth }, 204);
      expect(await expectStatus(t, { method: 'GET', url: '/api/auth/cart', headers: other.auth }, 200)).toEqual([]);
      expect(await expectStatus(t, { method: 'GET', url: '/api/auth/wishlist', headers: other.auth }, 200)).toEqual([]);
      const orders = await expectStatus(t, { method: 'GET', url: '/api/admin/orders', headers: admin.auth }, 200);
      expect(orders.find((o: { id: string }) => o.id === order?.id)).toMatchObject({
        artworkId: null,
        artwork: { title: 'Kept in orders', price: 700 },
      });
      await expectStatus(t, { method: 'GET', url: `/api/artworks/${artwork.id}` }, 404);
      await expectStatus(t, { method: 'DELETE', url: `/api/admin/artworks/${artwork.id}`, headers: admin.auth }, 404);
    });
  });
});

describe('admin artwork list', () => {
  let t: TestApp;
  let admin: TestUser;
  const titles: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    const asha = await createUser(t, { username: 'asha_paints' });
    const dev = await createUser(t, { username: 'dev_sculpts' });
    const rows = [
      {
        key: 'a',
        artist: asha,
        title: 'Monsoon Window',
        description: 'Oil on canvas',
        category: 'Painting',
        tags: ['rain'],
      },
      {
        key: 'b',
        artist: asha,
        title: 'Quiet',
        description: 'A MARKET at dawn',
        category: 'Photography',
        tags: ['city'],
      },
      {
        key: 'c',
        artist: dev,
        title: 'Bronze bird',
        description: 'Cast',
        category: 'Sculpture',
        tags: ['Metal', 'bird'],
      },
      { key: 'd', artist: dev, title: 'Untitled', description: 'Clay', category: 'Sculpture', tags: ['100%_clay'] },
    ];
    for (const [index, row] of rows.entries()) {
      const created = await createArtwork(t, row.artist.id, {
        title: row.title,
        description: row.description,
        category: row.category,
        tags: row.tags,
        createdAt: `2024-03-0${index + 1}T00:00:00.000Z`,
      });
      titles[row.key] = created.title;
    }
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/artworks${query}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    return { artworks: res.json() as { title: string }[], link: res.headers.link as string | undefined };
  };
  const found = async (query: string) => (await list(query)).artworks.map((artwork) => artwork.title);

  it('lists every artwork newest first as the card the table reads', async () => {
    const { artworks } = await list('');
    expect(artworks.map((artwork) => artwork.title)).toEqual(['Untitled', 'Bronze bird', 'Quiet', 'Monsoon Window']);
    expect(artworks[0]).toMatchObject({
      id: expect.any(String),
      description: 'Clay',
      price: 0,
      quantity: 1,
      tags: ['100%_clay'],
      category: 'Sculpture',
      isSold: false,
      artistId: expect.any(String),
      artist: { username: 'dev_sculpts' },
      createdAt: '2024-03-04T00:00:00.000Z',
      images: [expect.objectContaining({ url: expect.stringMatching(/^\/media\//) })],
    });
  });

  it('matches title, description, category, artist username or any tag, in any case', async () => {
    expect(await found('?q=MONSOON')).toEqual(['Monsoon Window']);
    expect(await found('?q=market')).toEqual(['Quiet']);
    expect(await found('?q=photo')).toEqual(['Quiet']);
    expect(await found('?q=ASHA_')).toEqual(['Quiet', 'Monsoon Window']);
    expect(await found('?q=metal')).toEqual(['Bronze bird']);
    // Screens show tags with '#': searching that way finds them too.
    expect(await found('?q=%23rain')).toEqual(['Monsoon Window']);
    // LIKE wildcards are plain characters.
    expect(await found('?q=0%25_c')).toEqual(['Untitled']);
    expect(await found('?q=nothing-like-this')).toEqual([]);
  });

  it('pages with limit and a Link header, every artwork exactly once', async () => {
    const seen: string[] = [];
    let query: string | undefined = '?limit=3';
    while (query !== undefined) {
      const page = await list(query);
      seen.push(...page.artworks.map((artwork) => artwork.title));
      const next = page.link ? /<([^>]+)>/.exec(page.link)?.[1] : undefined;
      query = next?.replace('/api/admin/artworks', '');
    }
    expect(seen).toEqual(['Untitled', 'Bronze bird', 'Quiet', 'Monsoon Window']);
    const filtered = await list('?q=sculpture&limit=1');
    expect(filtered.artworks.map((artwork) => artwork.title)).toEqual(['Untitled']);
    expect(filtered.link).toContain('q=sculpture');
    const rest = await list(filtered.link?.match(/<([^>]+)>/)?.[1]?.replace('/api/admin/artworks', '') ?? '');
    expect(rest.artworks.map((artwork) => artwork.title)).toEqual(['Bronze bird']);
    expect(rest.link).toBeUndefined();
  });

  it('answers 400 to a bad limit or a tampered cursor', async () => {
    for (const query of ['?limit=0', '?cursor=nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/artworks${query}`, headers: admin.auth });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
