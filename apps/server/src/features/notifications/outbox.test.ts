import { NOTIFY } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createMailer } from '../../lib/mailer';
import { buy, SHIPPING } from '../checkout/checkout.fixtures';
import { listOf, outboxOf } from './notifications.fixtures';
import { MESSAGE_MAIL_DELAY_MS, notifyMessage } from './notifications.service';
import { browserKeys, capturingMailer, outboxDeps, startPushReceiver, startSmtpReceiver } from './outbox.fixtures';
import { backoffMs, NOTIFICATION_RETENTION_MS, processOutbox, sweep } from './outbox.worker';
import { createPushSender } from './push-sender';

const later = (ms: number) => new Date(Date.now() + ms);
// createUser's address for a person it made.
const emailOf = (user: TestUser) => `${user.username}@example.com`;

describe('outbox: mail', () => {
  let t: TestApp;
  let artist: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://kala.example' });
    artist = await createUser(t, { name: 'Asha Rao' });
    buyer = await createUser(t, { name: 'Ravi Kumar' });
  });
  afterAll(() => t.close());

  it('retries after an SMTP failure, with backoff, and sends once', async () => {
    const smtp = await startSmtpReceiver();
    try {
      const { id } = await createArtwork(t, artist.id, { forSale: true, price: 100 });
      await buy(t, buyer, id);
      const deps = outboxDeps(t, { mailer: createMailer({ ...t.config, smtpUrl: smtp.url }) });
      smtp.refuseNext(10);
      expect(await processOutbox(deps)).toBe(2); // receipt + sale mail, both refused
      for (const row of [...(await outboxOf(t, buyer.id)), ...(await outboxOf(t, artist.id))]) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.last_error).toContain('451');
        expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 5000);
      }
      expect(smtp.received).toEqual([]);
      // Not due yet: nothing is tried again.
      expect(await processOutbox(deps)).toBe(0);
      smtp.refuseNext(0);
      expect(await processOutbox(deps, later(backoffMs(1) + 1000))).toBe(2);
      expect(await processOutbox(deps, later(24 * 3600_000))).toBe(0);
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received.filter((raw) => raw.includes(NOTIFY.mail.receiptSubject(1)))).toHaveLength(1);
      for (const row of await outboxOf(t, buyer.id)) expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it('two workers racing for the same rows send each mail once', async () => {
    const person = await createUser(t);
    const { id } = await createArtwork(t, artist.id, { forSale: true, price: 100 });
    await buy(t, person, id);
    const mailer = capturingMailer();
    const handles = [t.openSecondHandle(), t.openSecondHandle()];
    try {
      const workers = handles.map((handle) => outboxDeps(t, { db: handle.db, mailer }));
      await Promise.all(workers.map((deps) => processOutbox(deps)));
      expect(mailer.sent.filter((mail) => mail.to === emailOf(person))).toHaveLength(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });

  it('the receipt lists the lines, the total in ₹ with Indian grouping and the address, without unsubscribe', async () => {
    const person = await createUser(t, { name: 'Meera Iyer' });
    const first = await createArtwork(t, artist.id, { forSale: true, price: 125000, quantity: 2, title: 'Monsoon' });
    const [order] = await buy(t, person, first.id, 1);
    const mailer = capturingMailer();
    await processOutbox(outboxDeps(t, { mailer }));
    const receipt = mailer.sent.find((mail) => mail.to === emailOf(person));
    expect(receipt?.subject).toBe(NOTIFY.mail.receiptSubject(1));
    expect(receipt?.headers).toBeUndefined();
    for (const part of [receipt?.html, receipt?.text]) {
      expect(part).toContain('Hello Meera Iyer,');
      expect(part).toContain('Monsoon');
      expect(part).toContain('₹1,25,000');
      expect(part).toContain(SHIPPING.address);
      expect(part).toContain(SHIPPING.pincode);
    }
    expect(receipt?.html).toContain('href="https://kala.example/me/orders"');

    // The artist's sale mail: what sold, where to ship, and a one-click unsubscribe for sales.
    const sale = mailer.sent.find((mail) => mail.to === emailOf(artist));
    expect(sale?.subject).toBe(NOTIFY.mail.saleSubject('Monsoon'));
    expect(sale?.text).toContain(SHIPPING.city);
    expect(sale?.text).toContain('₹1,25,000');
    expect(sale?.html).toContain('href="https://kala.example/me/sales"');
    expect(sale?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(sale?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/kala\.example\/unsubscribe\?token=[^>]+>$/);
    expect(order).toBeDefined();
  });

  it('the file outbox keeps its format and adds the HTML and headers', async () => {
    const person = await createUser(t);
    const { id } = await createArtwork(t, artist.id, { forSale: true, price: 100 });
    await buy(t, person, id);
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    await processOutbox(outboxDeps(t, { mailer: createMailer(t.config) }));
    const files = (await readdir(t.config.outboxDir)).filter((name) => name.endsWith('.json'));
    const mails = await Promise.all(
      files.map(async (name) => JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8'))),
    );
    const receipt = mails.find((mail) => mail.to === emailOf(person));
    expect(receipt).toMatchObject({ subject: NOTIFY.mail.receiptSubject(1), from: 'Kala <no-reply@kala.example>' });
    expect(typeof receipt.text).toBe('string');
    expect(receipt.html).toContain('<html');
  });

  it('a burst of messages becomes one mail; a chat read before it is due sends none', async () => {
    const reader = await createUser(t, { name: 'Kiran' });
    const chatty = await createUser(t);
    const quiet = await createUser(t);
    // A millisecond apart: written within one, they would tie on created_at and their ids (random here) would
    // order them by chance.
    let sentAt = Date.now();
    const say = async (from: TestUser, content: string) => {
      await t.deps.db
        .insertInto('chat_messages')
        .values({
          id: crypto.randomUUID(),
          sender_id: from.id,
          receiver_id: reader.id,
          content,
          client_id: null,
          created_at: new Date(sentAt++).toISOString(),
          read_at: null,
        })
        .execute();
      await notifyMessage(t.deps, from.id, reader.id);
    };
    for (const text of ['one', 'two', 'three']) await say(chatty, text);
    await say(quiet, 'hello');
    expect((await outboxOf(t, reader.id)).filter((row) => row.channel === 'email')).toHaveLength(2);
    // The quiet one's chat is opened (read) before the mail is due.
    await t.app.inject({ method: 'POST', url: `/api/auth/chat/read/${quiet.id}`, headers: reader.auth });
    const mailer = capturingMailer();
    const deps = outboxDeps(t, { mailer });
    expect(await processOutbox(deps)).toBe(0); // not due yet
    await processOutbox(deps, later(MESSAGE_MAIL_DELAY_MS + 1000));
    const mine = mailer.sent.filter((mail) => mail.to === emailOf(reader));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe(NOTIFY.mail.messagesSubject(chatty.username, 3));
    expect(mine[0]?.text).toMatch(/one[\s\S]*two[\s\S]*three/);
    expect((await outboxOf(t, reader.id)).map((row) => row.status).sort()).toEqual(['sent', 'skipped']);
    // After the mail went, a new message starts a new mail.
    await say(chatty, 'four');
    expect((await outboxOf(t, reader.id)).filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('the sweep deletes notifications older than 90 days and keeps the rest', async () => {
    const person = await createUser(t);
    const follower = await createUser(t);
    await t.app.inject({ method: 'POST', url: `/api/auth/${person.id}/follow`, headers: follower.auth });
    const { id } = await createArtwork(t, person.id);
    await t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: follower.auth });
    const old = new Date(Date.now() - NOTIFICATION_RETENTION_MS - 60_000).toISOString();
    await t.deps.db
      .updateTable('notifications')
      .set({ created_at: old })
      .where('recipient_id', '=', person.id)
      .where('type', '=', 'follow')
      .execute();
    await sweep(t.deps.db);
    expect((await listOf(t, person)).map((n) => n.type)).toEqual(['like']);
  });

  it('a type switched off after queueing is not sent', async () => {
    const person = await createUser(t);
    const { id } = await createArtwork(t, person.id, { forSale: true, price: 100 });
    await buy(t, buyer, id);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/notification-settings',
      headers: person.auth,
      payload: { sale: { email: false } },
    });
    const mailer = capturingMailer();
    await processOutbox(outboxDeps(t, { mailer }));
    expect(mailer.sent.filter((mail) => mail.to === emailOf(person))).toEqual([]);
    expect((await outboxOf(t, person.id)).map((row) => row.status)).toEqual(['skipped']);
  });
});

describe('one-click unsubscribe', () => {
  let t: TestApp;
  let artist: TestUser;
  let otherArtist: TestUser;
  let unsubscribeUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    otherArtist = await createUser(t);
    const buyer = await createUser(t);
    for (const seller of [artist, otherArtist]) {
      const { id } = await createArtwork(t, seller.id, { forSale: true, price: 100 });
      await buy(t, buyer, id);
    }
    const mailer = capturingMailer();
    await processOutbox(outboxDeps(t, { mailer }));
    const header = mailer.sent.find((mail) => mail.to === emailOf(artist))?.headers?.['List-Unsubscribe'] ?? '';
    unsubscribeUrl = header.slice(1, -1).replace(t.config.publicUrl, '');
  });
  afterAll(() => t.close());

  const settingsOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/notification-settings', headers: user.auth })).json();

  it('GET shows a confirmation page and changes nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: unsubscribeUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="post"');
    expect(res.body).toContain(NOTIFY.typeLabels.sale);
    expect((await settingsOf(artist)).sale.email).toBe(true);
  });

  it('the one-click POST, without a login, switches off that type for that person only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(NOTIFY.unsubscribe.done(NOTIFY.typeLabels.sale).replaceAll('"', '&quot;'));
    const mine = await settingsOf(artist);
    expect(mine.sale).toEqual({ email: false, push: true });
    expect(mine.order.email).toBe(true);
    expect(mine.message.email).toBe(true);
    expect((await settingsOf(otherArtist)).sale.email).toBe(true);
  });

  it('a token altered to another type or person, or made up, is refused and changes nothing', async () => {
    const token = decodeURIComponent(new URL(unsubscribeUrl, 'http://x').searchParams.get('token') ?? '');
    const [userId, , signature] = token.split('.');
    const forged = [
      `${userId}.order.${signature}`,
      `${otherArtist.id}.sale.${signature}`,
      `${userId}.sale.${'A'.repeat(signature?.length ?? 10)}`,
      'garbage',
      '',
    ];
    for (const bad of forged) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(NOTIFY.unsubscribe.invalid);
    }
    expect((await settingsOf(artist)).order.email).toBe(true);
    expect((await settingsOf(otherArtist)).sale.email).toBe(true);
  });
});

