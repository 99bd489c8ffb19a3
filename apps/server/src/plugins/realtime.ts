import { randomUUID } from 'node:crypto';
import type { ChatServerFrame } from '@kala/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from '../config';

/**
 * Realtime fan-out: "send this frame to every open socket of user X", wherever X is connected.
 *
 * Without REDIS_URL everything stays in this process. With it, each instance also publishes on Redis and
 * listens there for the users that have sockets on it, so a message accepted by one instance reaches the
 * receiver's tabs on every instance.
 *
 * Channels: one per user, `<prefix>:user:<userId>`. An instance subscribes to a user's channel while that
 * user has at least one socket on it, so Redis forwards each frame only to the instances that need it
 * (one broadcast channel would make every instance read and drop every message of the whole site).
 * The instance that accepted a frame delivers it to its own sockets directly, without the Redis round trip,
 * and skips its own echo by the `origin` instance id in the payload.
 *
 * Redis is an accelerator, never a dependency: while it is down, publishing falls back to local delivery
 * (users on this instance still talk; users on other instances see the messages in their history), errors
 * are logged once per outage, and on reconnect every local user's channel is subscribed again.
 */
/**
 * What instances tell a person's sockets besides the frames they pass on: their sessions ended (a new password,
 * an account deleted or suspended), so each socket checks its token again at once and closes if it no longer holds.
 * Never sent to a client.
 */
export interface SessionsEndedSignal {
  type: 'sessions-ended';
}

/** What travels to a person's sockets: a frame for the client, or a signal for the socket itself. */
export type RealtimeFrame = ChatServerFrame | SessionsEndedSignal;

export interface Realtime {
  /** 'redis' when REDIS_URL is set (even while Redis is unreachable), 'local' otherwise. */
  readonly mode: 'local' | 'redis';
  /** Connects to Redis (when configured) and logs through `log`. Idempotent; the chat plugin calls it. */
  start(log: FastifyBaseLogger): void;
  /** Delivers `frame` to every socket of `userId` on every instance. Never throws. */
  publish(userId: string, frame: RealtimeFrame): void;
  /**
   * Calls `listener` with each frame published to `userId` until the returned function is called. Resolves
   * once frames from other instances arrive too, and other instances count the person online (or at once when
   * Redis is off or down). The returned function resolves once they no longer do, if that was the person's last
   * listener here.
   */
  subscribe(userId: string, listener: RealtimeListener): Promise<() => Promise<void>>;
  /** True while frames published here reach other instances (Redis up and subscriptions restored). */
  isShared(): boolean;
  /**
   * Whether `userId` has a chat socket open on any instance (decision 0029): on this one when they are subscribed
   * here; with Redis, on another one when that instance's entry in their presence hash has not expired. Never
   * throws: while Redis is down, only this instance's sockets count.
   */
  isOnline(userId: string): Promise<boolean>;
  /** Closes the Redis connections; local delivery keeps working. */
  close(): Promise<void>;
}

export type RealtimeListener = (frame: RealtimeFrame) => void;

interface Envelope {
  /** The instance that published the frame (it has delivered it locally already). */
  origin: string;
  frame: RealtimeFrame;
}

// Reconnect quickly but never give up: Redis coming back must restore cross-instance delivery by itself.
const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2000);
// Channels subscribed per SUBSCRIBE command when restoring after a reconnect.
const RESUBSCRIBE_BATCH = 500;
/**
 * Presence across instances (decision 0029): each instance keeps, in the hash `<prefix>:presence:<userId>`, a field
 * of its own id whose value is when its claim ends, renewed every PRESENCE_RENEW_MS while the person has a socket
 * on it and deleted when their last one closes. An instance that dies leaves a claim that lapses by itself.
 */
export const PRESENCE_TTL_MS = 60_000;
const PRESENCE_RENEW_MS = 20_000;

