import type {} from '@fastify/websocket';
import {
  type ChatClientFrame,
  chatClientFrameSchema,
  type ChatErrorFrame,
  type ChatServerFrame,
  ERR,
  type ErrorCode,
  MSG,
  SOCKET,
  type UnreadCounts,
} from '@kala/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebSocket } from 'ws';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { inBackground } from '../../lib/background';
import { ThrottledWarning } from '../../lib/logging';
import { isBadData } from '../../plugins/errors';
import { type AuthUser, queryToken } from '../../plugins/auth';
import { blockBetween } from '../blocks/blocks.repository';
import { AppError } from '../../lib/errors';
import { answerOffer, makeOffer } from '../offers/offers.service';
import { countUnread as countUnreadNotifications } from '../notifications/notifications.repository';
import { countUnread as countUnreadMessages, findChatPeer, markSeen } from './chat.repository';
import { markChatRead, sendChatMessage, tellPresenceChanged } from './chat.service';

// The chat WebSocket, /api/auth/chat/ws?token=<access token>.
//
// Client frames: {action: 'message' | 'typing' | 'read', receiver_id, content?, client_id?} (contract chat.ts).
// Server frames: ready, message, typing, read, error, each naming its kind as `action` (the spec's field) and
// `type` (contract chat.ts). A refused frame gets an error frame on that socket only;
// the socket stays open. Close codes: 4001 no or bad token (the client does not retry), 1001 server shutting
// down (the client reconnects, possibly to another instance), 1011 the token could not be checked, 1008 the person
// already has CHAT_SOCKETS_PER_PERSON sockets open on this instance.
// A socket lives no longer than its session: its token is checked again before each message is stored and at
// every heartbeat, and a token that has expired, or whose user has set a new password or is gone, closes it
// with 4001 like a bad token.

/**
 * Messages a person may send per window, counted over all their tabs and, with Redis, all instances; more are
 * refused with an error frame and not stored.
 */
export const CHAT_MESSAGE_LIMIT = { max: 20, windowMs: 10_000 };
/**
 * Sockets one person may hold open on one instance: a tab each (every signed-in page keeps one for the unread
 * count), far more than anyone keeps open, and a bound on what one account can make an instance hold (a
 * subscription, a heartbeat and a session check each). Another is closed with 1008; its client retries a few
 * times, then says 'Max reconnection attempts reached' with a Reconnect button.
 */
export const CHAT_SOCKETS_PER_PERSON = 20;
/** Read frames and refused frames per window (each costs a database write or an error reply). */
const CHAT_OTHER_FRAME_LIMIT = { max: 60, windowMs: 10_000 };
/** Typing is relayed at most this often per receiver; the spec's indicator lasts 2 s, so 1 s keeps it lit. */
const TYPING_RELAY_MS = 1000;
/** A socket's malformed frames are logged at most this often (with a count of the others). */
const BAD_FRAME_LOG_MS = 10_000;
/** Frames waiting for earlier ones of the same socket (they run one at a time, in order). */
const MAX_QUEUED_FRAMES = 50;
/** A socket that does not read what we send is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Receivers a socket remembers as existing (saves a lookup per typing frame). */
const KNOWN_RECEIVERS_MAX = 256;
/** After the 1001 close, sockets whose client does not answer are cut. */
const SHUTDOWN_GRACE_MS = 2000;

const ACTIONS: ReadonlySet<string> = new Set([
  'message',
  'typing',
  'read',
  'offer',
  'offer_accept',
  'offer_decline',
  'offer_counter',
] satisfies ChatClientFrame['action'][]);

type OfferFrame = Extract<ChatClientFrame, { action: 'offer' | 'offer_accept' | 'offer_decline' | 'offer_counter' }>;

interface ChatConnection {
  socket: WebSocket;
  session: ChatSession;
  /** Answered the last ping. */
  alive: boolean;
}

