import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessageFrame,
  chatMessageSchema,
  conversationSchema,
  ERR,
  MSG,
  SOCKET,
  VALIDATION,
} from '@kala/contract';
import { SignJWT } from 'jose';
import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/database';
import { type SignedInUser, signUp } from '../auth/auth.fixtures';
import { ChatClient, listenForChat } from './chat.fixtures';
import { unreadOf as unreadNotificationsOf } from '../notifications/notifications.fixtures';
import { insertChatMessage } from './chat.repository';
import { sendChatMessage } from './chat.service';
import { CHAT_MESSAGE_LIMIT, CHAT_SOCKETS_PER_PERSON } from './chat.socket';
import { hashPassword } from '../../lib/passwords';
import { setPasswordHash } from '../users/users.repository';
import { down as downChatClientId, up as upChatClientId } from '../../db/migrations/0022-chat-client-id';

const isMessage = (frame: { type: string }): frame is ChatMessageFrame => frame.type === 'message';

/**
 * What a chat screen written to docs/product.md#entities-and-fields and docs/product.md#api-calls by someone else makes
 * of the frames it received, reading only
 * `action`, `sender_id`, `receiver_id` and `content`: 'typing...' when the peer's frame says action 'typing', and a
 * bubble for every frame between the two people ("handled when sender and receiver are the current user and the
 * peer"). It does not stop after the typing check: the spec does not say a typing frame is not a message.
 */
function specChatScreen(frames: Record<string, unknown>[], me: string, peer: string) {
  let typing = false;
  const bubbles: unknown[] = [];
  for (const { action, sender_id, receiver_id, content } of frames) {
    if (action === 'typing' && sender_id === peer) typing = true;
    if ((sender_id === me && receiver_id === peer) || (sender_id === peer && receiver_id === me)) bubbles.push(content);
  }
  return { typing, bubbles };
}

