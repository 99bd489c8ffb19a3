import { type AddressInfo, connect } from 'node:net';
import { MSG, SOCKET } from '@kala/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { ChatClient } from '../src/features/chat/chat.fixtures';
import { PAYOUT_DETAILS } from '../src/features/payouts/payouts.fixtures';
import { createUser, type TestUser } from './factories';
import { createTestApp, createTestAppWithStandIn, type TestApp } from './helpers';

// What an operator's log shows of hostile or careless clients: no token, whatever the spelling of its query
// parameter; a token only taken from exactly `token`; malformed socket frames as a few warnings, never a stack.

interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

describe('the log and the query token, against hostile spellings', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let person: TestUser;
  let peer: TestUser;
  let base: string;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    t = await createTestApp();
    person = await createUser(t);
    peer = await createUser(t);
    // The app as it runs in production, at the most verbose level, writing its log lines here.
    app = await buildApp(
      { ...t.deps, config: { ...t.config, logLevel: 'trace' } },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  /** Sends one raw HTTP request (a fetch would drop a fragment) and resolves with the status line. */
  function rawGet(target: string, extraHeaders = ''): Promise<string> {
    return new Promise((resolve, reject) => {
      const [host, port] = base.split(':');
      const socket = connect(Number(port), host);
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('error', reject);
      // An upgraded connection stays open: what came back within a second is the answer.
      const stop = setTimeout(() => socket.destroy(), 1000);
      socket.on('close', () => {
        clearTimeout(stop);
        resolve(received.split('\r\n')[0] ?? '');
      });
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`);
    });
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('takes the chat token only from `token`, and logs none of the other spellings', async () => {
    const url = `ws://${base}/api/auth/chat/ws`;
    const jwt = encodeURIComponent(person.token);
    for (const query of [
      `tok%65n=${jwt}`,
      `%74oken=${jwt}`,
      `TOKEN=${jwt}`,
      `token[]=${jwt}`,
      `token=${jwt}&token=${jwt}`,
      `token=${jwt}&tok%65n=${jwt}`,
    ]) {
      const client = ChatClient.open(`${url}?${query}`);
      const outcome = await Promise.race([client.closed, new Promise((resolve) => setTimeout(resolve, 3000, 'open'))]);
      // Refused as a socket without a token, not as a bad one.
      expect(outcome, query).toEqual({ code: SOCKET.authFailedCloseCode, reason: MSG.socket.noAccessToken });
      client.socket.terminate();
    }
    const accepted = await ChatClient.connect(url, person.token);
    accepted.socket.close();

    // Over HTTP a token in the query is no token at all, however it is spelled.
    for (const query of [`token=${jwt}`, `tok%65n=${jwt}`]) {
      expect(await rawGet(`/api/auth/me?${query}`)).toMatch(/^HTTP\/1\.1 401 /);
    }
    // In a fragment (a client sent it though it should not), and on an upgrade to a route with no socket.
    expect(await rawGet(`/api/artworks?limit=1#token=${jwt}`)).toMatch(/^HTTP\/1\.1 /);
    expect(
      await rawGet(
        `/api/health?TOKEN=${jwt}`,
        'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n',
      ),
    ).toMatch(/^HTTP\/1\.1 101 /);
    // A request Node cannot parse: Fastify traces the error with the raw bytes, token and all.
    expect(await rawGet(`/api/health?token=${jwt}`, 'Bad header line\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    await settle();

    const log = lines.join('');
    expect(log).toContain('tok%65n=[REDACTED]');
    expect(log).toContain('token[]=[REDACTED]');
    const clientError = logged().find((line) => line.msg === 'client error');
    expect(clientError?.err).toMatchObject({ rawPacket: '[REDACTED]' });
    for (const secret of [person.token, jwt, person.token.split('.')[2] as string]) {
      expect(log).not.toContain(secret);
    }
  });

  it('logs malformed frames as a warning without a stack, at most one line per socket per interval', async () => {
    const client = await ChatClient.connect(`ws://${base}/api/auth/chat/ws`, person.token);
    const before = lines.length;
    const junk = [
      'not json at all',
      '{"action": "dance", "receiver_id": "x"}',
      JSON.stringify({ action: 'message', receiver_id: peer.id }),
      '[1,2,3]',
    ];
    for (let i = 0; i < 40; i++) client.send(junk[i % junk.length]);
    // Every frame is answered with an error frame (the read-frame budget allows 60 in 10 s).
    for (let i = 0; i < 40; i++) await client.next((frame) => frame.type === 'error');
    const during = logged()
      .slice(before)
      .filter((line) => /malformed/.test(line.msg ?? ''));
    expect(during).toHaveLength(1);
    expect(during[0]).toMatchObject({ level: 40, reason: 'not JSON', suppressed: 0 });

    client.socket.close();
    await client.closed;
    await settle();
    const all = logged()
      .slice(before)
      .filter((line) => /malformed/.test(line.msg ?? ''));
    // The socket's end says how many were not logged.
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ level: 40, suppressed: 39 });
    for (const line of logged().slice(before)) {
      expect(line.level).toBeLessThan(50);
      expect(JSON.stringify(line)).not.toContain('stack');
    }
  });

  it('logs a frame that breaks the WebSocket protocol as one warning without a stack', async () => {
    const client = await ChatClient.connect(`ws://${base}/api/auth/chat/ws`, person.token);
    const before = lines.length;
    // A text frame that is not UTF-8: ws refuses it and closes with 1007.
    client.socket.send(Buffer.from([0xc3, 0x28, 0xff]), { binary: false });
    expect((await client.closed).code).toBe(1007);
    await settle();
    const after = logged().slice(before);
    const warnings = after.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'WS_ERR_INVALID_UTF8' });
    for (const line of after) {
      expect(line.level).toBeLessThan(50);
      expect(JSON.stringify(line)).not.toContain('stack');
    }
    expect(client.socket.readyState).toBe(WebSocket.CLOSED);
  });
  it('an upload the client cuts off is logged as a client abort at info level, never as the database being down', async () => {
    const before = lines.length;
    const [host, port] = base.split(':');
    const boundary = 'kala-cut-off';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), host, () => {
        socket.write(
          `POST /api/auth/artworks HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${person.token}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 3000000\r\n\r\n${head}`,
        );
        socket.write(Buffer.alloc(200_000, 7));
        // The phone lost its signal mid-upload: the connection goes, the body never ends.
        setTimeout(() => socket.destroy(), 200);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fresh = lines.slice(before).map((line) => JSON.parse(line) as LogLine);
    expect(fresh.filter((line) => line.msg === 'database unavailable')).toEqual([]);
    expect(fresh.filter((line) => line.level >= 40)).toEqual([]);
    const abort = fresh.find((line) => line.msg === 'client aborted the request');
    expect(abort).toMatchObject({ level: 30 });
    expect(JSON.stringify(abort)).not.toContain('stack');
  });
});

