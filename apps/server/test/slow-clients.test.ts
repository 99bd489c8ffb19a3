import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers';

// Slow and stalled clients (slowloris): a client that sends its headers a byte at a time, never finishes a body,
// or connects and says nothing is disconnected once the configured timeout passes, and everyone else is served
// meanwhile. The timeouts come from the config (REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS); this test uses short ones.

const REQUEST_TIMEOUT_MS = 1000;
const CONNECTION_TIMEOUT_MS = 1500;
// Node checks the deadlines periodically (app.ts sets the interval to a quarter of the request timeout).
const SLACK_MS = 1500;

interface Outcome {
  /** When the server closed the connection, in ms after it was opened. */
  closedAfterMs: number;
  /** What the server sent before closing. */
  received: string;
}

describe('slow and stalled clients', () => {
  let t: TestApp;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_MS, connectionTimeoutMs: CONNECTION_TIMEOUT_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  /** Opens a raw connection, runs `behave` on it, and reports when and how the server closed it. */
  function rawClient(behave: (socket: Socket) => void, giveUpMs = REQUEST_TIMEOUT_MS + 4 * SLACK_MS) {
    return new Promise<Outcome>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      const opened = Date.now();
      let received = '';
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
      }, giveUpMs);
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve({ closedAfterMs: Date.now() - opened, received });
      });
      socket.on('connect', () => behave(socket));
    });
  }

  /** Writes `text` one byte every `everyMs` until the socket closes. */
  function drip(socket: Socket, text: string, everyMs: number): void {
    let at = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || at >= text.length) {
        clearInterval(timer);
        return;
      }
      socket.write(text[at] ?? '');
      at += 1;
    }, everyMs);
    socket.on('close', () => clearInterval(timer));
  }

  async function healthTakes(): Promise<number> {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    return Date.now() - started;
  }

  it('closes a connection whose headers arrive a byte at a time, with 408', async () => {
    const headers = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(500)}\r\n\r\n`;
    const outcome = await rawClient((socket) => drip(socket, headers, 50));
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that never finishes its body, with 408', async () => {
    const outcome = await rawClient((socket) => {
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":"a',
      );
    });
    expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that sends nothing at all', async () => {
    const outcome = await rawClient(() => {});
    expect(outcome.closedAfterMs).toBeLessThan(CONNECTION_TIMEOUT_MS + SLACK_MS);
  });

  it('closes an idle keep-alive connection after its request was answered', async () => {
    const outcome = await rawClient((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200/);
    expect(outcome.closedAfterMs).toBeLessThan(CONNECTION_TIMEOUT_MS + SLACK_MS);
  });

  it('serves other requests promptly while 50 slow clients hang on, and keeps serving after they are cut', async () => {
    const slow = Array.from({ length: 50 }, (_, i) =>
      rawClient((socket) =>
        i % 2
          ? drip(socket, `GET /api/artworks HTTP/1.1\r\nHost: x\r\nX-Pad: ${'b'.repeat(400)}\r\n\r\n`, 100)
          : socket.write(
              'POST /api/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
            ),
      ),
    );
    // Let them all connect and start dribbling.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) timings.push(await healthTakes());
    expect(Math.max(...timings)).toBeLessThan(500);
    const outcomes = await Promise.all(slow);
    expect(outcomes.every((o) => o.closedAfterMs < REQUEST_TIMEOUT_MS + 2 * SLACK_MS)).toBe(true);
    expect(await healthTakes()).toBeLessThan(500);
  });
});

describe('timeout configuration', () => {
  it('defaults to 60 s for a request and 120 s for a silent connection, and reads both from the environment', () => {
    const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(40) }, { dataDir: '/tmp/kala-config-test' });
    expect(defaults.requestTimeoutMs).toBe(60_000);
    expect(defaults.connectionTimeoutMs).toBe(120_000);
    const set = loadConfig(
      { JWT_SECRET: 'x'.repeat(40), REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '7000' },
      { dataDir: '/tmp/kala-config-test' },
    );
    expect(set.requestTimeoutMs).toBe(5000);
    expect(set.connectionTimeoutMs).toBe(7000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' }, { dataDir: '/tmp/kala-config-test' })).toThrow(
      /REQUEST_TIMEOUT_MS/,
    );
  });
});