export const chatSocketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { realtime, config } = deps;
  realtime.start(app.log);
  // Per person, not per socket: a second tab (or a second instance) does not double the budget. The counters
  // are @fastify/rate-limit's, shared through Redis like the HTTP limits (lib/rate-limit.ts). The key is the
  // user the socket's token named (set on its upgrade request once checked).
  const messageLimit: MessageLimit | null = config.rateLimits
    ? app.createRateLimit({
        max: CHAT_MESSAGE_LIMIT.max,
        timeWindow: CHAT_MESSAGE_LIMIT.windowMs,
        keyGenerator: (request) => `chat-message:${request.user?.id}`,
      })
    : null;
  const connections = new Set<ChatConnection>();
  // Signed-in sockets per person on this instance (CHAT_SOCKETS_PER_PERSON).
  const openPerPerson = new Map<string, number>();
  const seats: SocketSeats = {
    take(userId) {
      const open = openPerPerson.get(userId) ?? 0;
      if (open >= CHAT_SOCKETS_PER_PERSON) return null;
      openPerPerson.set(userId, open + 1);
      return { first: open === 0 };
    },
    give(userId) {
      const open = (openPerPerson.get(userId) ?? 1) - 1;
      if (open > 0) openPerPerson.set(userId, open);
      else openPerPerson.delete(userId);
      return open <= 0;
    },
  };

  // One timer for all sockets: a socket that did not answer the previous ping is dead (a laptop lid closed, a
  // network gone) and is dropped, which also frees its subscription. The others have their session checked.
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      connection.session.recheck();
    }
  }, config.chatHeartbeatMs);
  heartbeat.unref();

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const { socket } of connections) socket.close(1001, ERR.socketShuttingDown);
    const cut = setTimeout(() => {
      for (const { socket } of connections) socket.terminate();
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await realtime.close();
  });

  app.get(
    '/api/auth/chat/ws',
    {
      websocket: true,
      // The token comes in the query (browsers cannot set headers on a WebSocket) and is checked below, after
      // the upgrade: an HTTP 401 would look like a network failure and make the client retry.
      config: { auth: 'socket' },
      // A repeated or odd token parameter counts as none (4001), never as an HTTP 400 the client would retry.
      schema: { tags: ['chat'], querystring: z.object({ token: z.string().optional().catch(undefined) }) },
    },
    (socket, request) => {
      // @fastify/websocket's own shutdown closes the sockets it tracks without a code, before our preClose runs;
      // this route tracks its sockets itself and closes them with 1001 so that clients reconnect.
      app.websocketServer.clients.delete(socket);
      const session = new ChatSession(socket, request, deps, messageLimit, seats, config.rateLimits);
      const connection: ChatConnection = { socket, session, alive: true };
      connections.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        connections.delete(connection);
        session.end();
      });
      // Read from the URL as sent: only a `token` spelled so counts (plugins/auth.ts).
      session.begin(queryToken(request.url) ?? undefined);
    },
  );
};

/**
 * @fastify/rate-limit's limiter: counts one message of the request's user. `isAllowed` means allow-listed (never
 * counted); `isExceeded` that the window's budget is spent.
 */
type MessageLimit = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean }>;

/**
 * The count of a person's open sockets on this instance: `take` answers null when they have all they may, and
 * whether this is their first one here; `give` whether that was their last one here.
 */
interface SocketSeats {
  take(userId: string): { first: boolean } | null;
  give(userId: string): boolean;
}

/** One socket: who it is, its limits, and its frames processed one at a time in arrival order. */
class ChatSession {
  private user: AuthUser | null = null;
  private token: string | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private ended = false;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  /** The user whose seat this socket holds (SocketSeats), until it ends. */
  private seated: string | null = null;
  private readonly otherFrames: WindowLimiter | null;
  private readonly log: FastifyBaseLogger;
  private readonly badFrames: ThrottledWarning;
  private readonly lastTypingRelay = new Map<string, number>();
  private readonly knownReceivers = new Set<string>();

