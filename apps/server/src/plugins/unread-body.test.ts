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
// Far above what reading half a megabyte takes, so that a cut before it is the byte bound's even on a busy machine.
const MAX_MS = 3000;
const FILE_LIMIT = 64 * 1024;

describe('reading the rest of a body after an early answer', () => {
  let app: FastifyInstance;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    registerUnreadBodyDrain(app, { maxBytes: MAX_BYTES, maxMs: MAX_MS });
    await app.register(fastifyMultipart, { limits: { fileSize: FILE_LIMIT } });
    app.post('/refused', { onRequest: async () => Promise.reject(unauthorized()) }, async () => ({ ok: true }));
    app.post('/upload', async (request) => {
      for await (const part of request.parts()) if (part.type === 'file') await readUploadedFile(part);
      return { ok: true };
    });
    app.get('/next', async () => ({ next: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
  });

  /** A raw connection that collects what the server sends and notes when it closes. */
  function open() {
    const socket = connect(port, '127.0.0.1');
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
    const { socket, state, until } = open();
    socket.write(head('/refused', 100 * 1024 * 1024));
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024);
    const pump = () => {
      while (!socket.destroyed && sent < 100 * 1024 * 1024) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    pump();
    const started = Date.now();
    expect(await until(() => state.closed, 5000)).toBe(true);
    expect(state.received).toMatch(/^HTTP\/1\.1 401 /);
    // Cut for the bytes, before the time bound, and before the client could send all it meant to. How far
    // past MAX_BYTES it got is the machine's: the bound is checked every 100 ms, and loopback with large kernel
    // buffers (tcp_rmem up to 32 MB here) carries tens of megabytes in that time.
    expect(state.closedAt - started).toBeLessThan(MAX_MS);
    expect(sent).toBeLessThan(100 * 1024 * 1024);
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