describe('chat socket', () => {
  let t: TestApp;
  let url: string;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const open: ChatClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForChat(t.app);
    alice = await signUp(t);
    bob = await signUp(t);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  const connect = async (user: SignedInUser) => {
    const client = await ChatClient.connect(url, user.token);
    open.push(client);
    return client;
  };
  const storedMessages = () => t.deps.db.selectFrom('chat_messages').selectAll().orderBy('created_at').execute();

  it('delivers a message to the receiver and echoes it to the sender with its client_id', async () => {
    const aliceTab = await connect(alice);
    const bobTab = await connect(bob);
    aliceTab.send({ action: 'message', receiver_id: bob.id, content: '  Hello Bob  ', client_id: 'tmp-1' });

    const received = await bobTab.next<ChatMessageFrame>(isMessage);
    expect(received).toMatchObject({
      type: 'message',
      action: 'message',
      sender_id: alice.id,
      receiver_id: bob.id,
      content: 'Hello Bob',
    });
    expect(new Date(received.timestamp).toISOString()).toBe(received.timestamp);
    expect(received.client_id).toBeUndefined();

    const echo = await aliceTab.next<ChatMessageFrame>(isMessage);
    expect(echo).toEqual({ ...received, client_id: 'tmp-1' });
    const stored = (await storedMessages()).find((row) => row.id === received.id);
    expect(stored).toMatchObject({ content: 'Hello Bob', client_id: 'tmp-1', read_at: null });
  });

  it('every tab of both people gets the message', async () => {
    const [aliceTab1, aliceTab2, bobTab1, bobTab2] = await Promise.all([
      connect(alice),
      connect(alice),
      connect(bob),
      connect(bob),
    ]);
    aliceTab1.send({ action: 'message', receiver_id: bob.id, content: 'to all tabs', client_id: 'tmp-2' });
    const frames = await Promise.all([aliceTab1, aliceTab2, bobTab1, bobTab2].map((tab) => tab.next(isMessage)));
    expect(frames.map((frame) => (frame as ChatMessageFrame).content)).toEqual(Array(4).fill('to all tabs'));
    expect(new Set(frames.map((frame) => (frame as ChatMessageFrame).id)).size).toBe(1);
    expect((frames[1] as ChatMessageFrame).client_id).toBe('tmp-2');
  });

  describe('a message sent again with the same client_id (its acknowledgement was lost) is stored once', () => {
    const isNotification = (frame: { type: string }) => frame.type === 'notification';
    const rowsOf = (senderId: string, clientId: string) =>
      t.deps.db
        .selectFrom('chat_messages')
        .selectAll()
        .where('sender_id', '=', senderId)
        .where('client_id', '=', clientId)
        .execute();
    const messageNotifications = (recipientId: string) =>
      t.deps.db
        .selectFrom('notifications')
        .select(['count'])
        .where('recipient_id', '=', recipientId)
        .where('type', '=', 'message')
        .execute();
    const unreadOf = async (user: SignedInUser) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/chat/unread', headers: user.auth })).json().unread;

    it('the retry, from the tab that reconnected, answers the stored message; the receiver hears of it once', async () => {
      const [asha, ravi] = [await signUp(t), await signUp(t)];
      const ashaBefore = await connect(asha);
      const raviTab = await connect(ravi);
      const frame = { action: 'message', receiver_id: ravi.id, content: 'Namaste', client_id: 'retry-1' };
      ashaBefore.send(frame);
      const received = await raviTab.next<ChatMessageFrame>(isMessage);
      const echo = await ashaBefore.next<ChatMessageFrame>(isMessage);
      expect(echo).toEqual({ ...received, client_id: 'retry-1' });
      await raviTab.next(isNotification);
      // The sending tab never saw the echo (the socket dropped): it reconnects and sends the same frame again.
      ashaBefore.close();
      const ashaAfter = await connect(asha);
      ashaAfter.send(frame);

      expect(await ashaAfter.next<ChatMessageFrame>(isMessage)).toEqual(echo);
      expect(await raviTab.untakenAfter(300, (f) => isMessage(f) || isNotification(f))).toEqual([]);
      expect(await rowsOf(asha.id, 'retry-1')).toHaveLength(1);
      expect(await messageNotifications(ravi.id)).toEqual([{ count: 1 }]);
      expect(await unreadOf(ravi)).toBe(1);
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/auth/chat/history/${asha.id}`,
        headers: ravi.auth,
      });
      expect(history.json().map((m: ChatMessageFrame) => m.id)).toEqual([received.id]);
    });

    it('sent twice at once from two tabs of the sender: one row, one frame to the receiver, the stored message to the sender each time', async () => {
      const [asha, ravi] = [await signUp(t), await signUp(t)];
      const [ashaTab1, ashaTab2, raviTab] = await Promise.all([connect(asha), connect(asha), connect(ravi)]);
      const frame = { action: 'message', receiver_id: ravi.id, content: 'twice at once', client_id: 'retry-2' };
      ashaTab1.send(frame);
      ashaTab2.send(frame);
      ashaTab1.send(frame);

      const received = await raviTab.next<ChatMessageFrame>(isMessage);
      // Every send is answered to every tab of the sender (the first with the new message, the others with it
      // as stored): three echoes per tab, all the one message.
      for (const tab of [ashaTab1, ashaTab2]) {
        for (let i = 0; i < 3; i += 1) {
          expect(await tab.next<ChatMessageFrame>(isMessage)).toEqual({ ...received, client_id: 'retry-2' });
        }
      }
      await raviTab.next(isNotification);
      expect(await raviTab.untakenAfter(300, (f) => isMessage(f) || isNotification(f))).toEqual([]);
      expect(await rowsOf(asha.id, 'retry-2')).toHaveLength(1);
      expect(await messageNotifications(ravi.id)).toEqual([{ count: 1 }]);
      expect(await unreadOf(ravi)).toBe(1);
    });

    it('five sends of one client_id at once, straight into the service (a pool of connections on PostgreSQL): one row', async () => {
      const [asha, ravi] = [await signUp(t), await signUp(t)];
      const raviTab = await connect(ravi);
      const send = () =>
        sendChatMessage(t.deps, {
          senderId: asha.id,
          receiverId: ravi.id,
          content: 'at once',
          clientId: 'retry-3',
        });
      const answers = await Promise.all(Array.from({ length: 5 }, send));
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.timestamp)).size).toBe(1);
      expect(answers.every((answer) => answer.client_id === 'retry-3')).toBe(true);
      expect(await rowsOf(asha.id, 'retry-3')).toHaveLength(1);
      await raviTab.next(isMessage);
      expect(await raviTab.untakenAfter(300, isMessage)).toEqual([]);
    });

    it('the same client_id from two people, or without a client_id, are separate messages', async () => {
      const [asha, ravi] = [await signUp(t), await signUp(t)];
      const [ashaTab, raviTab] = await Promise.all([connect(asha), connect(ravi)]);
      ashaTab.send({ action: 'message', receiver_id: ravi.id, content: 'from asha', client_id: 'same' });
      await raviTab.next(isMessage);
      raviTab.send({ action: 'message', receiver_id: asha.id, content: 'from ravi', client_id: 'same' });
      await ashaTab.next((f) => isMessage(f) && f.sender_id === ravi.id);
      ashaTab.send({ action: 'message', receiver_id: ravi.id, content: 'no id' });
      ashaTab.send({ action: 'message', receiver_id: ravi.id, content: 'no id' });
      const fromAsha = (f: { type: string }) => isMessage(f) && f.sender_id === asha.id;
      expect((await raviTab.next<ChatMessageFrame>(fromAsha)).content).toBe('no id');
      expect((await raviTab.next<ChatMessageFrame>(fromAsha)).content).toBe('no id');
      const rows = await t.deps.db
        .selectFrom('chat_messages')
        .select(['sender_id', 'client_id'])
        .where('sender_id', 'in', [asha.id, ravi.id])
        .execute();
      expect(rows).toHaveLength(4);
    });
  });

  it("says in its 'ready' frame how many messages and notifications are unread, so a client need not ask", async () => {
    const [asha, ravi] = [await signUp(t), await signUp(t)];
    const ashaTab = await connect(asha);
    ashaTab.send({ action: 'message', receiver_id: ravi.id, content: 'Is the frame included?', client_id: 'c-1' });
    await ashaTab.next((frame) => frame.type === 'message');
    // The message's notification is written after the message: counted once it is there.
    await vi.waitFor(async () => expect(await unreadNotificationsOf(t, ravi)).toBe(1));
    const raviTab = ChatClient.open(`${url}?token=${encodeURIComponent(ravi.token)}`);
    open.push(raviTab);
    expect(await raviTab.next((frame) => frame.type === 'ready')).toEqual({
      type: 'ready',
      action: 'ready',
      user_id: ravi.id,
      unread: { messages: 1, notifications: 1 },
    });
    const ashaAgain = ChatClient.open(`${url}?token=${encodeURIComponent(asha.token)}`);
    open.push(ashaAgain);
    expect(await ashaAgain.next((frame) => frame.type === 'ready')).toMatchObject({
      unread: { messages: 0, notifications: 0 },
    });
  });

  it('relays typing to the receiver without storing anything', async () => {
    const aliceTab = await connect(alice);
    const bobTab = await connect(bob);
    const before = (await storedMessages()).length;
    aliceTab.send({ action: 'typing', receiver_id: bob.id });
    expect(await bobTab.next((frame) => frame.type === 'typing')).toEqual({
      type: 'typing',
      action: 'typing',
      sender_id: alice.id,
    });
    expect((await storedMessages()).length).toBe(before);
    expect(await aliceTab.untakenAfter(100, (frame) => frame.type === 'typing')).toEqual([]);
  });

  it('a read frame stores read_at and sends the peer a read receipt', async () => {
    const carol = await signUp(t);
    const aliceTab = await connect(alice);
    const carolTab = await connect(carol);
    aliceTab.send({ action: 'message', receiver_id: carol.id, content: 'seen?' });
    await carolTab.next(isMessage);
    await aliceTab.next(isMessage);

    carolTab.send({ action: 'read', receiver_id: alice.id });
    const receipt = await aliceTab.next((frame) => frame.type === 'read');
    expect(receipt).toMatchObject({ type: 'read', action: 'read', sender_id: carol.id, author_id: alice.id });
    const rows = await t.deps.db.selectFrom('chat_messages').selectAll().where('receiver_id', '=', carol.id).execute();
    expect(rows.map((row) => row.read_at)).toEqual([(receipt as { read_at: string }).read_at]);
    // The reader's own tabs hear it too, so their badges clear.
    await carolTab.next((frame) => frame.type === 'read');
  });

  it('a client written to the spec shows typing, and no bubble for typing frames, read receipts or errors', async () => {
    const asha = await signUp(t);
    const ravi = await signUp(t);
    const ashaTab = await connect(asha);
    const raviTab = await connect(ravi);

    raviTab.send({ action: 'typing', receiver_id: asha.id });
    await ashaTab.next((frame) => frame.type === 'typing');
    ashaTab.send({ action: 'message', receiver_id: ravi.id, content: 'Namaste', client_id: 'tmp-n' });
    await Promise.all([ashaTab.next(isMessage), raviTab.next(isMessage)]);
    ashaTab.send({ action: 'typing', receiver_id: ravi.id });
    await raviTab.next((frame) => frame.type === 'typing');
    raviTab.send({ action: 'read', receiver_id: asha.id });
    await Promise.all([ashaTab.next((frame) => frame.type === 'read'), raviTab.next((frame) => frame.type === 'read')]);
    ashaTab.send({ action: 'message', receiver_id: ravi.id, content: '   ', client_id: 'tmp-blank' });
    await ashaTab.nextError();

    expect(specChatScreen(ashaTab.raw, asha.id, ravi.id)).toEqual({ typing: true, bubbles: ['Namaste'] });
    expect(specChatScreen(raviTab.raw, ravi.id, asha.id)).toEqual({ typing: true, bubbles: ['Namaste'] });
    // Every frame names its kind in the spec's field as well as in Kala's.
    for (const frame of [...ashaTab.raw, ...raviTab.raw]) expect(frame.action).toBe(frame.type);
  });

  it('refuses malformed JSON, unknown actions and receivers, and bad content; the socket carries on', async () => {
    const aliceTab = await connect(alice);
    const bobTab = await connect(bob);
    const before = (await storedMessages()).length;

    aliceTab.send('{not json');
    expect(await aliceTab.nextError()).toEqual({
      type: 'error',
      action: 'error',
      message: ERR.chatInvalidJson,
      code: 'bad_request',
    });
    aliceTab.send({ action: 'delete', receiver_id: bob.id });
    expect(await aliceTab.nextError()).toEqual({
      type: 'error',
      action: 'error',
      message: ERR.chatUnknownAction,
      code: 'bad_request',
    });
    aliceTab.send({ action: 'message', receiver_id: 'no-such-user', content: 'hi', client_id: 'tmp-x' });
    expect(await aliceTab.nextError()).toEqual({
      type: 'error',
      action: 'error',
      message: ERR.notFound('User'),
      code: 'not_found',
      client_id: 'tmp-x',
    });
    aliceTab.send({ action: 'message', receiver_id: bob.id, content: '   ', client_id: 'tmp-empty' });
    expect(await aliceTab.nextError()).toEqual({
      type: 'error',
      action: 'error',
      message: VALIDATION.chat.contentRequired,
      code: 'validation_failed',
      client_id: 'tmp-empty',
    });
    aliceTab.send({ action: 'message', receiver_id: bob.id, content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) });
    expect(await aliceTab.nextError()).toMatchObject({ code: 'validation_failed' });
    aliceTab.send({ action: 'message', receiver_id: alice.id, content: 'note to self' });
    expect(await aliceTab.nextError()).toEqual({
      type: 'error',
      action: 'error',
      message: ERR.cannotMessageSelf,
      code: 'bad_request',
    });
    expect((await storedMessages()).length).toBe(before);
    expect(await bobTab.untakenAfter(50, (frame) => frame.type === 'error')).toEqual([]);

    // Still open and working: a valid message after all that is delivered, a 2000-character one too.
    aliceTab.send({ action: 'message', receiver_id: bob.id, content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) });
    expect((await bobTab.next<ChatMessageFrame>(isMessage)).content).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
  });

  it('a message that cannot be stored is refused with its client_id: the sending tab shows it as not sent', async () => {
    const aliceTab = await connect(alice);
    const deps = t.deps as { db: Db };
    const db = deps.db;
    // The database refuses every write for a moment (full disk, a failover).
    const refuseWrites: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'InsertQueryNode') throw new Error('disk I/O error');
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    deps.db = db.withPlugin(refuseWrites);
    try {
      aliceTab.send({ action: 'message', receiver_id: bob.id, content: 'Lost?', client_id: 'tmp-unstored' });
      expect(await aliceTab.nextError()).toEqual({
        type: 'error',
        action: 'error',
        message: ERR.internal,
        code: 'internal_error',
        client_id: 'tmp-unstored',
      });
    } finally {
      deps.db = db;
    }
    expect((await storedMessages()).some((row) => row.client_id === 'tmp-unstored')).toBe(false);
  });

  it('closes with 4001 and a reason when the token is missing or bad', async () => {
    const missing = ChatClient.open(url);
    expect(await missing.closed).toEqual({ code: SOCKET.authFailedCloseCode, reason: MSG.socket.noAccessToken });
    const bad = ChatClient.open(`${url}?token=not-a-token`);
    expect(await bad.closed).toEqual({ code: SOCKET.authFailedCloseCode, reason: ERR.socketAuthFailed });
    const forged = ChatClient.open(`${url}?token=${alice.token.slice(0, -4)}AAAA`);
    expect((await forged.closed).code).toBe(SOCKET.authFailedCloseCode);
    const twice = ChatClient.open(`${url}?token=a&token=b`);
    expect((await twice.closed).code).toBe(SOCKET.authFailedCloseCode);
    expect(missing.frames).toEqual([]);
  });
});

describe('a chat socket lives no longer than its session', () => {
  const ended = { code: SOCKET.authFailedCloseCode, reason: ERR.socketAuthFailed };
  const newPassword = async (t: TestApp, user: SignedInUser) =>
    setPasswordHash(t.deps.db, user.id, await hashPassword('another password entirely'), new Date().toISOString());
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms, 'still open'))]);

  describe('at each heartbeat', () => {
    let t: TestApp;
    let url: string;
    beforeAll(async () => {
      t = await createTestApp({ chatHeartbeatMs: 100 });
      url = await listenForChat(t.app);
    });
    afterAll(() => t.close());

    it('closes with 4001 once the user has set a new password, and keeps the sockets of others', async () => {
      const [alice, bob] = [await signUp(t), await signUp(t)];
      const aliceTab = await ChatClient.connect(url, alice.token);
      const bobTab = await ChatClient.connect(url, bob.token);
      await newPassword(t, alice);
      expect(await within(aliceTab.closed, 2000)).toEqual(ended);
      expect(bobTab.socket.readyState).toBe(bobTab.socket.OPEN);
      bobTab.close();
    });

    it('closes with 4001 once the token has expired', async () => {
      const alice = await signUp(t);
      const shortLived = await new SignJWT({ uid: alice.id, role: 'user', ver: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(alice.username)
        .setIssuedAt()
        // Whole seconds: +2 leaves it at least one second to connect, even on a busy machine.
        .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      const tab = await ChatClient.connect(url, shortLived);
      expect(await within(tab.closed, 6000)).toEqual(ended);
    });
  });

  it('stores no message sent after the session ended, even before the next heartbeat', async () => {
    const t = await createTestApp();
    try {
      const url = await listenForChat(t.app);
      const [alice, bob] = [await signUp(t), await signUp(t)];
      const tab = await ChatClient.connect(url, alice.token);
      await newPassword(t, alice);
      tab.send({ action: 'message', receiver_id: bob.id, content: 'after the reset', client_id: 'late' });
      expect(await within(tab.closed, 2000)).toEqual(ended);
      const stored = await t.deps.db
        .selectFrom('chat_messages')
        .select('id')
        .where('sender_id', '=', alice.id)
        .execute();
      expect(stored).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('chat history and inbox', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let carol: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t);
    bob = await signUp(t);
    carol = await signUp(t);
  });
  afterAll(() => t.close());

  const get = (user: SignedInUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
  // Messages with times a second apart from a fixed start, alternating direction.
  const seed = async (a: SignedInUser, b: SignedInUser, count: number, startMs: number) => {
    for (let i = 0; i < count; i += 1) {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      await insertChatMessage(t.deps.db, {
        senderId: from.id,
        receiverId: to.id,
        content: `message ${i}`,
        clientId: null,
        createdAt: new Date(startMs + i * 1000).toISOString(),
      });
    }
  };

  it('history answers the newest 50, oldest first, and older pages with before', async () => {
    await seed(alice, bob, 60, Date.UTC(2025, 0, 1));
    const first = await get(alice, `/api/auth/chat/history/${bob.id}`);
    expect(first.statusCode).toBe(200);
    const page = first.json().map((m: unknown) => chatMessageSchema.parse(m));
    expect(page.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `message ${i + 10}`),
    );
    expect(page[0]).toMatchObject({ sender_id: alice.id, receiver_id: bob.id, status: 'sent', read_at: null });
    expect(first.headers.link).toBe(`</api/auth/chat/history/${bob.id}?before=${page[0].id}&limit=50>; rel="next"`);

    const older = await get(bob, `/api/auth/chat/history/${alice.id}?before=${page[0].id}`);
    expect(older.json().map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i}`),
    );
    expect(older.headers.link).toBeUndefined();

    const byTime = await get(alice, `/api/auth/chat/history/${bob.id}?before=2025-01-01T00:00:03Z&limit=2`);
    expect(byTime.json().map((m: { content: string }) => m.content)).toEqual(['message 1', 'message 2']);
  });

  it('history and marking read take the peer by username too, in any case', async () => {
    const lata = await signUp(t);
    const mohan = await signUp(t);
    await seed(mohan, lata, 3, Date.UTC(2025, 4, 1)); // lata has 2 unread from mohan
    const byId = (await get(lata, `/api/auth/chat/history/${mohan.id}`)).json();
    expect(byId).toHaveLength(3);
    for (const peer of [mohan.username, mohan.username.toUpperCase()]) {
      const byUsername = await get(lata, `/api/auth/chat/history/${peer}`);
      expect(byUsername.statusCode).toBe(200);
      expect(byUsername.json()).toEqual(byId);
    }
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/auth/chat/read/${mohan.username}`,
      headers: lata.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ read: 2, unread: 0 });
    const self = await get(lata, `/api/auth/chat/history/${lata.username}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ERR.cannotMessageSelf);
    expect((await get(lata, '/api/auth/chat/history/nobody_here')).statusCode).toBe(404);
  });

  it('history of an unknown peer is 404, of oneself 400, with a bad before 400, signed out 401', async () => {
    expect((await get(alice, '/api/auth/chat/history/no-such-user')).statusCode).toBe(404);
    const self = await get(alice, `/api/auth/chat/history/${alice.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ERR.cannotMessageSelf);
    const bad = await get(alice, `/api/auth/chat/history/${bob.id}?before=not-a-message`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: { before: ERR.chatBeforeInvalid } });
    expect((await get(alice, `/api/auth/chat/history/${bob.id}?limit=101`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/chat/history/${bob.id}` })).statusCode).toBe(401);
  });

  it('the inbox lists each peer with the last message and unread count, newest first', async () => {
    const dave = await signUp(t);
    const erin = await signUp(t);
    const fred = await signUp(t);
    await seed(dave, erin, 3, Date.UTC(2025, 1, 1)); // dave → erin, erin → dave, dave → erin
    await seed(fred, dave, 2, Date.UTC(2025, 1, 2)); // fred → dave, dave → fred (newest)

    const inbox = await get(dave, '/api/auth/chat/conversations');
    expect(inbox.statusCode).toBe(200);
    const conversations = inbox.json().map((c: unknown) => conversationSchema.parse(c));
    expect(conversations.map((c: { peer: { id: string } }) => c.peer.id)).toEqual([fred.id, erin.id]);
    expect(conversations[0]).toMatchObject({ lastMessage: { content: 'message 1', sender_id: dave.id }, unread: 1 });
    expect(conversations[1]).toMatchObject({ lastMessage: { content: 'message 2', sender_id: dave.id }, unread: 1 });

    const erinInbox = (await get(erin, '/api/auth/chat/conversations')).json();
    expect(erinInbox).toHaveLength(1);
    expect(erinInbox[0]).toMatchObject({ peer: { id: dave.id, username: dave.username }, unread: 2 });
    expect((await get(carol, '/api/auth/chat/conversations')).json()).toEqual([]);
  });

  it('marking read over HTTP clears the unread count and badge total', async () => {
    const gita = await signUp(t);
    const hari = await signUp(t);
    const ila = await signUp(t);
    await seed(hari, gita, 3, Date.UTC(2025, 2, 1)); // gita has 2 unread from hari
    await seed(ila, gita, 1, Date.UTC(2025, 2, 2)); // and 1 from ila
    expect((await get(gita, '/api/auth/chat/unread')).json()).toEqual({ unread: 3 });

    const read = await t.app.inject({ method: 'POST', url: `/api/auth/chat/read/${hari.id}`, headers: gita.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ read: 2, unread: 1 });
    expect((await get(gita, '/api/auth/chat/unread')).json()).toEqual({ unread: 1 });
    const history = (await get(hari, `/api/auth/chat/history/${gita.id}`)).json();
    expect(
      history
        .filter((m: { sender_id: string }) => m.sender_id === hari.id)
        .every((m: { read_at: string | null }) => m.read_at !== null),
    ).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: `/api/auth/chat/read/${hari.id}`, headers: gita.auth });
    expect(again.json()).toEqual({ read: 0, unread: 1 });
  });

  it('marking read over HTTP sends the read receipt to the peer socket', async () => {
    const url = await listenForChat(t.app);
    const jaya = await signUp(t);
    const kiran = await signUp(t);
    const kiranTab = await ChatClient.connect(url, kiran.token);
    await seed(kiran, jaya, 1, Date.UTC(2025, 3, 1));
    await t.app.inject({ method: 'POST', url: `/api/auth/chat/read/${kiran.id}`, headers: jaya.auth });
    expect(await kiranTab.next((frame) => frame.type === 'read')).toMatchObject({
      sender_id: jaya.id,
      author_id: kiran.id,
    });
    kiranTab.close();
  });

  it('read of an unknown peer is 404 and of oneself 400', async () => {
    const post = (peer: string) =>
      t.app.inject({ method: 'POST', url: `/api/auth/chat/read/${peer}`, headers: alice.auth });
    expect((await post('no-such-user')).statusCode).toBe(404);
    expect((await post(alice.id)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/chat/unread' })).statusCode).toBe(401);
  });
});