  constructor(
    private readonly socket: WebSocket,
    private readonly request: FastifyRequest,
    private readonly deps: AppDeps,
    private readonly messageLimit: MessageLimit | null,
    private readonly seats: SocketSeats,
    rateLimits: boolean,
  ) {
    this.log = request.log;
    this.badFrames = new ThrottledWarning(this.log, 'chat: refused a malformed frame', BAD_FRAME_LOG_MS);
    this.otherFrames = rateLimits
      ? new WindowLimiter(CHAT_OTHER_FRAME_LIMIT.max, CHAT_OTHER_FRAME_LIMIT.windowMs)
      : null;
    // Listening starts now: frames that arrive while the token is being checked wait in the queue.
    socket.on('message', (data, isBinary) => this.enqueue(data, isBinary));
  }

  begin(token: string | undefined): void {
    this.queue = this.authenticate(token).catch((error: unknown) => {
      this.log.error({ err: error }, 'chat: could not authenticate a socket');
      this.close(1011, ERR.internal);
    });
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.badFrames.flush();
    const unsubscribed = this.unsubscribe?.();
    this.unsubscribe = null;
    const userId = this.seated;
    this.seated = null;
    if (!userId) return;
    const last = this.seats.give(userId);
    inBackground(this.notePresence(userId, last, unsubscribed));
  }

  /**
   * Presence (decision 0029): when the person was last here ('Active 5 min ago') is written at each socket's start
   * and end, and the people they talk with hear of it when their first socket here opens or their last one closes:
   * after the write and after other instances stopped counting this socket, so that asking again shows the change.
   */
  private async notePresence(userId: string, changed: boolean, unsubscribed?: Promise<void>): Promise<void> {
    try {
      await Promise.all([markSeen(this.deps.db, userId), unsubscribed]);
      if (changed) await tellPresenceChanged(this.deps, userId);
    } catch (error) {
      this.log.warn({ err: error }, 'chat: could not note or tell that a person came or went');
    }
  }

  private async authenticate(token: string | undefined): Promise<void> {
    if (!token) return this.close(SOCKET.authFailedCloseCode, MSG.socket.noAccessToken);
    const user = await this.deps.tokens.verify(token);
    if (!user) return this.close(SOCKET.authFailedCloseCode, ERR.socketAuthFailed);
    if (this.ended) return;
    const seat = this.seats.take(user.id);
    if (!seat) return this.close(1008, ERR.socketTooMany);
    this.seated = user.id;
    this.user = user;
    this.token = token;
    // Who the socket is, for the per-person message limit.
    this.request.user = user;
    const unsubscribe = await this.deps.realtime.subscribe(user.id, (frame) =>
      // Their sessions ended somewhere (endSessions): this socket's token is checked now, not at the next heartbeat.
      frame.type === 'sessions-ended' ? this.recheck() : this.send(frame),
    );
    // The socket may have closed while we subscribed.
    if (this.ended) return unsubscribe();
    this.unsubscribe = unsubscribe;
    inBackground(this.notePresence(user.id, seat.first));
    const unread = await this.unreadCounts(user.id);
    if (this.ended) return;
    this.send({ type: 'ready', action: 'ready', user_id: user.id, ...(unread ? { unread } : {}) });
  }

  /**
   * The badges' counts for the 'ready' frame, counted once subscribed (anything later comes as a frame), so that a
   * client sets its badges from the frame instead of asking for them again; none when the database cannot answer.
   */
  private async unreadCounts(userId: string): Promise<UnreadCounts | null> {
    try {
      const [messages, notifications] = await Promise.all([
        countUnreadMessages(this.deps.db, userId),
        countUnreadNotifications(this.deps.db, userId),
      ]);
      return { messages, notifications };
    } catch (error) {
      this.log.warn({ err: error }, 'chat: could not count the badges for a ready frame');
      return null;
    }
  }

  /**
   * Checks the socket's token again, in its turn after the frames before it: closes the socket with 4001 when the
   * session has ended (expired, a new password, the user gone). A database that cannot answer keeps it open.
   */
  recheck(): void {
    this.queue = this.queue
      .then(async () => {
        if (!this.token || this.ended) return;
        if (!(await this.deps.tokens.verify(this.token))) this.endSession();
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'chat: could not check a socket’s session again'));
  }

  /** The session behind the socket has ended: nothing more is handled and the client does not retry. */
  private endSession(): void {
    this.end();
    this.close(SOCKET.authFailedCloseCode, ERR.socketAuthFailed);
  }

