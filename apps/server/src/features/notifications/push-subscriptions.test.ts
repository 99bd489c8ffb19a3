import { VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { LookupFunction } from '../../lib/public-address';
import { PUSH_SUBSCRIPTIONS_PER_PERSON } from './notifications.repository';
import { browserKeys, outboxDeps, PUSH_RECEIVER_HOST, startPushReceiver } from './outbox.fixtures';
import { PUSH_MAX_FAILURES, processOutbox } from './outbox.worker';
import { createPushSender } from './push-sender';

// Issue 32 finding 3: the server connects to whatever endpoint a browser hands it, so an endpoint is a request
// the server makes on a stranger's behalf. Only public https hosts are taken, their addresses are checked again
// at every send, keys must have a browser's lengths, a person has a handful of subscriptions, and an endpoint
// that keeps failing is dropped.

describe('push subscriptions: what the server agrees to connect to', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://kala.example' });
  });
  afterAll(() => t.close());

  const subscribe = (person: TestUser, endpoint: string, keys: object = browserKeys()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/push-subscriptions',
      headers: person.auth,
      payload: { endpoint, expirationTime: null, keys },
    });
  const endpointsOf = async (person: TestUser) =>
    (
      await t.deps.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', person.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((row) => row.endpoint);

  it('refuses endpoints on this machine, the private network, link-local, reserved ranges and with a user name', async () => {
    const person = await createUser(t);
    const refused = [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1:8443/x',
      'https://localhost/x',
      'https://localhost./x',
      'https://push.localhost/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::]/x',
      'https://2130706433/x',
      'https://0x7f.1/x',
      'https://0x7f000001/x',
      'https://127.1/x',
      'https://017700000001/x',
      'https://0.0.0.0/x',
      'https://10.1.2.3/x',
      'https://172.16.0.1/x',
      'https://192.168.1.1/x',
      'https://100.64.0.1/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://224.0.0.1/x',
      'https://240.0.0.1/x',
      'https://255.255.255.255/x',
      'https://192.0.2.1/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://fcm.googleapis.com@127.0.0.1/x',
      'https://metadata/x',
      'https://printer.local/x',
      'https://db.internal/x',
      'https://router.home.arpa/x',
    ];
    for (const endpoint of refused) {
      const res = await subscribe(person, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().fields, endpoint).toEqual({ endpoint: VALIDATION.notifications.endpointInvalid });
    }
    expect(await endpointsOf(person)).toEqual([]);
    // A public push service is taken (its name is not resolvable here: the check at send time still applies).
    expect((await subscribe(person, 'https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(204);
    expect((await subscribe(person, 'https://[2a00:1450:4001:82b::200a]/x')).statusCode).toBe(204);
    expect((await subscribe(person, 'https://142.250.185.74/x')).statusCode).toBe(204);
  });

  it('refuses keys of lengths no browser gives', async () => {
    const person = await createUser(t);
    const good = browserKeys();
    for (const keys of [
      { p256dh: good.p256dh.slice(0, 40), auth: good.auth },
      { p256dh: `${good.p256dh}AAAA`, auth: good.auth },
      { p256dh: good.p256dh, auth: good.auth.slice(0, 10) },
      { p256dh: good.p256dh, auth: `${good.auth}AAAA` },
      { p256dh: good.p256dh.replace(/^B/, 'A'), auth: good.auth },
    ]) {
      expect((await subscribe(person, 'https://fcm.googleapis.com/fcm/send/k', keys)).statusCode).toBe(400);
    }
    expect(await endpointsOf(person)).toEqual([]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_PERSON} per person: a new browser replaces the oldest, re-subscribing keeps working`, async () => {
    const person = await createUser(t);
    const endpoint = (n: number) => `https://fcm.googleapis.com/fcm/send/browser-${n}`;
    for (let n = 1; n <= 30; n += 1) expect((await subscribe(person, endpoint(n))).statusCode).toBe(204);
    const last = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_PERSON }, (_, i) => endpoint(30 - 4 + i));
    expect(await endpointsOf(person)).toEqual(last);
    // The oldest kept browser refreshes its keys: still 204, still kept, now the newest.
    expect((await subscribe(person, endpoint(26))).statusCode).toBe(204);
    expect(await endpointsOf(person)).toEqual([...last.slice(1), endpoint(26)]);
    // And subscribing it again and again never pushes out the person's other browsers.
    for (let i = 0; i < 10; i += 1) expect((await subscribe(person, endpoint(26))).statusCode).toBe(204);
    expect((await endpointsOf(person)).sort()).toEqual([...last].sort());
  });

  it('checks the address at send time: a name that now resolves to 127.0.0.1 is never connected to, and dropped', async () => {
    const receiver = await startPushReceiver(() => 201);
    try {
      const artist = await createUser(t);
      const fan = await createUser(t);
      // Accepted: the name does not resolve when subscribing (it might have resolved to a public address).
      expect((await subscribe(artist, `${receiver.base}/rebind`)).statusCode).toBe(204);
      // A row stored before endpoints were checked, naming a loopback address outright.
      await t.deps.db
        .insertInto('push_subscriptions')
        .values({
          id: 'legacy-loopback',
          user_id: artist.id,
          endpoint: `${receiver.base.replace(PUSH_RECEIVER_HOST, '127.0.0.1')}/legacy`,
          ...browserKeys(),
          created_at: new Date().toISOString(),
        })
        .execute();
      const { id } = await createArtwork(t, artist.id);
      await t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: fan.auth });
      // By the time of the send, the name points at this machine (DNS rebinding).
      const resolved: string[] = [];
      const rebound: LookupFunction = (host, options, callback) => {
        resolved.push(host);
        if (options.all) return callback(null, [{ address: '127.0.0.1', family: 4 }]);
        callback(null, '127.0.0.1', 4);
      };
      await processOutbox(outboxDeps(t, { push: createPushSender(t.config, { lookup: rebound }) }));
      expect(resolved).toEqual([PUSH_RECEIVER_HOST]);
      expect(receiver.requests).toEqual([]);
      expect(await endpointsOf(artist)).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it(`drops an endpoint after ${PUSH_MAX_FAILURES} failed sends in a row; a success starts the count again`, async () => {
    let failing = true;
    const receiver = await startPushReceiver(() => (failing ? 500 : 201));
    try {
      const artist = await createUser(t);
      expect((await subscribe(artist, `${receiver.base}/flaky`)).statusCode).toBe(204);
      const push = createPushSender(t.config, { agent: receiver.agent });
      const notify = async () => {
        const fan = await createUser(t);
        await t.app.inject({ method: 'POST', url: `/api/auth/${artist.id}/follow`, headers: fan.auth });
        await processOutbox(outboxDeps(t, { push }));
      };
      for (let i = 1; i < PUSH_MAX_FAILURES; i += 1) await notify();
      expect(await endpointsOf(artist)).toEqual([`${receiver.base}/flaky`]);
      failing = false;
      await notify();
      failing = true;
      for (let i = 1; i < PUSH_MAX_FAILURES; i += 1) await notify();
      expect(await endpointsOf(artist)).toEqual([`${receiver.base}/flaky`]);
      await notify();
      expect(await endpointsOf(artist)).toEqual([]);
      expect(receiver.requests).toHaveLength(2 * PUSH_MAX_FAILURES);
    } finally {
      await receiver.close();
    }
  });
});
