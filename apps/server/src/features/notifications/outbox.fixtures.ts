// Test fixtures for the outbox: a capturing mailer, a local SMTP receiver that can refuse, a local HTTPS push
// service, and browser-like push subscription keys.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from '../../../test/helpers';
import type { MailMessage, Mailer } from '../../lib/mailer';
import type { OutboxDeps } from './outbox.worker';
import type { PushSender } from './push-sender';

export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

const noPush: PushSender = {
  publicKey: 'unused',
  async send() {
    throw new Error('no push expected in this test');
  },
};

export function outboxDeps(t: TestApp, parts: Partial<OutboxDeps> = {}): OutboxDeps {
  return {
    db: t.deps.db,
    mailer: capturingMailer(),
    push: noPush,
    compose: { db: t.deps.db, publicUrl: t.config.publicUrl, secret: t.config.jwtSecret },
    log: { warn() {}, error() {} },
    ...parts,
  };
}

/** An SMTP server on a free local port; `refuseNext` makes the next n recipients fail with 451. */
export async function startSmtpReceiver() {
  const received: string[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The public-looking name the test push service answers to; only the fixture's own agent resolves it. */
export const PUSH_RECEIVER_HOST = 'push-receiver.example.com';

/**
 * A push service on a free local HTTPS port (self-signed, made with openssl): it answers each endpoint path
 * with the status `statusFor` gives, and counts the requests. Subscriptions name it by a public-looking host
 * (the app refuses loopback endpoints); its agent resolves that name to 127.0.0.1 and trusts its certificate.
 */
export async function startPushReceiver(statusFor: (path: string) => number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kala-push-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${PUSH_RECEIVER_HOST}`,
      '-addext',
      `subjectAltName=DNS:${PUSH_RECEIVER_HOST}`,
    ],
    { stdio: 'ignore' },
  );
  const requests: { path: string; headers: Record<string, unknown> }[] = [];
  const server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    request.resume();
    request.on('end', () => {
      requests.push({ path: request.url ?? '', headers: request.headers });
      response.statusCode = statusFor(request.url ?? '');
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `https://${PUSH_RECEIVER_HOST}:${port}`,
    requests,
    // Trusts only this receiver's own certificate, and finds it on this machine.
    agent: new https.Agent({
      ca: readFileSync(cert),
      lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
        options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)) as never,
    }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Keys shaped like a browser's PushSubscription (P-256 public key, 16-byte auth secret). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
