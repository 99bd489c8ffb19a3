import { connect } from 'node:net';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WebSocket } from 'ws';
import { PASSWORD, signUp, validRegistration } from '../src/features/auth/auth.fixtures';
import { sendChatMessage } from '../src/features/chat/chat.service';
import { type ChildData, type ChildServer, freshData, startServer, stopServer } from './child-server';
import { createTestApp, testDialect } from './helpers';

// SIGTERM (a deploy, a scale-in): the server stops taking new connections, lets the requests it has started
// finish, closes chat sockets with 1001 (clients reconnect, possibly to another instance) and exits with 0.

describe(`graceful shutdown on SIGTERM (${testDialect})`, () => {
  let data: ChildData;
  let server: ChildServer;
  let token: string;
  const password = PASSWORD;
  const registration = validRegistration({ username: 'shutdown_user' });

  beforeAll(async () => {
    data = await freshData();
    server = await startServer(data);
    const headers = { 'content-type': 'application/json' };
    await fetch(`${server.url}/api/register`, { method: 'POST', headers, body: JSON.stringify(registration) });
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: registration.username, password }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
  }, 120_000);
  afterAll(async () => {
    await stopServer(server);
    await data.remove();
  });

  it('finishes a request started before SIGTERM, closes chat sockets with 1001, and exits with 0', {
    timeout: 60_000,
  }, async () => {
    const { port } = new URL(server.url);

    // A chat socket, open and ready.
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/auth/chat/ws?token=${token}`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve());
      socket.once('error', reject);
    });

    // A slow request: its headers and half its body now, the rest after SIGTERM.
    const body = JSON.stringify({ username: 'shutdown_user', password: 'not the password' });
    const slow = connect(Number(port), '127.0.0.1');
    let answer = '';
    slow.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const slowClosed = new Promise<void>((resolve) => slow.on('close', () => resolve()));
    await new Promise<void>((resolve) => slow.on('connect', () => resolve()));
    slow.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    slow.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    expect(await closed).toEqual({ code: 1001, reason: expect.any(String) });
    // While draining, the server takes no new connections.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await fetch(`${server.url}/api/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);

    // The request started before SIGTERM gets its whole answer.
    slow.write(body.slice(10));
    await slowClosed;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('Incorrect username or password');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
  it('lets a handler whose client went away finish with the database before closing it', {
    timeout: 60_000,
  }, async () => {
    // The first test's server has exited: a new one on the same data, logging each request it starts on.
    const second = await startServer(data, { LOG_LEVEL: 'info' });
    onTestFinished(async () => {
      await stopServer(second);
    });
    const { port } = new URL(second.url);
    // A registration sent whole, then abandoned: its handler hashes the password (argon2, tens of milliseconds)
    // and only then inserts the account, after its client has gone and SIGTERM has come.
    const body = JSON.stringify(validRegistration({ username: 'abandoned_user' }));
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(
      `POST /api/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    while (!second.output().includes('/api/register')) await new Promise((resolve) => setTimeout(resolve, 2));
    socket.destroy();
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.output()).not.toMatch(/"level":(50|60)/);

    // The account was made: it signs in on the next start.
    const third = await startServer(data);
    try {
      const login = await fetch(`${third.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'abandoned_user', password }),
      });
      expect(login.status).toBe(200);
    } finally {
      await stopServer(third);
    }
  });
});

// In the app's own close (what SIGTERM's shutdown and every test's close call).
describe(`the app's close (${testDialect})`, () => {
  // A deploy a moment after a message: the message's notification (made without the sender waiting for it) is
  // written before the database closes, not cut off.
  it("holds the app's close until a chat message's notification is written", async () => {
    const t = await createTestApp();
    try {
      const meera = await signUp(t, { username: 'meera_bg' });
      const ravi = await signUp(t, { username: 'ravi_bg' });
      // Each answer from the database a little late, as under load: the notification's few writes outlast the close.
      const slowAnswers: KyselyPlugin = {
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          await new Promise((resolve) => setTimeout(resolve, 150));
          return args.result;
        },
      };
      const deps = { ...t.deps, db: t.deps.db.withPlugin(slowAnswers) };
      await sendChatMessage(deps, { senderId: ravi.id, receiverId: meera.id, content: 'Is the frame included?' });
      await t.app.close();
      const told = await t.deps.db
        .selectFrom('notifications')
        .select('type')
        .where('recipient_id', '=', meera.id)
        .execute();
      expect(told).toEqual([{ type: 'message' }]);
    } finally {
      await t.close();
    }
  });
});
