import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PASSWORD, patchMe, signUp, validRegistration } from '../src/features/auth/auth.fixtures';
import { addToCart, buy } from '../src/features/checkout/checkout.fixtures';
import { newId, nowIso } from '../src/lib/ids';
import { createArtwork, createUser, type TestUser } from './factories';
import { createTestApp, rowOf, type TestApp } from './helpers';

// Whatever someone owns, another signed-in user can neither change nor read it: the answer is 403 (the thing is
// public but not theirs: an artwork, a comment) or 404 (private: a cart line, an order, a conversation), and the
// data stays as it was. And nothing a person sends while registering or editing a profile makes them an admin.

describe('owner-only actions answer 403 or 404 to everyone else', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t);
    other = await createUser(t);
    artist = await createUser(t);
  });
  afterAll(() => t.close());

  const as = (user: TestUser | null, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: user ? user.auth : {}, ...(payload ? { payload } : {}) });
  const artworkRow = (id: string) =>
    t.deps.db.selectFrom('artworks').selectAll().where('id', '=', id).executeTakeFirst();

  it("another user cannot edit or delete someone's artwork (403), nor take it over by naming an artist", async () => {
    const artwork = await createArtwork(t, owner.id, { title: 'Original title' });
    const before = await artworkRow(artwork.id);
    const edit = await as(other, 'PATCH', `/api/auth/artworks/${artwork.id}`, { title: 'Stolen' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('forbidden');
    expect((await as(other, 'DELETE', `/api/auth/artworks/${artwork.id}`)).statusCode).toBe(403);
    expect(await artworkRow(artwork.id)).toEqual(before);

    // The owner's own edit cannot hand the artwork to someone else or set its counters.
    const sneaky = await as(owner, 'PATCH', `/api/auth/artworks/${artwork.id}`, {
      title: 'Renamed',
      artistId: other.id,
      artist_id: other.id,
      like_count: 999,
      isSold: true,
    });
    expect(sneaky.statusCode).toBe(200);
    expect(await artworkRow(artwork.id)).toMatchObject({
      title: 'Renamed',
      artist_id: owner.id,
      like_count: 0,
      is_sold: 0,
    });
  });

  it("another user cannot delete someone's comment (403) and the count stays", async () => {
    const artwork = await createArtwork(t, artist.id);
    const posted = await as(owner, 'POST', `/api/auth/comments/${artwork.id}`, { content: 'Lovely colours' });
    expect(posted.statusCode).toBe(201);
    const removal = await as(other, 'DELETE', `/api/auth/comments/${posted.json().id}`);
    expect(removal.statusCode).toBe(403);
    const comments = (await as(null, 'GET', `/api/artworks/${artwork.id}/comments`)).json();
    expect(comments.map((c: { id: string }) => c.id)).toEqual([posted.json().id]);
    expect((await artworkRow(artwork.id))?.comment_count).toBe(1);
  });

  it("another user cannot change or remove someone's cart line (404), nor read their cart", async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, quantity: 5 });
    const line = await addToCart(t, owner, artwork.id, 2);
    const change = await as(other, 'PATCH', `/api/auth/cart/${line.id}`, { quantity: 5 });
    expect(change.statusCode).toBe(404);
    expect((await as(other, 'DELETE', `/api/auth/cart/${line.id}`)).statusCode).toBe(404);

    // The cart is always the caller's own, whatever names another user.
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/auth/cart?userId=${owner.id}&user_id=${owner.id}`,
      headers: { ...other.auth, 'x-user-id': owner.id },
    });
    expect(peek.statusCode).toBe(200);
    expect(peek.json()).toEqual([]);
    const mine = (await as(owner, 'GET', '/api/auth/cart')).json();
    expect(mine).toMatchObject([{ id: line.id, quantity: 2 }]);
  });

  it("another user sees neither someone's orders nor the artist's sales, and cannot mark them paid (404)", async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, quantity: 3 });
    const buyer = await createUser(t);
    const [order] = await buy(t, buyer, artwork.id);
    if (!order) throw new Error('no order');

    expect((await as(other, 'GET', '/api/auth/orders')).json()).toEqual([]);
    expect((await as(other, 'GET', '/api/auth/sales')).json()).toEqual([]);
    expect((await as(buyer, 'GET', '/api/auth/orders')).json().map((o: { id: string }) => o.id)).toEqual([order.id]);

    // Only the artist collects the money: neither a stranger nor the buyer can mark the sale paid.
    for (const user of [other, buyer]) {
      const res = await as(user, 'PATCH', `/api/auth/sales/${order.id}`, { paymentStatus: 'paid' });
      expect(res.statusCode).toBe(404);
    }
    const stored = await rowOf(t, 'orders', order.id);
    expect(stored.payment_status).toBe('pending');
  });

  it("a third person can read neither side of someone else's conversation, nor mark it read", async () => {
    const receiver = await createUser(t);
    const sent = { id: newId(), content: 'private: my address is 12 MG Road' };
    await t.deps.db
      .insertInto('chat_messages')
      .values({
        id: sent.id,
        sender_id: owner.id,
        receiver_id: receiver.id,
        content: sent.content,
        client_id: null,
        created_at: nowIso(),
        read_at: null,
      })
      .execute();

    for (const peer of [owner, receiver]) {
      const history = await as(other, 'GET', `/api/auth/chat/history/${peer.id}`);
      expect(history.statusCode).toBe(200);
      expect(history.json()).toEqual([]);
    }
    expect(JSON.stringify((await as(other, 'GET', '/api/auth/chat/conversations')).json())).not.toContain(sent.content);
    await as(other, 'POST', `/api/auth/chat/read/${owner.id}`);
    const row = await rowOf(t, 'chat_messages', sent.id);
    expect(row.read_at).toBeNull();
    // The two people in it do see it.
    const theirs = (await as(receiver, 'GET', `/api/auth/chat/history/${owner.id}`)).json();
    expect(theirs.map((m: { content: string }) => m.content)).toEqual([sent.content]);
  });

  it("another user's unlike, wishlist removal or profile edit changes only their own things", async () => {
    const artwork = await createArtwork(t, artist.id);
    await as(owner, 'POST', `/api/auth/likes/${artwork.id}`);
    await as(owner, 'POST', '/api/auth/wishlist', { artworkId: artwork.id });

    await as(other, 'DELETE', `/api/auth/likes/${artwork.id}`);
    await as(other, 'DELETE', `/api/auth/wishlist/${artwork.id}`);
    expect((await as(owner, 'GET', `/api/auth/likes/${artwork.id}/status`)).json()).toEqual({ has_liked: true });
    expect((await as(owner, 'GET', '/api/auth/wishlist')).json().map((a: { id: string }) => a.id)).toEqual([
      artwork.id,
    ]);

    // Naming the owner in a profile edit edits the caller.
    const edit = await as(other, 'PATCH', '/api/auth/me', { id: owner.id, userId: owner.id, bio: 'hijacked?' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().id).toBe(other.id);
    const ownerRow = await rowOf(t, 'users', owner.id);
    expect(ownerRow.bio).toBe('');
  });

  it('a follow is always made by the caller, whoever the body names as follower', async () => {
    const target = await createUser(t);
    const res = await as(other, 'POST', `/api/auth/${target.id}/follow`, {
      follower_id: owner.id,
      followerId: owner.id,
    });
    expect(res.statusCode).toBe(200);
    const follows = await t.deps.db
      .selectFrom('follows')
      .select('follower_id')
      .where('followee_id', '=', target.id)
      .execute();
    expect(follows).toEqual([{ follower_id: other.id }]);
  });
});

describe('nothing sent at registration or profile update makes a user an admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adminFields: Record<string, string> = {
    role: 'admin',
    Role: 'admin',
    ROLE: 'ADMIN',
    isAdmin: 'true',
    is_admin: '1',
    admin: 'true',
    roles: 'admin',
    'roles[]': 'admin',
    'role[0]': 'admin',
    userRole: 'admin',
    user_role: 'admin',
    'user[role]': 'admin',
    type: 'admin',
    permissions: 'admin',
    'constructor[prototype][role]': 'admin',
    '__proto__[role]': 'admin',
  };
  const jsonAdminFields = {
    ...adminFields,
    isAdmin: true,
    is_admin: 1,
    admin: true,
    roles: ['admin'],
    user: { role: 'admin' },
  };

  const roleOf = async (username: string) =>
    (await t.deps.db.selectFrom('users').select('role').where('username', '=', username).executeTakeFirst())?.role;

  async function loginAndCheck(username: string): Promise<void> {
    expect(await roleOf(username)).toBe('user');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().access_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json().role).toBe('user');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth })).statusCode).toBe(403);
  }

  it('registering with admin fields as JSON makes a plain user', async () => {
    const registration = validRegistration();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...registration, ...jsonAdminFields },
    });
    expect(res.statusCode).toBe(201);
    await loginAndCheck(registration.username as string);
  });

  it('registering with admin fields urlencoded makes a plain user', async () => {
    const body = { ...validRegistration(), ...adminFields };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
    expect(res.statusCode).toBe(201);
    await loginAndCheck(body.username as string);
  });

  it('registering with admin fields as multipart makes a plain user', async () => {
    const body = { ...validRegistration(), ...adminFields };
    const form = await multipart(body);
    const res = await t.app.inject({ method: 'POST', url: '/api/register', ...form });
    expect(res.statusCode).toBe(201);
    await loginAndCheck(body.username as string);
  });

  it('a JSON body that tries prototype pollution is refused and pollutes nothing', async () => {
    const registration = validRegistration();
    const raw = JSON.stringify(registration).replace(/}$/, ',"__proto__":{"role":"admin","isAdmin":true}}');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await roleOf(registration.username as string)).toBeUndefined();
  });

  it('updating one’s profile with admin fields, in JSON, urlencoded or multipart, changes no role', async () => {
    const user = await signUp(t);
    const json = await patchMe(t, user, { bio: 'json', ...jsonAdminFields });
    expect(json.statusCode).toBe(200);
    const urlencoded = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { ...user.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ bio: 'urlencoded', ...adminFields }).toString(),
    });
    expect(urlencoded.statusCode).toBe(200);
    const form = await multipart({ bio: 'multipart', ...adminFields });
    const multi = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      ...form,
      headers: { ...form.headers, ...user.auth },
    });
    expect(multi.statusCode).toBe(200);
    expect(multi.json()).toMatchObject({ bio: 'multipart', role: 'user' });
    await loginAndCheck(user.username);
  });

  it('a token claiming the admin role for a plain user opens no admin route: the role is read from the database', async () => {
    const user = await createUser(t);
    const forged = await t.deps.tokens.sign({ id: user.id, username: user.username, role: 'admin', sessionVersion: 0 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
