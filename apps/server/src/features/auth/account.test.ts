import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  changePasswordResponseSchema,
  currentProfileSchema,
  ERR,
  MSG,
  messageResponseSchema,
  NOTIFY,
  userProfileSchema,
} from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addToCart, buy, postCheckout } from '../checkout/checkout.fixtures';
import { outboxOf } from '../notifications/notifications.fixtures';
import { DELETED_USER_ID } from '../users/users.repository';
import { PASSWORD, signUp } from './auth.fixtures';

// The account half of issue 17: verify the address, change the password and the address.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const emailOf = (username: string) => `${username.toLowerCase()}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

/** The verification links mailed to `email` so far, oldest first (the mailer writes in the background). */
async function verifyLinksTo(email: string, count = 1): Promise<string[]> {
  for (let waited = 0; waited < 5000; waited += 25) {
    const names = (await readdir(t.config.outboxDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort();
    const mails = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8'))),
    );
    const tokens = mails
      .filter((mail) => mail.to === email)
      .map((mail) => /\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
      .filter((token): token is string => token !== undefined);
    if (tokens.length >= count) return tokens;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no verification mail to ${email}`);
}

describe('verify e-mail', () => {
  it('registration mails a single-use link; opening it verifies the address and shows the mark', async () => {
    const user = await signUp(t, {}, { verified: false });
    const before = currentProfileSchema.parse((await me(user.token)).json());
    expect(before.verified).toBe(false);

    const [token] = await verifyLinksTo(emailOf(user.username));
    const rows = await t.deps.db.selectFrom('email_verifications').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);

    const done = await verify(token!);
    expect(done.statusCode, done.body).toBe(200);
    expect(messageResponseSchema.parse(done.json())).toEqual({ message: MSG.auth.emailVerified });
    expect(currentProfileSchema.parse((await me(user.token)).json()).verified).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: `/api/user/${user.username}` });
    expect(userProfileSchema.parse(profile.json()).verified).toBe(true);

    const again = await verify(token!);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ERR.verifyTokenInvalid);
  });

  it('an expired or unknown link is refused', async () => {
    const user = await signUp(t, {}, { verified: false });
    const [token] = await verifyLinksTo(emailOf(user.username));
    await t.deps.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await verify(token!)).statusCode).toBe(400);
    expect((await verify('not-a-token')).json().message).toBe(ERR.verifyTokenInvalid);
    expect(currentProfileSchema.parse((await me(user.token)).json()).verified).toBe(false);
  });

  it('resend mails a new link while unverified, and is refused once verified', async () => {
    const user = await signUp(t, {}, { verified: false });
    const resend = () => t.app.inject({ method: 'POST', url: '/api/auth/me/verify-email', headers: user.auth });
    const res = await resend();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.auth.verificationSent });
    const tokens = await verifyLinksTo(emailOf(user.username), 2);
    expect((await verify(tokens[1]!)).statusCode).toBe(200);
    // The first link was spent with it.
    expect((await verify(tokens[0]!)).statusCode).toBe(400);
    const after = await resend();
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(ERR.alreadyVerified);
  });

  it('resend needs a signed-in person', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/me/verify-email' })).statusCode).toBe(401);
  });

  it('notification mail goes only to a verified address; nothing else is refused to the unverified', async () => {
    const unverified = await createUser(t, { email_verified_at: null });
    const verified = await createUser(t);
    const fan = await createUser(t, { email_verified_at: null });
    for (const artist of [unverified, verified]) {
      const settings = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/notification-settings',
        headers: artist.auth,
        payload: { like: { email: true } },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const { id } = await createArtwork(t, artist.id);
      const like = await t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: fan.auth });
      expect(like.statusCode).toBe(200);
    }
    expect((await outboxOf(t, unverified.id)).filter((row) => row.channel === 'email')).toEqual([]);
    expect((await outboxOf(t, verified.id)).map((row) => [row.channel, row.kind])).toEqual([['email', 'notification']]);
    // The in-app entry is there all the same.
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/notifications', headers: unverified.auth });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('like');
  });
});

describe('change password', () => {
  const change = (token: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/me/password', headers: bearer(token), payload });

  it('needs the current password', async () => {
    const user = await signUp(t);
    const res = await change(user.token, { currentPassword: 'not my password', password: 'a brand new password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERR.wrongCurrentPassword);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('ends every other session; this one goes on with the fresh token', async () => {
    const user = await signUp(t);
    const otherDevice = (await login(user.username, PASSWORD)).json().access_token as string;
    const res = await change(user.token, { currentPassword: PASSWORD, password: 'a brand new password' });
    expect(res.statusCode, res.body).toBe(200);
    const body = changePasswordResponseSchema.parse(res.json());
    expect(body.message).toBe(MSG.auth.passwordChanged);
    expect((await me(body.access_token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, 'a brand new password')).statusCode).toBe(200);
  });

  it('mails the person that their password was changed, with a way to reset it (issue 35)', async () => {
    const user = await signUp(t);
    const res = await change(user.token, { currentPassword: PASSWORD, password: 'another new password' });
    expect(res.statusCode).toBe(200);
    const email = emailOf(user.username);
    let found: { subject: string; text: string; html: string } | undefined;
    for (let waited = 0; waited < 5000 && !found; waited += 25) {
      const names = (await readdir(t.config.outboxDir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
      const mails = await Promise.all(
        names.map(async (name) => JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8'))),
      );
      found = mails.find((mail) => mail.to === email && mail.subject === 'Your Kala password was changed');
      if (!found) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(found?.text).toContain('/auth/forgot-password');
    expect(found?.text).toMatch(/was changed on .+ IST\./);
    expect(found?.html).toContain('Reset my password');
  });
});

describe('change e-mail', () => {
  const change = (token: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/me/email', headers: bearer(token), payload });

  it('needs the password and a free address', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const wrong = await change(user.token, { email: 'new-address@example.com', currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ERR.wrongCurrentPassword);
    const taken = await change(user.token, { email: emailOf(other.username), currentPassword: PASSWORD });
    expect(taken.statusCode).toBe(409);
  });

  it('the new address is unverified until its own link is opened; old links no longer verify', async () => {
    const user = await signUp(t, {}, { verified: false });
    const [oldToken] = await verifyLinksTo(emailOf(user.username));
    const newEmail = `new-${user.username.toLowerCase()}@example.com`;
    const res = await change(user.token, { email: newEmail.toUpperCase(), currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.auth.emailChanged });
    const profile = currentProfileSchema.parse((await me(user.token)).json());
    expect(profile).toMatchObject({ email: newEmail, verified: false });

    expect((await verify(oldToken!)).statusCode).toBe(400);
    const [newToken] = await verifyLinksTo(newEmail);
    expect((await verify(newToken!)).statusCode).toBe(200);
    expect(currentProfileSchema.parse((await me(user.token)).json()).verified).toBe(true);
  });

  it('the old address gets a notice naming the new one masked, with the way to take the account back', async () => {
    const user = await signUp(t);
    const oldEmail = emailOf(user.username);
    const newEmail = `moved-${user.username.toLowerCase()}@example.net`;
    expect((await change(user.token, { email: newEmail, currentPassword: PASSWORD })).statusCode).toBe(200);
    let notice: { to: string; subject: string; text: string } | undefined;
    for (let waited = 0; waited < 5000 && !notice; waited += 25) {
      const names = (await readdir(t.config.outboxDir)).filter((name) => name.endsWith('.json'));
      const mails = await Promise.all(
        names.map(async (name) => JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8'))),
      );
      notice = mails.find((mail) => mail.to === oldEmail && mail.subject === NOTIFY.mail.emailChangedSubject);
      if (!notice) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(notice?.text).toContain(NOTIFY.mail.emailChangedIntro('m***@example.net'));
    expect(notice?.text).toContain(`${t.config.publicUrl}/auth/forgot-password`);
    expect(notice?.text).not.toContain(newEmail);
  });

  it('a verified person who changes the address is unverified again', async () => {
    const user = await signUp(t);
    const newEmail = `changed-${user.username.toLowerCase()}@example.com`;
    expect((await change(user.token, { email: newEmail, currentPassword: PASSWORD })).statusCode).toBe(200);
    expect(currentProfileSchema.parse((await me(user.token)).json()).verified).toBe(false);
    expect(await verifyLinksTo(newEmail)).toHaveLength(1);
  });
});

// ── Export and delete ────────────────────────────────────────────────────────

let others = 0;
const OTHER = {
  email: 'zed.otherperson@example.com',
  name: 'Zed Otherperson',
  phone: '9000000001',
  location: 'Kohima',
};
const OTHER_SHIPPING = {
  shipping_name: 'Zed Otherperson',
  shipping_address: '9 Other Lane',
  shipping_phone: '+919000000001',
};

/** A person with a bit of everything, and another person they bought from, sold to, talked and commented with. */
async function aPersonWithHistory() {
  const person = await signUp(t);
  others += 1;
  const other = await createUser(t, { ...OTHER, email: `${others}.${OTHER.email}` });
  const mine = await createArtwork(t, person.id, { forSale: true, quantity: 3, title: 'My sold piece' });
  const unsold = await createArtwork(t, person.id, { title: 'My unsold piece' });
  const theirs = await createArtwork(t, other.id, { forSale: true, quantity: 3, title: 'Their piece' });
  const [sale] = await buy(t, other, mine.id);
  await addToCart(t, person, theirs.id);
  const placed = await postCheckout(t, person, { body: { address: '1 My Street' } });
  expect(placed.statusCode, placed.body).toBe(201);
  const [purchase] = placed.json() as { id: string }[];
  // buy() ships to SHIPPING; the other person's own address for this test:
  await t.deps.db.updateTable('orders').set(OTHER_SHIPPING).where('id', '=', sale!.id).execute();
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: person.auth, ...(payload ? { payload } : {}) });
  expect((await post(`/api/auth/likes/${theirs.id}`)).statusCode).toBe(200);
  expect((await post(`/api/auth/comments/${theirs.id}`, { content: 'Lovely work' })).statusCode).toBe(201);
  await post(`/api/auth/wishlist/${theirs.id}`);
  const now = new Date().toISOString();
  await t.deps.db
    .insertInto('chat_messages')
    .values([
      { id: crypto.randomUUID(), sender_id: person.id, receiver_id: other.id, content: 'Hello there', created_at: now },
      { id: crypto.randomUUID(), sender_id: other.id, receiver_id: person.id, content: 'Hi back', created_at: now },
    ])
    .execute();
  return { person, other, mine, unsold, theirs, sale: sale!, purchase: purchase! };
}

describe('export my data', () => {
  it("is a JSON file of the person's own records, holding nothing of anyone else beyond a username", async () => {
    const { person, other, sale, purchase } = await aPersonWithHistory();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me/export', headers: person.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kala-.+\.json"$/);
    const data = res.json();
    expect(data.profile).toMatchObject({ id: person.id, username: person.username, email: emailOf(person.username) });
    expect(data.profile.password_hash).toBeUndefined();
    expect(data.artworks.map((a: { title: string }) => a.title).sort()).toEqual(['My sold piece', 'My unsold piece']);
    expect(data.comments.map((c: { content: string }) => c.content)).toEqual(['Lovely work']);
    expect(data.likes.map((l: { title: string }) => l.title)).toEqual(['Their piece']);
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([purchase.id]);
    expect(data.orders[0].shipping_address).toBe('1 My Street');
    expect(data.sales.map((o: { id: string; buyer_username: string }) => [o.id, o.buyer_username])).toEqual([
      [sale.id, other.username],
    ]);
    expect(data.messages.map((m: { from: string; content: string }) => [m.from, m.content]).sort()).toEqual(
      [
        [person.username, 'Hello there'],
        [other.username, 'Hi back'],
      ].sort(),
    );
    // Nothing of the other person but their username.
    for (const secret of [
      OTHER.email,
      OTHER.name,
      OTHER.phone,
      OTHER.location,
      OTHER_SHIPPING.shipping_address,
      'argon',
    ]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toContain('not-a-real-hash');
  });
});

describe('delete my account', () => {
  const remove = (token: string, payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: bearer(token), payload });
  /** The artist ships the sale and the buyer confirms it arrived: nothing is left open. */
  const deliver = async (
    artist: { auth: Record<string, string> },
    buyer: { auth: Record<string, string> },
    id: string,
  ) => {
    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/sales/${id}`,
      headers: artist.auth,
      payload: { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const arrived = await t.app.inject({
      method: 'POST',
      url: `/api/auth/orders/${id}/delivered`,
      headers: buyer.auth,
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
  };

  it('needs the password', async () => {
    const person = await signUp(t);
    const res = await remove(person.token, { currentPassword: 'not it' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERR.wrongCurrentPassword);
    expect((await me(person.token)).statusCode).toBe(200);
  });

  it('is refused while a sale of theirs is still to ship or hand over', async () => {
    const { person, other, sale } = await aPersonWithHistory();
    const refused = await remove(person.token, { currentPassword: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ERR.openSalesBeforeDelete);
    expect((await me(person.token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/sales/${sale.id}`,
      headers: person.auth,
      payload: { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
    });
    expect((await remove(person.token, { currentPassword: PASSWORD })).statusCode).toBe(409);
    // Delivered: done. (An open purchase of their own does not hold them back: the seller still has the order.)
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/auth/orders/${sale.id}/delivered`, headers: other.auth }))
        .statusCode,
    ).toBe(200);
    expect((await remove(person.token, { currentPassword: PASSWORD })).statusCode).toBe(200);
  });

  it('erases the person, ends every session, keeps orders for the other party as Deleted user', async () => {
    const { person, other, unsold, purchase, sale } = await aPersonWithHistory();
    await deliver(person, other, sale.id);
    const otherDevice = (await login(person.username, PASSWORD)).json().access_token as string;
    const res = await remove(person.token, { currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.auth.accountDeleted });

    for (const token of [person.token, otherDevice]) expect((await me(token)).statusCode).toBe(401);
    expect((await login(person.username, PASSWORD)).statusCode).toBe(401);
    const db = t.deps.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', person.id).executeTakeFirst()).toBeUndefined();
    expect(
      await db.selectFrom('users').select('id').where('email', '=', emailOf(person.username)).executeTakeFirst(),
    ).toBeUndefined();
    expect(await db.selectFrom('artworks').select('id').where('id', '=', unsold.id).executeTakeFirst()).toBeUndefined();

    // The seller still sees the order the person placed, with the buyer shown as Deleted user.
    const sales = await t.app.inject({ method: 'GET', url: '/api/auth/sales', headers: other.auth });
    expect(sales.statusCode).toBe(200);
    const kept = (sales.json().data ?? sales.json()) as { id: string; buyer: { username: string; name: string } }[];
    const order = kept.find((o) => o.id === purchase.id);
    expect(order?.buyer).toMatchObject({ username: MSG.auth.deletedUser, name: MSG.auth.deletedUser });
    expect(JSON.stringify(order)).not.toContain(person.username);
    // The buyer of the person's artwork keeps their order too.
    const orders = await t.app.inject({ method: 'GET', url: '/api/auth/orders', headers: other.auth });
    expect(JSON.stringify(orders.json())).toContain(sale.id);
  });

  it('keeps the artworks that are in an order, for admins only, with their picture on the order; the rest go', async () => {
    const { person, other, mine, unsold, sale } = await aPersonWithHistory();
    // Someone else had the sold piece (it had more copies) in their cart and wishlist.
    const third = await createUser(t);
    await addToCart(t, third, mine.id);
    await t.app.inject({ method: 'POST', url: `/api/auth/wishlist/${mine.id}`, headers: third.auth });
    const admin = await createUser(t, { role: 'admin' });
    await deliver(person, other, sale.id);
    expect((await remove(person.token, { currentPassword: PASSWORD })).statusCode).toBe(200);

    const db = t.deps.db;
    const kept = await db
      .selectFrom('artworks')
      .select(['artist_id', 'for_sale'])
      .where('id', '=', mine.id)
      .executeTakeFirst();
    expect(kept).toEqual({ artist_id: DELETED_USER_ID, for_sale: 0 });
    expect(await db.selectFrom('artworks').select('id').where('id', '=', unsold.id).executeTakeFirst()).toBeUndefined();
    for (const table of ['cart_items', 'wishlist_items'] as const) {
      expect(await db.selectFrom(table).select('artwork_id').where('artwork_id', '=', mine.id).execute()).toEqual([]);
    }
    // Gone for the buyer and for visitors; there for an admin.
    const product = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/artworks/${mine.id}`, ...(headers ? { headers } : {}) });
    expect((await product()).statusCode).toBe(404);
    expect((await product(other.auth)).statusCode).toBe(404);
    const seen = await product(admin.auth);
    expect(seen.statusCode, seen.body).toBe(200);
    // The buyer's order keeps the picture, and no longer links to a page that is gone.
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/auth/orders/${sale.id}`, headers: other.auth })
    ).json();
    expect(order.image).not.toBeNull();
    expect(order.artworkId).toBeNull();
    expect(order.artwork.title).toBe('My sold piece');

    // The account that keeps such artworks is no one: no profile, no login, not in the admin's user list.
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${DELETED_USER_ID}` })).statusCode).toBe(404);
    // Nor a page of artworks, even for an admin, who may see the artworks themselves.
    for (const url of [`/api/users/${DELETED_USER_ID}/artworks`, `/api/artworks/${DELETED_USER_ID}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: admin.auth })).statusCode).toBe(404);
    }
    expect((await login(DELETED_USER_ID, PASSWORD)).statusCode).toBe(401);
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${DELETED_USER_ID}`,
      headers: admin.auth,
    });
    expect(users.statusCode, users.body).toBe(200);
    expect(users.body).not.toContain(`"${DELETED_USER_ID}"`);
    const unsuspend = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${DELETED_USER_ID}/suspension`,
      headers: admin.auth,
    });
    expect(unsuspend.statusCode).toBe(404);
    expect(unsuspend.json().message).not.toMatch(/endpoint/);
    expect((await product(admin.auth)).json().artist.username).toBe(DELETED_USER_ID);
    expect((await product()).statusCode).toBe(404);

    // A second artist's deletion hands their sold work to the same keeper.
    const second = await aPersonWithHistory();
    await deliver(second.person, second.other, second.sale.id);
    expect((await remove(second.person.token, { currentPassword: PASSWORD })).statusCode).toBe(200);
    const keeper = await db
      .selectFrom('artworks')
      .select('artist_id')
      .where('id', '=', second.mine.id)
      .executeTakeFirst();
    expect(keeper?.artist_id).toBe(DELETED_USER_ID);
  });

  it("shows a deleted artist as Deleted user on the buyer's order: its artist and the steps they took", async () => {
    const { person, other, sale } = await aPersonWithHistory();
    await deliver(person, other, sale.id);
    expect((await remove(person.token, { currentPassword: PASSWORD })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: `/api/auth/orders/${sale.id}`, headers: other.auth });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as { artist: { username: string }; timeline: { type: string; actor: unknown }[] };
    expect(order.artist).toEqual({ username: MSG.auth.deletedUser });
    expect(order.timeline.find((step) => step.type === 'shipped')?.actor).toEqual({
      role: 'artist',
      username: MSG.auth.deletedUser,
    });
    expect(order.timeline.find((step) => step.type === 'placed')?.actor).toEqual({
      role: 'buyer',
      username: other.username,
    });
    expect(JSON.stringify(order)).not.toContain(person.username);
  });
});