  private enqueue(data: WebSocket.RawData, isBinary: boolean): void {
    if (this.queued >= MAX_QUEUED_FRAMES) {
      this.sendError(ERR.chatTooFast, 'rate_limited');
      return;
    }
    this.queued += 1;
    this.queue = this.queue
      .then(() => (this.user && !this.ended ? this.handle(this.user, data, isBinary) : undefined))
      .catch((error: unknown) => {
        // Input PostgreSQL refuses (a NUL character in an id): the client's fault, answered as the routes do.
        if (isBadData(error)) {
          this.badFrames.warn('the database refused a value');
          return this.sendError(ERR.badRequest, 'bad_request', clientIdOf(data, isBinary));
        }
        this.log.error({ err: error }, 'chat: a frame failed');
        // With the frame's client_id, or the sending tab would show its message as 'sending' for good.
        this.sendError(ERR.internal, 'internal_error', clientIdOf(data, isBinary));
      })
      .finally(() => {
        this.queued -= 1;
      });
  }

  private async handle(user: AuthUser, data: WebSocket.RawData, isBinary: boolean): Promise<void> {
    let raw: unknown;
    try {
      if (isBinary) throw new Error('binary frame');
      raw = JSON.parse(rawText(data));
    } catch {
      this.badFrames.warn(isBinary ? 'binary frame' : 'not JSON');
      if (this.refusedTooOften()) return;
      return this.sendError(ERR.chatInvalidJson, 'bad_request');
    }
    const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    // A refused message names its client_id, so the sending tab can mark its copy as failed.
    const clientId = typeof record.client_id === 'string' ? record.client_id : undefined;
    if (typeof record.action !== 'string' || !ACTIONS.has(record.action)) {
      this.badFrames.warn('unknown action');
      if (this.refusedTooOften()) return;
      return this.sendError(ERR.chatUnknownAction, 'bad_request');
    }
    const parsed = chatClientFrameSchema.safeParse(raw);
    if (!parsed.success) {
      this.badFrames.warn('invalid fields');
      if (this.refusedTooOften()) return;
      return this.sendError(parsed.error.issues[0]?.message ?? ERR.badRequest, 'validation_failed', clientId);
    }
    const frame = parsed.data;

    if (frame.action === 'typing') {
      // Throttled, not refused: a typing signal comes with every keystroke.
      const now = Date.now();
      if (now - (this.lastTypingRelay.get(frame.receiver_id) ?? 0) < TYPING_RELAY_MS) return;
      if (this.lastTypingRelay.size >= KNOWN_RECEIVERS_MAX) this.lastTypingRelay.clear();
      this.lastTypingRelay.set(frame.receiver_id, now);
      if (!(await this.checkReceiver(user, frame.receiver_id))) return;
      // A block either way: dropped without a word (the message itself is what gets the error).
      if (await blockBetween(this.deps.db, user.id, frame.receiver_id)) return;
      this.deps.realtime.publish(frame.receiver_id, { type: 'typing', action: 'typing', sender_id: user.id });
      return;
    }

    if (
      frame.action === 'offer' ||
      frame.action === 'offer_accept' ||
      frame.action === 'offer_decline' ||
      frame.action === 'offer_counter'
    ) {
      return this.handleOffer(user, frame, clientId);
    }

    const allowed =
      frame.action === 'message' ? await this.messageFits() : !this.otherFrames || this.otherFrames.take();
    if (!allowed) {
      return this.sendError(ERR.chatTooFast, 'rate_limited', frame.action === 'message' ? frame.client_id : undefined);
    }
    if (!(await this.checkReceiver(user, frame.receiver_id, clientId))) return;
    if (frame.action === 'message') {
      // A block either way (issue 17): no message; the history stays readable, and read receipts go on.
      const block = await blockBetween(this.deps.db, user.id, frame.receiver_id);
      if (block) return this.sendError(block === 'mine' ? ERR.youBlocked : ERR.blockedByThem, 'forbidden', clientId);
      // Storing a message is what the session must still be valid for (one primary-key read per message).
      if (!this.token || !(await this.deps.tokens.verify(this.token))) return this.endSession();
      await sendChatMessage(this.deps, {
        senderId: user.id,
        receiverId: frame.receiver_id,
        content: frame.content,
        clientId: frame.client_id,
      });
      return;
    }
    await markChatRead(this.deps, user.id, frame.receiver_id);
  }

