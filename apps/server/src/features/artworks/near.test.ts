import { ERR, nearbyArtistsSchema, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Near me (issue 19): GET /api/artworks?near=me lists the signed-in viewer's city first, then the rest of their
// state (the state of their pincode, as checkout and shipping read it), each newest first by default; never their own artworks. And the home
// page's Artists in {city} (GET /api/auth/artists/nearby).

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('near me', () => {
  let t: TestApp;
  let viewer: TestUser;
  const expected: string[] = [];
  let viewersOwn = '';
  const artistsInPune: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    viewer = await createUser(t, { location: 'Pune', pincode: 411001 });
    const pune = await createUser(t, { location: 'Pune', pincode: 411045 });
    const lonavala = await createUser(t, { location: 'Lonavala', pincode: 410401 });
    const bengaluru = await createUser(t, { location: 'Bengaluru', pincode: 560001 });
    // An artist who moved to Pune from another state: the city decides, whatever the pincode says.
    const moved = await createUser(t, { location: 'Pune', pincode: 560034 });
    // Most followed first; someone in Pune with no artwork is no artist.
    await t.deps.db.updateTable('users').set({ followers_count: 7 }).where('id', '=', moved.id).execute();
    await t.deps.db.updateTable('users').set({ followers_count: 3 }).where('id', '=', pune.id).execute();
    await createUser(t, { location: 'Pune', pincode: 411002 });
    artistsInPune.push(moved.username, pune.username);
    // In the viewer's city: newest first, the city's spelling in any case.
    const cityWorks = [
      await createArtwork(t, pune.id, { location: 'Pune', createdAt: minutesAgo(5) }),
      await createArtwork(t, moved.id, { location: ' PUNE ', createdAt: minutesAgo(10) }),
      await createArtwork(t, pune.id, { location: 'pune', createdAt: minutesAgo(50) }),
    ];
    // Elsewhere in the state (Maharashtra): after every artwork of the city, even newer ones.
    const stateWorks = [
      await createArtwork(t, lonavala.id, { location: 'Lonavala', createdAt: minutesAgo(1) }),
      await createArtwork(t, lonavala.id, { location: 'Lonavala', createdAt: minutesAgo(60) }),
      // A place the table does not know, shown with its state.
      await createArtwork(t, lonavala.id, { location: 'Karjat, Maharashtra', createdAt: minutesAgo(70) }),
    ];
    expected.push(...cityWorks.map((a) => a.id), ...stateWorks.map((a) => a.id));
    // Never listed: another state, and the viewer's own. Nor an artist whose private pincode is in the viewer's
    // circle while their public place says nothing of the state: listing them told their pincode's first digits.
    const secretive = await createUser(t, { location: 'Somewhere quiet', pincode: 411046 });
    await createArtwork(t, secretive.id, { location: 'Somewhere quiet', createdAt: minutesAgo(4) });
    await createArtwork(t, bengaluru.id, { location: 'Bengaluru', createdAt: minutesAgo(2) });
    viewersOwn = (await createArtwork(t, viewer.id, { location: 'Pune', createdAt: minutesAgo(3) })).id;
  });
  afterAll(() => t.close());

  const list = (url: string, user: TestUser | null = viewer) =>
    t.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

  it('lists the city first, then the rest of the state, and pages across the two without a gap or a repeat', async () => {
    const whole = await list('/api/artworks?near=me');
    expect(whole.statusCode).toBe(200);
    expect(whole.json().map((a: { id: string }) => a.id)).toEqual(expected);

    const seen: string[] = [];
    let url: string | null = '/api/artworks?near=me&limit=2';
    while (url) {
      const res = await list(url);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((a: { id: string }) => a.id));
      const link = /<([^>]+)>;\s*rel="next"/.exec(String(res.headers.link ?? ''));
      url = link ? (link[1] as string) : null;
    }
    expect(seen).toEqual(expected);
  });

  it('keeps the other filters and sorts within each part', async () => {
    const cheapest = await list('/api/artworks?near=me&sort=price_asc');
    expect(cheapest.json()).toHaveLength(expected.length);
    // Every Pune artwork still comes before every Lonavala one.
    const places = cheapest.json().map((a: { location: string }) => a.location.trim().toLowerCase());
    expect(places.lastIndexOf('pune')).toBeLessThan(places.indexOf('lonavala'));
    const forSale = await list('/api/artworks?near=me&forSale=true');
    expect(forSale.json()).toEqual([]);
  });

  it('asks a signed-out visitor to log in, and a viewer without a city or pincode to add one', async () => {
    const signedOut = await list('/api/artworks?near=me', null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(ERR.nearNeedsSignIn);

    const nowhere = await createUser(t, { location: '  ', pincode: null });
    const placeless = await list('/api/artworks?near=me', nowhere);
    expect(placeless.statusCode).toBe(400);
    expect(placeless.json().message).toBe(ERR.nearNeedsPlace);

    // A pincode alone is enough: everything whose public place is in the state (410206, Maharashtra), the
    // first viewer's work too, and the artist who moved to Pune whatever their (private) pincode says.
    const pincodeOnly = await createUser(t, { location: '', pincode: 410206 });
    const state = await list('/api/artworks?near=me', pincodeOnly);
    expect(state.statusCode).toBe(200);
    expect(
      state
        .json()
        .map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([...expected, viewersOwn].sort());
  });

  it("takes the viewer's state from their pincode as checkout and shipping do: Goa's 403 is not Maharashtra", async () => {
    const goan = await createUser(t, { location: 'Margao', pincode: 403601 });
    const panaji = await createArtwork(t, goan.id, { location: 'Panaji' });
    const visitor = await createUser(t, { location: '', pincode: 403001 });
    const res = await list('/api/artworks?near=me', visitor);
    expect(res.statusCode).toBe(200);
    // Postal circle 40 spans Goa and Maharashtra; the pincode's state is Goa alone, so Pune and Lonavala stay out.
    expect(res.json().map((a: { id: string }) => a.id)).toEqual([panaji.id]);
  });

  it("Artists in {city}: the viewer's city's artists, most followed first, never the viewer", async () => {
    const res = await list('/api/auth/artists/nearby');
    expect(res.statusCode).toBe(200);
    const { city, artists } = nearbyArtistsSchema.parse(res.json());
    expect(city).toBe('Pune');
    expect(artists.map((a) => a.username)).toEqual(artistsInPune);
    const placeless = await createUser(t, { location: '', pincode: 411001 });
    expect((await list('/api/auth/artists/nearby', placeless)).json()).toEqual({ city: '', artists: [] });
  });

  it('refuses another near value and a cursor of a plain listing', async () => {
    const other = await list('/api/artworks?near=you');
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ near: VALIDATION.query.nearInvalid });
    const plain = await list('/api/artworks?limit=1');
    const cursor = /cursor=([^&>]+)/.exec(String(plain.headers.link))?.[1];
    const mixed = await list(`/api/artworks?near=me&cursor=${cursor}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(VALIDATION.query.cursorInvalid);
  });
});
