import { NOTIFY, type NotificationFrame, VALIDATION } from '@kala/contract';
import { HINDI } from '@kala/contract/hi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';
import { buy } from '../checkout/checkout.fixtures';
import { ChatClient, listenForChat } from '../chat/chat.fixtures';
import { listOf, outboxOf, unreadOf } from './notifications.fixtures';
import { LIKE_COLLAPSE_WINDOW_MS, notifyOrderStatus } from './notifications.service';

describe('notifications: each event notifies the right person once', () => {
  let t: TestApp;
  let artist: TestUser;
  let fan: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    fan = await createUser(t);
    other = await createUser(t);
  });
  afterAll(() => t.close());

  const post = (url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });

  it("a like notifies the artist once; liking again or one's own artwork does not", async () => {
    const artist = await createUser(t);
    const { id, title } = await createArtwork(t, artist.id);
    expect((await post(`/api/auth/likes/${id}`, fan)).statusCode).toBe(200);
    await post(`/api/auth/likes/${id}`, fan);
    await post(`/api/auth/likes/${id}`, artist);
    const list = await listOf(t, artist);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'like',
      actor: { id: fan.id, username: fan.username },
      artwork: { id, title },
      orderId: null,
      text: NOTIFY.text.like(fan.username, 1, title),
      readAt: null,
      count: 1,
    });
    expect(await listOf(t, fan)).toEqual([]);
  });

  it('an entry shows its artwork’s main image, read with the entry (issue 21)', async () => {
    const artist = await createUser(t);
    const { id } = await createArtwork(t, artist.id, { images: 3 });
    const plain = await createArtwork(t, artist.id, { images: 1 });
    await post(`/api/auth/likes/${id}`, fan);
    await post(`/api/auth/likes/${plain.id}`, fan);
    const detail = async (artworkId: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/artworks/${artworkId}` })).json();
    const list = await listOf(t, artist);
    expect(list.map((entry) => entry.artwork?.image)).toEqual([
      (await detail(plain.id)).images[0],
      (await detail(id)).images[0],
    ]);
    expect(list[1]?.artwork?.image).not.toEqual((await detail(id)).images[1]);
  });

  it('likes on one artwork within the window collapse into one entry naming the latest liker', async () => {
    const artist = await createUser(t);
    const { id, title } = await createArtwork(t, artist.id);
    const likers = [fan, other, await createUser(t), await createUser(t)];
    for (const liker of likers) await post(`/api/auth/likes/${id}`, liker);
    const list = await listOf(t, artist);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ count: 4, actor: { id: likers[3]?.id } });
    expect(list[0]?.text).toBe(`${likers[3]?.username} and 3 others liked "${title}"`);
    expect(await unreadOf(t, artist)).toBe(1);
    // Asked in Hindi, the sentence is made in Hindi (a translation of the English one could not read "3 others").
    const inHindi = await t.app.inject({
      method: 'GET',
      url: '/api/auth/notifications',
      headers: { ...artist.auth, 'accept-language': 'hi' },
    });
    expect(inHindi.json()[0].text).toBe(HINDI.NOTIFY.text.like(likers[3]?.username ?? '', 4, title));
  });

  it('a like after the window, or after the entry was read, starts a new entry', async () => {
    const artist = await createUser(t);
    const { id } = await createArtwork(t, artist.id);
    await post(`/api/auth/likes/${id}`, fan);
    // The open entry is older than the window.
    const old = new Date(Date.now() - LIKE_COLLAPSE_WINDOW_MS - 1000).toISOString();
    await t.deps.db
      .updateTable('notifications')
      .set({ created_at: old })
      .where('recipient_id', '=', artist.id)
      .execute();
    await post(`/api/auth/likes/${id}`, other);
    expect((await listOf(t, artist)).map((n) => n.count)).toEqual([1, 1]);
    await post('/api/auth/notifications/read', artist, {});
    const third = await createUser(t);
    await post(`/api/auth/likes/${id}`, third);
    const list = await listOf(t, artist);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ actor: { id: third.id }, count: 1, readAt: null });
  });

  it('a comment and a review notify the artist; the artist’s own comment does not', async () => {
    const artist = await createUser(t);
    const { id, title } = await createArtwork(t, artist.id, { forSale: true, price: 500 });
    expect((await post(`/api/auth/comments/${id}`, fan, { content: 'Lovely' })).statusCode).toBe(201);
    expect((await post(`/api/auth/comments/${id}`, artist, { content: 'Thanks!' })).statusCode).toBe(201);
    expect(
      (await post('/api/auth/reviews', other, { artworkId: id, rating: 5, comment: 'Beautiful work' })).statusCode,
    ).toBe(201);
    const list = await listOf(t, artist);
    expect(list.map((n) => [n.type, n.actor?.id, n.text])).toEqual([
      ['review', other.id, NOTIFY.text.review(other.username, title)],
      ['comment', fan.id, NOTIFY.text.comment(fan.username, title)],
    ]);
  });

  it('a new follower notifies once; following again does not', async () => {
    const person = await createUser(t);
    expect((await post(`/api/auth/${person.id}/follow`, fan)).statusCode).toBe(200);
    await post(`/api/auth/${person.id}/follow`, fan);
    const list = await listOf(t, person);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'follow', actor: { id: fan.id }, text: NOTIFY.text.follow(fan.username) });
  });

  it('an order notifies the artist of the sale and queues the buyer’s receipt once', async () => {
    const artist = await createUser(t);
    const buyer = await createUser(t);
    const { id, title } = await createArtwork(t, artist.id, { forSale: true, price: 1500, quantity: 3 });
    const [order] = await buy(t, buyer, id, 2);
    const list = await listOf(t, artist);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'sale',
      actor: { id: buyer.id },
      artwork: { id },
      orderId: order?.id,
      text: NOTIFY.text.sale(buyer.username, title, 2),
    });
    expect(await listOf(t, buyer)).toEqual([]);
    const receipts = (await outboxOf(t, buyer.id)).filter((row) => row.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    // The artist's sale mail is on by default.
    expect((await outboxOf(t, artist.id)).map((row) => [row.channel, row.kind])).toEqual([['email', 'notification']]);
  });

  it('an order status change notifies the buyer, not when the buyer made it', async () => {
    const artist = await createUser(t);
    const buyer = await createUser(t);
    const { id, title } = await createArtwork(t, artist.id, { forSale: true, price: 700 });
    const [order] = await buy(t, buyer, id);
    if (!order) throw new Error('no order');
    await notifyOrderStatus(t.deps, order, 'shipped', artist.id);
    await notifyOrderStatus(t.deps, order, 'cancelled', buyer.id);
    const list = await listOf(t, buyer);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'order', orderId: order.id, text: NOTIFY.text.order('shipped', title) });
  });

  it('nobody is notified of an event on an unknown artwork or order', async () => {
    const before = await t.deps.db.selectFrom('notifications').select('id').execute();
    await notifyOrderStatus(t.deps, { id: newId() }, 'paid', artist.id);
    expect((await post(`/api/auth/likes/${newId()}`, fan)).statusCode).toBe(404);
    expect(await t.deps.db.selectFrom('notifications').select('id').execute()).toHaveLength(before.length);
  });
});

describe('notifications: list, read and settings', () => {
  let t: TestApp;
  let me: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    me = await createUser(t);
    stranger = await createUser(t);
    // Five entries: five people follow me.
    for (let i = 0; i < 5; i += 1) {
      const follower = await createUser(t);
      await t.app.inject({ method: 'POST', url: `/api/auth/${me.id}/follow`, headers: follower.auth });
    }
  });
  afterAll(() => t.close());

  it('pages newest first with limit and cursor, the next page in the Link header', async () => {
    const all = await listOf(t, me);
    expect(all).toHaveLength(5);
    const seen: string[] = [];
    let url: string | null = '/api/auth/notifications?limit=2';
    while (url) {
      const current: string = url;
      const res = await t.app.inject({ method: 'GET', url: current, headers: me.auth });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((n: { id: string }) => n.id));
      const link: string = String(res.headers.link ?? '');
      url = /<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null;
    }
    expect(seen).toEqual(all.map((n) => n.id));
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/notifications?cursor=nope', headers: me.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('marks some read, ignores others’ ids, then all; the unread count follows', async () => {
    const all = await listOf(t, me);
    expect(await unreadOf(t, me)).toBe(5);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/notifications/read',
      headers: me.auth,
      payload: { ids: [all[0]?.id, all[1]?.id] },
    });
    expect(res.json()).toEqual({ read: 2, count: 3 });
    // Someone else cannot mark my entries.
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/auth/notifications/read',
      headers: stranger.auth,
      payload: { ids: [all[2]?.id] },
    });
    expect(theirs.json()).toEqual({ read: 0, count: 0 });
    expect(await unreadOf(t, me)).toBe(3);
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/notifications/read',
      headers: me.auth,
      payload: {},
    });
    expect(rest.json()).toEqual({ read: 3, count: 0 });
    expect((await listOf(t, me)).every((n) => n.readAt !== null)).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/notifications/read',
      headers: me.auth,
      payload: { ids: 'all' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ ids: VALIDATION.notifications.idsInvalid });
  });

  it('settings start at the defaults, change per type and channel, and refuse unknown types', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/auth/notification-settings', headers: me.auth });
    expect((await get()).json()).toMatchObject({
      like: { email: false, push: true },
      follow: { email: false },
      comment: { email: false },
      order: { email: true },
      sale: { email: true },
      message: { email: true },
      review: { email: true },
    });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/auth/notification-settings', headers: me.auth, payload });
    const res = await patch({ follow: { email: true }, sale: { push: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ follow: { email: true, push: true }, sale: { email: true, push: false } });
    expect((await get()).json()).toEqual(res.json());
    expect((await patch({ follows: { email: true } })).statusCode).toBe(400);
    expect((await patch({ like: { email: 'yes' } })).statusCode).toBe(400);
    // Another person's settings did not move.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/auth/notification-settings',
      headers: stranger.auth,
    });
    expect(theirs.json().follow).toEqual({ email: false, push: true });
  });

  it('queues mail only for the types switched on', async () => {
    const person = await createUser(t);
    const follower = await createUser(t);
    await t.app.inject({ method: 'POST', url: `/api/auth/${person.id}/follow`, headers: follower.auth });
    // follow: e-mail off by default, and no browser subscribed for push.
    expect(await outboxOf(t, person.id)).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/notification-settings',
      headers: person.auth,
      payload: { comment: { email: true } },
    });
    const { id } = await createArtwork(t, person.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/comments/${id}`,
      headers: follower.auth,
      payload: { content: 'Wow' },
    });
    expect((await outboxOf(t, person.id)).map((row) => [row.channel, row.kind])).toEqual([['email', 'notification']]);
  });
});

