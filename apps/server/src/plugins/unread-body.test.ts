import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUploadedFile } from '../lib/form-fields';
import { unauthorized } from '../lib/errors';
import { registerErrorHandler } from './errors';
import { registerUnreadBodyDrain } from './unread-body';

// What happens to the rest of a body after an early answer, with small bounds: it is read and dropped so the
// connection serves the next request, and a client that keeps sending past the bounds, or stalls, is cut.
// test/uploads-abuse.test.ts checks the real app with a real client.

const MAX_BYTES = 512 * 1024;
// Short, so that the test of a stalled client is quick.
const MAX_MS = 3000;
// The time bound of the app that checks the byte bound: so far above what carrying half a megabyte takes that a cut
// before it is the byte bound's even on a busy machine (with 3 s, a CI run starved of CPU reached the time first).
const PATIENT_MS = 60_000;
const FILE_LIMIT = 64 * 1024;

/** A Fastify app with the drain and its bounds: a refusing route, an upload, and a route for the next request. */
async function startApp(bounds: { maxBytes: number; maxMs: number }): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  registerUnreadBodyDrain(app, bounds);
  await app.register(fastifyMultipart, { limits: { fileSize: FILE_LIMIT } });
  app.post('/refused', { onRequest: async () => Promise.reject(unauthorized()) }, async () => ({ ok: true }));
  app.post('/upload', async (request) => {
    for await (const part of request.parts()) if (part.type === 'file') await readUploadedFile(part);
    return { ok: true };
  });
  app.get('/next', async () => ({ next: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('reading the rest of a body after an early answer', () => {
  let app: FastifyInstance;
  let patientApp: FastifyInstance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startApp({ maxBytes: MAX_BYTES, maxMs: MAX_MS });
    patientApp = await startApp({ maxBytes: MAX_BYTES, maxMs: PATIENT_MS });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all([app.close(), patientApp.close()]);
  });

  /** A raw connection to `to` that collects what the server sends and notes when it closes. */
  function open(to: FastifyInstance = app) {
    const socket = connect((to.server.address() as AddressInfo).port, '127.0.0.1');
    sockets.push(socket);
    const state = { received: '', closed: false, closedAt: 0 };
    socket.on('data', (chunk) => {
      state.received += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      state.closed = true;
      state.closedAt = Date.now();
    });
    const until = async (done: () => boolean, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      return done();
    };
    return { socket, state, until };
  }

  const head = (path: string, length: number, type = 'application/octet-stream') =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;

  it('reads the rest of a refused body and then serves the next request on the same connection', async () => {
    const { socket, state, until } = open();
    const length = 256 * 1024;
    socket.write(head('/refused', length));
    socket.write(Buffer.alloc(1000));
    expect(await until(() => state.received.includes('"code":"unauthorized"'), 2000)).toBe(true);
    expect(state.received).toMatch(/^HTTP\/1\.1 401 /);
    expect(state.received.toLowerCase()).not.toContain('connection: close');
    // The client goes on writing after the answer, as a real one does.
    socket.write(Buffer.alloc(length - 1000));
    socket.write('GET /next HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await until(() => state.received.includes('{"next":true}'), 2000)).toBe(true);
    expect(state.closed).toBe(false);
  });

  it('reads the rest of an upload whose file passed the limit, and then serves the next request', async () => {
    const { socket, state, until } = open();
    const boundary = 'drain-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(4 * FILE_LIMIT),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    socket.write(head('/upload', body.length, `multipart/form-data; boundary=${boundary}`));
    socket.write(body);
    expect(await until(() => state.received.includes('"code":"payload_too_large"'), 2000)).toBe(true);
    socket.write('GET /next HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await until(() => state.received.includes('{"next":true}'), 2000)).toBe(true);
  });

  it('cuts a client that keeps sending past the byte bound', async () => {
    const { socket, state, until } = open(patientApp);
    // The client means to send more than any machine carries before the time bound, and writes until it is cut.
    // (With 100 MB, a quiet machine's loopback carried all of it between two checks of the bound, 100 ms apart.)
    const meant = 64 * 1024 ** 3;
    socket.write(head('/refused', meant));
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024);
    const pump = () => {
      while (!socket.destroyed && sent < meant) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    pump();
    // Cut for the bytes: the time bound is a minute away, beyond this test's timeout.
    expect(await until(() => state.closed, 20_000)).toBe(true);
    expect(state.received).toMatch(/^HTTP\/1\.1 401 /);
    // Only once past the bound. How far past is the machine's: the bound is checked every 100 ms, and loopback
    // with large kernel buffers (tcp_rmem up to 32 MB here) carries tens of megabytes in that time.
    expect(sent).toBeGreaterThan(MAX_BYTES);
  });

  it('cuts a client that stops sending after the answer, once the time bound passes', async () => {
    const { socket, state, until } = open();
    const started = Date.now();
    socket.write(head('/refused', 1024 * 1024));
    socket.write(Buffer.alloc(1000));
    expect(await until(() => state.closed, MAX_MS + 2000)).toBe(true);
    expect(state.received).toMatch(/^HTTP\/1\.1 401 /);
    expect(state.closedAt - started).toBeGreaterThanOrEqual(MAX_MS - 50);
  });
});