export function createRealtime(config: Pick<Config, 'redisUrl' | 'redisChannelPrefix'>): Realtime {
  const instanceId = randomUUID();
  const listeners = new Map<string, Set<RealtimeListener>>();
  let log: FastifyBaseLogger | null = null;

  function deliverLocally(userId: string, frame: RealtimeFrame): void {
    const set = listeners.get(userId);
    if (!set) return;
    for (const listener of set) {
      try {
        listener(frame);
      } catch (error) {
        log?.error({ err: error }, 'realtime: a listener failed');
      }
    }
  }

  const redisUrl = config.redisUrl;
  if (!redisUrl) {
    return {
      mode: 'local',
      start(logger) {
        log = logger;
      },
      publish: deliverLocally,
      async subscribe(userId, listener) {
        const { remove } = addListener(listeners, userId, listener);
        return async () => {
          remove();
        };
      },
      isShared: () => false,
      isOnline: async (userId) => listeners.has(userId),
      async close() {},
    };
  }

  const prefix = `${config.redisChannelPrefix}:user:`;
  const channelOf = (userId: string) => `${prefix}${userId}`;
  const presenceKey = (userId: string) => `${config.redisChannelPrefix}:presence:${userId}`;
  /** Claims (or renews the claim) that these people have a socket on this instance. */
  const claimPresence = async (userIds: string[]): Promise<void> => {
    if (userIds.length === 0 || publisher.status !== 'ready') return;
    const until = String(Date.now() + PRESENCE_TTL_MS);
    const batch = publisher.multi();
    for (const userId of userIds) {
      batch.hset(presenceKey(userId), instanceId, until);
      batch.pexpire(presenceKey(userId), PRESENCE_TTL_MS);
    }
    await batch.exec().catch((error: unknown) => log?.debug({ err: error }, 'realtime: presence claim failed'));
  };
  const dropPresence = (userId: string) => {
    if (publisher.status !== 'ready') return Promise.resolve();
    return publisher
      .hdel(presenceKey(userId), instanceId)
      .then(() => undefined)
      .catch((error: unknown) => log?.debug({ err: error }, 'realtime: presence drop failed'));
  };
  let renewTimer: NodeJS.Timeout | null = null;
  // Both connections fail fast while disconnected (no offline queue): a message is never held back and then
  // delivered twice or late; local delivery already happened and the history has it.
  const options: RedisOptions = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Subscriptions are restored by us on 'ready', from the users connected at that moment.
    autoResubscribe: false,
    retryStrategy,
  };
  const publisher = new Redis(redisUrl, { ...options, connectionName: 'kala-realtime-pub' });
  const subscriber = new Redis(redisUrl, { ...options, connectionName: 'kala-realtime-sub' });
  let started = false;
  let closed = false;
  let shared = false;

  // One warning when a connection is lost and one note when it is back; the retries in between are debug.
  const watch = (connection: Redis, name: string) => {
    let down = false;
    connection.on('error', (error: Error) => {
      if (down) {
        log?.debug({ err: error }, `realtime: Redis ${name} still unavailable`);
        return;
      }
      down = true;
      log?.warn({ err: error }, `realtime: Redis ${name} unavailable; chat is delivered on this instance only`);
    });
    connection.on('close', () => {
      if (connection === subscriber) shared = false;
      if (!down && !closed) {
        down = true;
        log?.warn(`realtime: Redis ${name} connection closed; chat is delivered on this instance only`);
      }
    });
    connection.on('ready', () => {
      if (down) log?.info(`realtime: Redis ${name} connection restored`);
      down = false;
    });
  };
  watch(publisher, 'publisher');
  watch(subscriber, 'subscriber');

  subscriber.on('ready', () => {
    // A new connection has no subscriptions: subscribe every user who has a socket here right now.
    void (async () => {
      try {
        const channels = [...listeners.keys()].map(channelOf);
        for (let i = 0; i < channels.length; i += RESUBSCRIBE_BATCH) {
          await subscriber.subscribe(...channels.slice(i, i + RESUBSCRIBE_BATCH));
        }
        if (subscriber.status === 'ready') shared = true;
      } catch (error) {
        // The connection dropped again; the next 'ready' repeats this.
        log?.debug({ err: error }, 'realtime: restoring subscriptions failed');
      }
    })();
  });

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(prefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      log?.warn({ channel }, 'realtime: ignored a payload that is not JSON');
      return;
    }
    if (envelope.origin === instanceId) return;
    deliverLocally(channel.slice(prefix.length), envelope.frame);
  });

  const connect = (connection: Redis) => {
    // The first attempt failing is logged by 'error'; ioredis keeps retrying with retryStrategy.
    connection.connect().catch(() => {});
  };

  async function closeConnection(connection: Redis): Promise<void> {
    if (connection.status === 'ready') {
      try {
        await connection.quit();
        return;
      } catch {
        // fall through: drop the connection
      }
    }
    connection.disconnect();
  }

  return {
    mode: 'redis',
    start(logger) {
      log = logger;
      if (started || closed) return;
      started = true;
      connect(publisher);
      connect(subscriber);
      renewTimer = setInterval(() => void claimPresence([...listeners.keys()]), PRESENCE_RENEW_MS);
      renewTimer.unref();
    },
    publish(userId, frame) {
      deliverLocally(userId, frame);
      if (publisher.status !== 'ready') return;
      const envelope: Envelope = { origin: instanceId, frame };
      publisher.publish(channelOf(userId), JSON.stringify(envelope)).catch((error: unknown) => {
        log?.warn({ err: error }, 'realtime: publish failed; delivered on this instance only');
      });
    },
    async subscribe(userId, listener) {
      const { first, remove } = addListener(listeners, userId, listener);
      if (first) await claimPresence([userId]);
      if (first && subscriber.status === 'ready') {
        try {
          await subscriber.subscribe(channelOf(userId));
        } catch (error) {
          // Redis went away meanwhile; 'ready' subscribes this user again when it is back.
          log?.debug({ err: error }, 'realtime: subscribe failed');
        }
      }
      return async () => {
        if (!remove()) return;
        if (subscriber.status === 'ready') subscriber.unsubscribe(channelOf(userId)).catch(() => {});
        await dropPresence(userId);
      };
    },
    isShared: () => shared,
    async isOnline(userId) {
      if (listeners.has(userId)) return true;
      if (publisher.status !== 'ready') return false;
      try {
        const claims = await publisher.hgetall(presenceKey(userId));
        const now = Date.now();
        return Object.values(claims).some((until) => Number(until) > now);
      } catch (error) {
        log?.debug({ err: error }, 'realtime: presence read failed');
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      shared = false;
      if (renewTimer) clearInterval(renewTimer);
      // This instance's sockets are closing: its claims go now rather than when they lapse.
      await Promise.all([...listeners.keys()].map(dropPresence));
      await Promise.all([closeConnection(publisher), closeConnection(subscriber)]);
    },
  };
}

/**
 * Adds a listener for a user. `first` says whether it is the user's first one here; `remove` takes it away
 * again and answers whether that was the user's last one.
 */
function addListener(
  listeners: Map<string, Set<RealtimeListener>>,
  userId: string,
  listener: RealtimeListener,
): { first: boolean; remove: () => boolean } {
  let set = listeners.get(userId);
  const first = !set;
  if (!set) {
    set = new Set();
    listeners.set(userId, set);
  }
  set.add(listener);
  let removed = false;
  return {
    first,
    remove() {
      if (removed) return false;
      removed = true;
      const current = listeners.get(userId);
      if (!current) return false;
      current.delete(listener);
      if (current.size > 0) return false;
      listeners.delete(userId);
      return true;
    },
  };
}

/**
 * After a user's sessions ended (a new password, a reset, the account deleted): each of their chat sockets, on
 * every instance, checks its token now and closes with 4001 when it no longer holds, instead of at the next
 * heartbeat.
 */
export function closeSessionSockets(realtime: Realtime, userId: string): void {
  realtime.publish(userId, { type: 'sessions-ended' });
}