describe('chat socket limits', () => {
  let t: TestApp;
  let url: string;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
    url = await listenForChat(t.app);
    alice = await signUp(t);
    bob = await signUp(t);
  });
  afterAll(() => t.close());

  it(`refuses more than ${CHAT_MESSAGE_LIMIT.max} messages in ${CHAT_MESSAGE_LIMIT.windowMs / 1000} s and stores none of them`, async () => {
    const aliceTab = await ChatClient.connect(url, alice.token);
    for (let i = 0; i <= CHAT_MESSAGE_LIMIT.max; i += 1) {
      aliceTab.send({ action: 'message', receiver_id: bob.id, content: `burst ${i}`, client_id: `b${i}` });
    }
    expect(await aliceTab.nextError()).toEqual({
      type: 'error',
      action: 'error',
      message: ERR.chatTooFast,
      code: 'rate_limited',
      client_id: `b${CHAT_MESSAGE_LIMIT.max}`,
    });
    for (let i = 0; i < CHAT_MESSAGE_LIMIT.max; i += 1) await aliceTab.next(isMessage);
    const stored = await t.deps.db
      .selectFrom('chat_messages')
      .select('content')
      .where('sender_id', '=', alice.id)
      .execute();
    expect(stored).toHaveLength(CHAT_MESSAGE_LIMIT.max);
    // Typing is not counted against the limit.
    const bobTab = await ChatClient.connect(url, bob.token);
    aliceTab.send({ action: 'typing', receiver_id: bob.id });
    await bobTab.next((frame) => frame.type === 'typing');
    aliceTab.close();
    bobTab.close();
  });

  it("counts a person's messages over all their tabs: a second tab does not double the budget", async () => {
    const [carol, dev] = [await signUp(t), await signUp(t)];
    const first = await ChatClient.connect(url, carol.token);
    const second = await ChatClient.connect(url, carol.token);
    const half = CHAT_MESSAGE_LIMIT.max / 2;
    for (let i = 0; i < half; i += 1) {
      first.send({ action: 'message', receiver_id: dev.id, content: `one ${i}`, client_id: `one${i}` });
    }
    for (let i = 0; i < half; i += 1) await first.next(isMessage);
    for (let i = 0; i <= half; i += 1) {
      second.send({ action: 'message', receiver_id: dev.id, content: `two ${i}`, client_id: `two${i}` });
    }
    expect(await second.nextError()).toMatchObject({ code: 'rate_limited', client_id: `two${half}` });
    const stored = await t.deps.db.selectFrom('chat_messages').select('id').where('sender_id', '=', carol.id).execute();
    expect(stored).toHaveLength(CHAT_MESSAGE_LIMIT.max);
    first.close();
    second.close();
  });

  it(`lets a person hold ${CHAT_SOCKETS_PER_PERSON} sockets, closes one more with 1008, and frees a seat when one closes`, async () => {
    const [erin, farah] = [await signUp(t), await signUp(t)];
    const tabs = await Promise.all(
      Array.from({ length: CHAT_SOCKETS_PER_PERSON }, () => ChatClient.connect(url, erin.token)),
    );
    const extra = ChatClient.open(`${url}?token=${encodeURIComponent(erin.token)}`);
    expect(await extra.closed).toEqual({ code: 1008, reason: ERR.socketTooMany });
    expect(extra.frames).toEqual([]);
    // Someone else is not affected.
    const other = await ChatClient.connect(url, farah.token);
    // A closed tab gives its seat back (once the server has seen it close); the open ones still work.
    const closing = tabs.pop()!;
    closing.close();
    await closing.closed;
    const again = await vi.waitFor(() => ChatClient.connect(url, erin.token), { timeout: 2000, interval: 50 });
    again.send({ action: 'message', receiver_id: farah.id, content: 'still here', client_id: 'seat1' });
    expect(await other.next(isMessage)).toMatchObject({ content: 'still here' });
    for (const tab of [...tabs, again, other]) tab.close();
  });
});

