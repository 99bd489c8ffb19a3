// Test fixtures for the chat socket: a `ws` client that collects frames, and listening on a real port.
import type { AddressInfo } from 'node:net';
import { type ChatServerFrame, chatServerFrameSchema } from '@kala/contract';
import type { FastifyInstance } from 'fastify';
import { type ClientOptions, WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { type AppDeps, createDeps } from '../../deps';

/** Listens on a free port of 127.0.0.1 and answers the chat socket URL without a token. */
export async function listenForChat(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/auth/chat/ws`;
}

export interface Closed {
  code: number;
  reason: string;
}

/** One browser tab's socket: every frame it receives is checked against the contract and kept in order. */
export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  /** The same frames as sent, before the contract's parse (which drops fields it does not name). */
  readonly raw: Record<string, unknown>[] = [];
  readonly closed: Promise<Closed>;
  private readonly taken = new Set<ChatServerFrame>();
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const json = JSON.parse(String(data));
      this.raw.push(json);
      this.frames.push(chatServerFrameSchema.parse(json));
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters) wake();
      });
    });
    socket.on('error', () => {});
  }

  /** Opens a socket with `token` and waits for the server's 'ready' frame. */
  static async connect(url: string, token: string, options: ClientOptions = {}): Promise<ChatClient> {
    const client = ChatClient.open(`${url}?token=${encodeURIComponent(token)}`, options);
    await client.next((frame) => frame.type === 'ready');
    return client;
  }

  /** Opens a socket at `url` as given (tests of refused tokens), without waiting for anything. */
  static open(url: string, options: ClientOptions = {}): ChatClient {
    return new ChatClient(new WebSocket(url, options));
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame not yet taken that matches, waiting up to `timeoutMs` for it to arrive. */
  async next<F extends ChatServerFrame = ChatServerFrame>(
    match: (frame: ChatServerFrame) => boolean = () => true,
    timeoutMs = 3000,
  ): Promise<F> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find((frame) => !this.taken.has(frame) && match(frame));
      if (found) {
        this.taken.add(found);
        return found as F;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(`no matching frame within ${timeoutMs} ms; received ${JSON.stringify(this.frames)}`);
      }
      let wake = () => {};
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
        this.waiters.push(wake);
      });
      this.waiters = this.waiters.filter((waiter) => waiter !== wake);
    }
  }

  /** The next error frame. */
  nextError() {
    return this.next<Extract<ChatServerFrame, { type: 'error' }>>((frame) => frame.type === 'error');
  }

  /** Frames not yet taken that match, after waiting `ms` (to show that something did NOT arrive). */
  async untakenAfter(ms: number, match: (frame: ChatServerFrame) => boolean = () => true): Promise<ChatServerFrame[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.frames.filter((frame) => !this.taken.has(frame) && match(frame));
  }

  close(): void {
    this.socket.close();
  }
}

/** A Redis channel prefix of one test's own, so parallel test files never hear each other. */
export const uniquePrefix = () => `kala-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export interface Instance {
  app: FastifyInstance;
  deps: AppDeps;
  url: string;
  close(): Promise<void>;
}

/** A second server instance beside `t`: its own database handle, token service and realtime, same config. */
export async function secondInstance(t: TestApp): Promise<Instance> {
  const handle = t.openSecondHandle();
  const config: Config = { ...t.config };
  const deps = createDeps(config, handle);
  const app = await buildApp(deps, { logger: false });
  const url = await listenForChat(app);
  return {
    app,
    deps,
    url,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Two instances on one database sharing the local Redis (`overrides` change both), as a load balancer would have
 * them: `run` starts once both hear each other through Redis, and both are closed after it, whatever happens.
 */
export async function onTwoInstances(
  overrides: Partial<Config>,
  run: (t: TestApp, second: Instance) => Promise<void>,
): Promise<void> {
  const t = await createTestApp({
    redisUrl: 'redis://127.0.0.1:6379',
    redisChannelPrefix: uniquePrefix(),
    ...overrides,
  });
  const second = await secondInstance(t);
  try {
    await waitUntil(() => t.deps.realtime.isShared() && second.deps.realtime.isShared());
    await run(t, second);
  } finally {
    await second.close();
    await t.close();
  }
}
