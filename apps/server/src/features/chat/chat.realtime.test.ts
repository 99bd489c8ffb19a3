import { type ChatMessageFrame, type ChatServerFrame, ERR, SOCKET } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createRealtime } from '../../plugins/realtime';
import { PASSWORD, type SignedInUser, signUp } from '../auth/auth.fixtures';
import {
  ChatClient,
  type Instance,
  listenForChat,
  onTwoInstances,
  secondInstance,
  uniquePrefix,
  waitUntil,
} from './chat.fixtures';
import { CHAT_MESSAGE_LIMIT } from './chat.socket';
import { ThrowawayRedis } from '../../../test/throwaway-redis';

// Chat across server instances: two apps on one database, fanned out through Redis.

const isMessage = (frame: ChatServerFrame): frame is ChatMessageFrame => frame.type === 'message';
const withContent = (content: string) => (frame: ChatServerFrame) => isMessage(frame) && frame.content === content;

describe('chat across two instances sharing the database and Redis', () => {
  let t: TestApp;
  let second: Instance;
  let firstUrl: string;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:6379', redisChannelPrefix: uniquePrefix() });
    firstUrl = await listenForChat(t.app);
    second = await secondInstance(t);
    alice = await signUp(t);
    bob = await signUp(t);
    await waitUntil(() => t.deps.realtime.isShared() && second.deps.realtime.isShared());
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('a message sent on one instance reaches the receiver and the sender’s tabs on the other', async () => {
    expect(t.deps.realtime.mode).toBe('redis');
    const aliceHere = await ChatClient.connect(firstUrl, alice.token);
    const aliceThere = await ChatClient.connect(second.url, alice.token);
    const bobThere = await ChatClient.connect(second.url, bob.token);

    aliceHere.send({ action: 'message', receiver_id: bob.id, content: 'across instances', client_id: 'c1' });
    const received = await bobThere.next<ChatMessageFrame>(isMessage);
    expect(received).toMatchObject({ sender_id: alice.id, receiver_id: bob.id, content: 'across instances' });
    expect(await aliceThere.next(isMessage)).toEqual({ ...received, client_id: 'c1' });
    expect(await aliceHere.next(isMessage)).toEqual({ ...received, client_id: 'c1' });
    // The accepting instance delivered locally and skipped its own copy from Redis: one echo, not two.
    expect(await aliceHere.untakenAfter(200, isMessage)).toEqual([]);

    bobThere.send({ action: 'typing', receiver_id: alice.id });
    await aliceHere.next((frame) => frame.type === 'typing');
    bobThere.send({ action: 'read', receiver_id: alice.id });
    expect(await aliceHere.next((frame) => frame.type === 'read')).toMatchObject({ sender_id: bob.id });

    for (const client of [aliceHere, aliceThere, bobThere]) client.close();
  });
});