// Its own app: a 100 ms heartbeat drops any socket whose pong is late, which on a loaded machine would also drop
// the sockets of the limits tests above.
describe('chat heartbeat', () => {
  let t: TestApp;
  let url: string;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ chatHeartbeatMs: 100 });
    url = await listenForChat(t.app);
    alice = await signUp(t);
    bob = await signUp(t);
  });
  afterAll(() => t.close());

  it('drops a socket that does not answer pings and keeps one that does', async () => {
    const answering = await ChatClient.connect(url, alice.token);
    const silent = await ChatClient.connect(url, bob.token, { autoPong: false });
    const closed = await Promise.race([silent.closed, new Promise((resolve) => setTimeout(resolve, 2000, 'open'))]);
    expect(closed).toMatchObject({ code: 1006 });
    expect(answering.socket.readyState).toBe(answering.socket.OPEN);
    answering.close();
  });
});

describe('chat shutdown', () => {
  it('closes open sockets with 1001 so that clients reconnect', async () => {
    const t = await createTestApp();
    const url = await listenForChat(t.app);
    const alice = await signUp(t);
    const tab = await ChatClient.connect(url, alice.token);
    await t.close();
    expect(await tab.closed).toEqual({ code: 1001, reason: ERR.socketShuttingDown });
  });
});