  /**
   * Offers (issue 19): made, accepted, declined or countered. They count as messages against the sender's budget;
   * a refusal (a 4xx of the offers service) is an error frame with its text and code, and the frame's client_id
   * (an answer may carry one too), so the tab that acted can say what went wrong.
   */
  private async handleOffer(user: AuthUser, frame: OfferFrame, clientId: string | undefined): Promise<void> {
    if (!(await this.messageFits())) return this.sendError(ERR.chatTooFast, 'rate_limited', clientId);
    if (frame.action === 'offer' && !(await this.checkReceiver(user, frame.receiver_id, clientId))) return;
    if (!this.token || !(await this.deps.tokens.verify(this.token))) return this.endSession();
    try {
      if (frame.action === 'offer') {
        await makeOffer(this.deps, user.id, {
          receiverId: frame.receiver_id,
          artworkId: frame.artwork_id,
          amount: frame.amount,
          clientId,
        });
      } else if (frame.action === 'offer_accept') {
        await answerOffer(this.deps, user.id, frame.offer_id, { kind: 'accept' });
      } else if (frame.action === 'offer_decline') {
        await answerOffer(this.deps, user.id, frame.offer_id, { kind: 'decline' });
      } else {
        await answerOffer(this.deps, user.id, frame.offer_id, { kind: 'counter', amount: frame.amount });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.sendError(error.message, error.code, clientId);
    }
  }

  /** Whether a frame may go to `receiverId`: not oneself, and someone who exists. Sends the error otherwise. */
  private async checkReceiver(user: AuthUser, receiverId: string, clientId?: string): Promise<boolean> {
    if (receiverId === user.id) {
      this.sendError(ERR.cannotMessageSelf, 'bad_request', clientId);
      return false;
    }
    if (this.knownReceivers.has(receiverId)) return true;
    if (!(await findChatPeer(this.deps.db, receiverId))) {
      this.sendError(ERR.notFound('User'), 'not_found', clientId);
      return false;
    }
    if (this.knownReceivers.size >= KNOWN_RECEIVERS_MAX) this.knownReceivers.clear();
    this.knownReceivers.add(receiverId);
    return true;
  }

  /** Counts a message against its sender's budget: whether it may be sent. */
  private async messageFits(): Promise<boolean> {
    if (!this.messageLimit) return true;
    const result = await this.messageLimit(this.request);
    return result.isAllowed || !result.isExceeded;
  }

  /** Refused frames count against the read-frame budget, so a client spamming junk is answered only so often. */
  private refusedTooOften(): boolean {
    return this.otherFrames !== null && !this.otherFrames.take();
  }

  private send(frame: ChatServerFrame): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn('chat: dropping a socket that does not read its frames');
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(frame));
  }

  private sendError(message: string, code: ErrorCode, clientId?: string): void {
    const frame: ChatErrorFrame = {
      type: 'error',
      action: 'error',
      message,
      code,
      ...(clientId ? { client_id: clientId } : {}),
    };
    this.send(frame);
  }

  private close(code: number, reason: string): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }
}

/** At most `max` events in any `windowMs` (a sliding log of the last `max` event times). */
class WindowLimiter {
  private readonly times: number[] = [];
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  take(now = Date.now()): boolean {
    while (this.times.length > 0 && now - (this.times[0] as number) >= this.windowMs) this.times.shift();
    if (this.times.length >= this.max) return false;
    this.times.push(now);
    return true;
  }
}

/** The client_id of a frame, when it is JSON with one (read again only for a frame that failed). */
function clientIdOf(data: WebSocket.RawData, isBinary: boolean): string | undefined {
  if (isBinary) return undefined;
  try {
    const raw: unknown = JSON.parse(rawText(data));
    const clientId = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).client_id : undefined;
    return typeof clientId === 'string' ? clientId : undefined;
  } catch {
    return undefined;
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