describe('ended sessions close their sockets on every instance at once', () => {
  it('a new password (through the account) or a reset closes the person’s sockets on the other instance, not others’', async () => {
    // A heartbeat far away: only the signal through Redis can close the sockets within the test.
    await onTwoInstances({ chatHeartbeatMs: 600_000 }, async (t, second) => {
      const [alice, bob] = [await signUp(t), await signUp(t)];
      const aliceThere = await ChatClient.connect(second.url, alice.token);
      const bobThere = await ChatClient.connect(second.url, bob.token);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/me/password',
        headers: { authorization: `Bearer ${alice.token}` },
        payload: { currentPassword: PASSWORD, password: 'a brand new password 42' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await aliceThere.closed).toEqual({ code: SOCKET.authFailedCloseCode, reason: ERR.socketAuthFailed });
      expect(bobThere.socket.readyState).toBe(bobThere.socket.OPEN);

      // Deleting the account does the same.
      const bobHere = await ChatClient.connect(await listenForChat(t.app), bob.token);
      const deleted = await second.app.inject({
        method: 'DELETE',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${bob.token}` },
        payload: { currentPassword: PASSWORD },
      });
      expect(deleted.statusCode).toBeLessThan(300);
      expect((await bobHere.closed).code).toBe(SOCKET.authFailedCloseCode);
      expect((await bobThere.closed).code).toBe(SOCKET.authFailedCloseCode);
    });
  });
});

describe("a person's chat message budget across two instances", () => {
  it('messages sent through either instance count against the same window (Redis counters)', async () => {
    await onTwoInstances({ rateLimits: true }, async (t, second) => {
      const firstUrl = await listenForChat(t.app);
      const [alice, bob] = [await signUp(t), await signUp(t)];
      const here = await ChatClient.connect(firstUrl, alice.token);
      const there = await ChatClient.connect(second.url, alice.token);
      for (let i = 0; i < CHAT_MESSAGE_LIMIT.max; i += 1) {
        here.send({ action: 'message', receiver_id: bob.id, content: `here ${i}`, client_id: `h${i}` });
      }
      for (let i = 0; i < CHAT_MESSAGE_LIMIT.max; i += 1) {
        await here.next((frame) => frame.type === 'message' && frame.client_id === `h${i}`);
      }
      there.send({ action: 'message', receiver_id: bob.id, content: 'one too many', client_id: 'over' });
      expect(await there.nextError()).toMatchObject({ code: 'rate_limited', client_id: 'over' });
      here.close();
      there.close();
    });
  });
});

describe('chat when Redis goes away', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;
  let second: Instance;
  let firstUrl: string;
  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    t = await createTestApp({ redisUrl: redis.url, redisChannelPrefix: uniquePrefix() });
    firstUrl = await listenForChat(t.app);
    second = await secondInstance(t);
    await waitUntil(() => t.deps.realtime.isShared() && second.deps.realtime.isShared());
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await redis.kill();
  });

  it('degrades to delivery on the same instance without crashing, and shares again when Redis is back', async () => {
    const [alice, bob, carol, dan] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    const aliceTab = await ChatClient.connect(firstUrl, alice.token);
    const carolTab = await ChatClient.connect(firstUrl, carol.token);
    const bobTab = await ChatClient.connect(second.url, bob.token);
    aliceTab.send({ action: 'message', receiver_id: bob.id, content: 'before the outage' });
    await bobTab.next(isMessage);

    await redis.kill();
    await waitUntil(() => !t.deps.realtime.isShared() && !second.deps.realtime.isShared());

    // Same instance: still live. Other instance: stored, and in the history, but not pushed.
    aliceTab.send({ action: 'message', receiver_id: carol.id, content: 'during the outage' });
    expect((await carolTab.next<ChatMessageFrame>(isMessage)).content).toBe('during the outage');
    aliceTab.send({ action: 'message', receiver_id: bob.id, content: 'bob is elsewhere', client_id: 'c2' });
    expect(await aliceTab.next(withContent('bob is elsewhere'))).toMatchObject({ client_id: 'c2' });
    const history = await second.app.inject({
      method: 'GET',
      url: `/api/auth/chat/history/${alice.id}`,
      headers: bob.auth,
    });
    expect(history.json().map((m: { content: string }) => m.content)).toEqual([
      'before the outage',
      'bob is elsewhere',
    ]);
    // A user who connects during the outage is subscribed once Redis returns.
    const danTab = await ChatClient.connect(second.url, dan.token);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // An instance that starts while Redis is down keeps trying and joins once it is back.
    const late = createRealtime(t.config);
    late.start(t.app.log);

    await redis.restart();
    await waitUntil(() => t.deps.realtime.isShared() && second.deps.realtime.isShared() && late.isShared());
    await late.close();
    aliceTab.send({ action: 'message', receiver_id: dan.id, content: 'after the outage' });
    await danTab.next(withContent('after the outage'));
    aliceTab.send({ action: 'message', receiver_id: bob.id, content: 'welcome back' });
    // Bob never got the message sent while Redis was down pushed (his history has it), only the new one.
    expect((await bobTab.next<ChatMessageFrame>(isMessage)).content).toBe('welcome back');

    for (const client of [aliceTab, carolTab, bobTab, danTab]) client.close();
  });
});

describe('realtime without Redis', () => {
  it('delivers in this process to every listener of the user until it unsubscribes', async () => {
    const realtime = createRealtime({ redisUrl: undefined, redisChannelPrefix: 'unused' });
    expect(realtime.mode).toBe('local');
    const got: string[] = [];
    const stopFirst = await realtime.subscribe('u1', (frame) => got.push(`first:${frame.type}`));
    await realtime.subscribe('u1', (frame) => got.push(`second:${frame.type}`));
    await realtime.subscribe('u2', (frame) => got.push(`other:${frame.type}`));
    realtime.publish('u1', { type: 'typing', action: 'typing', sender_id: 'u2' });
    stopFirst();
    realtime.publish('u1', { type: 'typing', action: 'typing', sender_id: 'u2' });
    expect(got).toEqual(['first:typing', 'second:typing', 'second:typing']);
    expect(realtime.isShared()).toBe(false);
    await realtime.close();
  });
});

describe('chat presence across two instances sharing Redis (decision 0029)', () => {
  it('a socket on one instance shows as Active now to a reader on the other, until it closes', async () => {
    await onTwoInstances({}, async (t, second) => {
      await listenForChat(t.app);
      const alice = await signUp(t);
      const bob = await signUp(t);
      const presenceHere = async () =>
        (
          await t.app.inject({ method: 'GET', url: `/api/auth/chat/presence/${bob.id}`, headers: alice.auth })
        ).json() as { online: boolean; lastSeenAt: string | null };

      expect(await presenceHere()).toEqual({ online: false, lastSeenAt: null });
      // Bob's socket is on the second instance; Alice asks the first.
      const bobThere = await ChatClient.connect(second.url, bob.token);
      expect(await t.deps.realtime.isOnline(bob.id)).toBe(true);
      expect((await presenceHere()).online).toBe(true);

      bobThere.close();
      let online = true;
      for (let i = 0; i < 100 && online; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        online = await t.deps.realtime.isOnline(bob.id);
      }
      expect(online).toBe(false);
      expect((await presenceHere()).lastSeenAt).not.toBeNull();
    });
  });
});