describe('notifications: live frames and chat messages', () => {
  let t: TestApp;
  let url: string;
  let artist: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForChat(t.app);
    artist = await createUser(t);
    fan = await createUser(t);
  });
  afterAll(() => t.close());

  const isNotification = (frame: { type: string }): frame is NotificationFrame => frame.type === 'notification';

  it('a new notification reaches the recipient’s socket at once', async () => {
    const socket = await ChatClient.connect(url, artist.token);
    const { id } = await createArtwork(t, artist.id);
    await t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: fan.auth });
    const frame = await socket.next<NotificationFrame>(isNotification);
    expect(frame).toMatchObject({ action: 'notification', notification: { type: 'like', artwork: { id } } });
    socket.close();
  });

  it('messages from one person collapse while unread; reading the chat reads the entry and says so live', async () => {
    const sender = await ChatClient.connect(url, fan.token);
    const receiver = await ChatClient.connect(url, artist.token);
    sender.send({ action: 'message', receiver_id: artist.id, content: 'Hello' });
    sender.send({ action: 'message', receiver_id: artist.id, content: 'Is it still for sale?' });
    await receiver.next((f) => isNotification(f) && f.notification.count === 2);
    const [entry] = (await listOf(t, artist)).filter((n) => n.type === 'message');
    expect(entry).toMatchObject({ actor: { id: fan.id }, count: 2, text: NOTIFY.text.message(fan.username, 2) });
    // Nothing for the sender.
    expect((await listOf(t, fan)).filter((n) => n.type === 'message')).toEqual([]);

    // The chat is open on the receiver's screen: it reads what arrived.
    receiver.send({ action: 'read', receiver_id: fan.id });
    const update = await receiver.next<NotificationFrame>((f) => isNotification(f) && f.notification.readAt !== null);
    expect(update.notification.id).toBe(entry?.id);
    expect((await listOf(t, artist)).find((n) => n.id === entry?.id)?.readAt).not.toBeNull();
    // The queued mail and push of that entry are dropped when their turn comes (outbox.test.ts).
    sender.close();
    receiver.close();
  });
});