describe('the log and payout details (decision 0034)', () => {
  it('never holds a PAN, GSTIN or bank account number, whether Razorpay takes, refuses or misses the details', async () => {
    const { t, gateway } = await createTestAppWithStandIn();
    const lines: string[] = [];
    const app = await buildApp(
      { ...t.deps, config: { ...t.config, logLevel: 'trace' } },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const artist = await createUser(t);
      const put = (payload: Record<string, unknown>) =>
        app.inject({ method: 'PUT', url: '/api/auth/payout-account', headers: artist.auth, payload });
      gateway.mode = 'down';
      expect((await put(PAYOUT_DETAILS)).statusCode).toBe(503);
      gateway.mode = 'up';
      expect((await put(PAYOUT_DETAILS)).statusCode).toBe(200);
      // A refusal by the form's rules, and one by Razorpay's (its settlement account check).
      expect((await put({ ...PAYOUT_DETAILS, ifsc: 'HDFC1001234' })).statusCode).toBe(400);
      gateway.loseNextAnswerTo = /^PATCH /;
      expect((await put({ ...PAYOUT_DETAILS, accountNumber: '99887766554433' })).statusCode).toBe(503);
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/payout-account', headers: artist.auth })).statusCode,
      ).toBe(200);
      // Should code ever log them by mistake, under Kala's names or Razorpay's, pino censors them.
      app.log.error(
        { body: { pan: PAYOUT_DETAILS.pan, accountNumber: PAYOUT_DETAILS.accountNumber } },
        'a careless line',
      );
      app.log.error({ err: { data: { account_number: '99887766554433', pan: PAYOUT_DETAILS.pan } } }, 'another');
      const log = lines.join('');
      expect(log).toContain('/api/auth/payout-account');
      expect(log).toContain('"pan":"[REDACTED]"');
      for (const secret of [PAYOUT_DETAILS.pan, PAYOUT_DETAILS.accountNumber, '99887766554433', PAYOUT_DETAILS.gstin]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await t.close();
    }
  });
});