describe('outbox: web push', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://kala.example' });
  });
  afterAll(() => t.close());

  it('sends to every subscribed browser; a 410 from the push service deletes that subscription', async () => {
    const receiver = await startPushReceiver((path) => (path.startsWith('/gone') ? 410 : 201));
    try {
      const artist = await createUser(t);
      const fan = await createUser(t);
      for (const name of ['alive', 'gone']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/push-subscriptions',
          headers: artist.auth,
          payload: { endpoint: `${receiver.base}/${name}/abc`, expirationTime: null, keys: browserKeys() },
        });
        expect(res.statusCode).toBe(204);
      }
      const { id } = await createArtwork(t, artist.id);
      await t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: fan.auth });
      const rows = await outboxOf(t, artist.id);
      expect(rows.map((row) => row.channel)).toEqual(['push']); // likes: no mail by default

      const push = createPushSender(t.config, { agent: receiver.agent });
      await processOutbox(outboxDeps(t, { push }));
      expect(receiver.requests.map((r) => r.path).sort()).toEqual(['/alive/abc', '/gone/abc']);
      // Encrypted (RFC 8291) and signed with our VAPID key (RFC 8292).
      expect(receiver.requests[0]?.headers['content-encoding']).toBe('aes128gcm');
      expect(String(receiver.requests[0]?.headers.authorization)).toContain(`k=${push.publicKey}`);
      const left = await t.deps.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', artist.id)
        .execute();
      expect(left.map((row) => row.endpoint)).toEqual([`${receiver.base}/alive/abc`]);
      expect((await outboxOf(t, artist.id))[0]?.status).toBe('sent');
    } finally {
      await receiver.close();
    }
  });

  it('the push payload carries the entry’s text and the absolute URL to open', async () => {
    const artist = await createUser(t);
    const fan = await createUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/push-subscriptions',
      headers: artist.auth,
      payload: { endpoint: 'https://push.example/x', keys: browserKeys() },
    });
    await t.app.inject({ method: 'POST', url: `/api/auth/${artist.id}/follow`, headers: fan.auth });
    const payloads: unknown[] = [];
    await processOutbox(
      outboxDeps(t, {
        push: {
          publicKey: 'k',
          async send(_target, payload) {
            payloads.push(payload);
            return 'sent';
          },
        },
      }),
    );
    const [entry] = await listOf(t, artist);
    expect(payloads).toEqual([
      {
        title: NOTIFY.push.title,
        body: NOTIFY.text.follow(fan.username),
        url: `https://kala.example/profile/${fan.id}`,
        tag: entry?.id,
        notificationId: entry?.id,
      },
    ]);
  });

  it('the public key is served without a login, and subscriptions are checked and removable', async () => {
    const key = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(key.statusCode).toBe(200);
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const person = await createUser(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/push-subscriptions',
      headers: person.auth,
      payload: { endpoint: 'not a url', keys: browserKeys() },
    });
    expect(bad.statusCode).toBe(400);
    const endpoint = 'https://push.example/remove-me';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/push-subscriptions',
      headers: person.auth,
      payload: { endpoint, keys: browserKeys() },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/push-subscriptions',
      headers: person.auth,
      payload: { endpoint },
    });
    expect(removed.statusCode).toBe(204);
    const left = await t.deps.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', endpoint)
      .execute();
    expect(left).toEqual([]);
  });
});