describe('migration 0022: one message per (sender, client_id)', () => {
  it('keeps the oldest of each duplicate group stored before it, then refuses a second row', async () => {
    const t = await createTestApp();
    try {
      const [alice, bob] = [await signUp(t), await signUp(t)];
      // As a database stood before 0022: no index, and retries stored twice (or three times).
      await downChatClientId(t.deps.db as never);
      const row = (id: string, senderId: string, clientId: string | null, at: string) => ({
        id,
        sender_id: senderId,
        receiver_id: senderId === alice.id ? bob.id : alice.id,
        content: `message ${id}`,
        client_id: clientId,
        created_at: at,
        read_at: null,
        offer_id: null,
      });
      await t.deps.db
        .insertInto('chat_messages')
        .values([
          row('m3', alice.id, 'c1', '2025-01-01T10:00:02.000Z'),
          row('m1', alice.id, 'c1', '2025-01-01T10:00:00.000Z'),
          row('m2', alice.id, 'c1', '2025-01-01T10:00:01.000Z'),
          // Same time: the smaller id is the older.
          row('n2', alice.id, 'c2', '2025-01-01T10:00:00.000Z'),
          row('n1', alice.id, 'c2', '2025-01-01T10:00:00.000Z'),
          // The same client_id from someone else, and messages without one, are not duplicates.
          row('b1', bob.id, 'c1', '2025-01-01T10:00:05.000Z'),
          row('x1', alice.id, null, '2025-01-01T10:00:06.000Z'),
          row('x2', alice.id, null, '2025-01-01T10:00:06.000Z'),
        ])
        .execute();

      await upChatClientId(t.deps.db as never);

      const ids = await t.deps.db.selectFrom('chat_messages').select('id').orderBy('id').execute();
      expect(ids.map((r) => r.id)).toEqual(['b1', 'm1', 'n1', 'x1', 'x2']);
      await expect(
        t.deps.db
          .insertInto('chat_messages')
          .values(row('m4', alice.id, 'c1', '2025-01-02T00:00:00.000Z'))
          .execute(),
      ).rejects.toThrow(/unique/i);
    } finally {
      await t.close();
    }
  });
});
