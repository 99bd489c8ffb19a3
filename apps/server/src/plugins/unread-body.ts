import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_IMAGES } from '@kala/contract';
import type { FastifyInstance } from 'fastify';

// An answer sent before its request's body was read (no token, a file over the limit, too many files): the
// client is usually still writing. Closing the connection right after the answer, with the client's bytes
// still arriving, makes the kernel reset it, and the client sees EPIPE or ECONNRESET instead of the 401 or 413
// it was sent. So the rest of the body is read and dropped after the answer, as nginx's "lingering close" does,
// and the connection is cut only past a bound: a client that keeps sending has had the answer long before.

/** The most that is read after an early answer: the largest form Kala takes (five pictures and their fields). */
export const UNREAD_BODY_MAX_BYTES = MAX_UPLOAD_IMAGES * MAX_IMAGE_BYTES + 4 * 1024 * 1024;
/** The longest a connection is kept reading after an early answer. */
export const UNREAD_BODY_MAX_MS = 30_000;
/** How often a draining connection is checked against the bounds. */
const CHECK_EVERY_MS = 100;

export function registerUnreadBodyDrain(
  app: FastifyInstance,
  bounds: { maxBytes: number; maxMs: number } = { maxBytes: UNREAD_BODY_MAX_BYTES, maxMs: UNREAD_BODY_MAX_MS },
): void {
  const draining = new Set<Socket>();
  app.addHook('onResponse', (request, reply, done) => {
    const raw = request.raw;
    // With `Connection: close` (the app shutting down) Node closes the socket itself; an injected request
    // (app.inject) has no connection at all.
    const open = raw.socket instanceof Socket && !raw.socket.destroyed;
    if (!raw.complete && open && reply.getHeader('connection') !== 'close') {
      drain(raw, bounds, draining);
    }
    done();
  });
  app.addHook('onClose', (_app, done) => {
    for (const socket of draining) socket.destroy();
    done();
  });
}

function drain(request: IncomingMessage, bounds: { maxBytes: number; maxMs: number }, draining: Set<Socket>): void {
  const socket = request.socket;
  draining.add(socket);
  // Counted on the socket: Node drops the body of a request nobody read inside its parser, without 'data' events.
  const readBefore = socket.bytesRead;
  const deadline = Date.now() + bounds.maxMs;
  const check = setInterval(() => {
    if (socket.bytesRead - readBefore > bounds.maxBytes || Date.now() >= deadline) {
      stop();
      socket.destroy();
    }
  }, CHECK_EVERY_MS);
  const stop = () => {
    clearInterval(check);
    draining.delete(socket);
  };
  // A parser that stopped reading (the multipart parser after a refused file) would hold the rest back.
  request.unpipe();
  request.once('end', stop);
  request.once('close', stop);
  request.resume();
}
