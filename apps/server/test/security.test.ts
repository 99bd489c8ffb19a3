import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERR } from '@kala/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { COMMENTS_PER_MINUTE } from '../src/features/comments/comments.routes';
import { redactUrl } from '../src/lib/logging';
import { createArtwork, createUser, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helpers';

// Security hygiene: the usual headers on pages and API answers, rate limits with 429 and a message, and no secret
// in the logs. Password reset (tokens hashed, single-use, expiring; one answer for known and unknown emails) is
// proven in src/features/auth/auth.test.ts; image content types and nosniff in media.test.ts and
// uploads-abuse.test.ts; the chat socket's limit in chat.test.ts.

function webDistWithIndex(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kala-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Kala</title></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = webDistWithIndex();
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  function expectHardened(headers: Record<string, unknown>) {
    const csp = String(headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'self'");
    // Scripts only from the origin: no inline scripts, no eval, no other host.
    expect(directives['script-src']).toBe("'self'");
    expect(directives['script-src-attr']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['base-uri']).toBe("'self'");
    expect(directives['form-action']).toBe("'self'");
    // The chat socket is same-origin ('self' covers ws: and wss: to this origin); no other host, of any scheme.
    expect(directives['connect-src']).toBe("'self'");
    // The installable app's service worker and manifest come from the origin only.
    expect(directives['worker-src']).toBe("'self'");
    expect(directives['manifest-src']).toBe("'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    // frame-ancestors 'none' says it; an X-Frame-Options SAMEORIGIN beside it would contradict it.
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  }

  it('on an HTML page (the app shell for any client route)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectHardened(res.headers);
  });

  it('on an API answer, an API error and a static asset', async () => {
    for (const url of ['/api/artworks', '/api/nope', '/assets/app-1234.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectHardened(res.headers);
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/artworks' });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('rate limits answer 429 with a message', () => {
  let t: TestApp;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
    artist = await createUser(t);
  });
  afterAll(() => t.close());

  function expectLimited(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: ERR.rateLimited, code: 'rate_limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it(`comments: ${COMMENTS_PER_MINUTE} per person per minute, from any address; others are not affected`, async () => {
    const artwork = await createArtwork(t, artist.id);
    const spammer = await createUser(t);
    const post = (user: TestUser, i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/comments/${artwork.id}`,
        headers: user.auth,
        remoteAddress: `10.9.0.${i}`,
        payload: { content: `buy followers ${i}` },
      });
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) expect((await post(spammer, i)).statusCode).toBe(201);
    expectLimited(await post(spammer, 99));
    expect((await post(artist, 1)).statusCode).toBe(201);
    const stored = await t.deps.db.selectFrom('comments').select('id').where('user_id', '=', spammer.id).execute();
    expect(stored).toHaveLength(COMMENTS_PER_MINUTE);
  });

  it('login, register and forgot password are limited per address, and X-Forwarded-For does not dodge it', async () => {
    const login = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.8.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username: `nobody_${forwardedFor.replace(/\D/g, '')}`, password: 'wrong password' },
      });
    // 30 per minute per address (auth.routes.ts), whatever address the client claims to forward for.
    for (let i = 0; i < 30; i++) expect((await login(`203.0.113.${i}`)).statusCode).toBe(401);
    expectLimited(await login('203.0.113.250'));

    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/register', remoteAddress: '10.8.0.2', payload: {} });
    for (let i = 0; i < 50; i++) await register();
    expectLimited(await register());

    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '10.8.0.3',
        payload: { email: 'someone@example.com' },
      });
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(200);
    expectLimited(await forgot());
  });
});

describe('secrets never reach the logs', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let webDist: string;
  const lines: string[] = [];

  beforeAll(async () => {
    webDist = webDistWithIndex();
    t = await createTestApp({ webDist });
    // The app as it runs in production, at the most verbose level, writing its log lines here.
    app = await buildApp(
      { ...t.deps, config: { ...t.config, logLevel: 'trace' } },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('a registration, logins, a password reset, a page with a reset token and a chat socket log no password or token', async () => {
    const password = 'Secret-Password-4417';
    const newPassword = 'Another-Secret-9923';
    const username = 'log_probe';
    const email = 'log_probe@example.com';
    const registration = {
      name: 'Log Probe',
      email,
      username,
      location: 'Pune',
      gender: 'other',
      age: '33',
      pincode: '411001',
      phone: '9876543210',
      password,
      confirmPassword: password,
    };
    expect((await app.inject({ method: 'POST', url: '/api/register', payload: registration })).statusCode).toBe(201);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: `${password}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    });
    const jwt = login.json().access_token as string;
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${jwt}` } });

    expect((await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } })).statusCode).toBe(
      200,
    );
    const resetToken = await waitForResetToken(t.config.outboxDir);
    // The link in the mail opens the web app with the token in the URL.
    expect((await app.inject({ method: 'GET', url: `/auth/reset-password?token=${resetToken}` })).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: resetToken, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: newPassword } });
    const secondJwt = again.json().access_token as string;

    // The chat socket carries its token in the query string.
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/auth/chat/ws?token=${secondJwt}`);
      socket.on('message', () => {
        socket.close();
        resolve();
      });
      socket.on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const log = lines.join('');
    expect(log).toContain('/api/login');
    expect(log).toContain('token=[REDACTED]');
    for (const secret of [password, newPassword, resetToken, jwt, secondJwt, jwt.split('.')[2] as string]) {
      expect(log).not.toContain(secret);
    }
  });

  it('cleans tokens out of logged URLs', () => {
    expect(redactUrl('/api/auth/chat/ws?token=abc.def.ghi')).toBe('/api/auth/chat/ws?token=[REDACTED]');
    expect(redactUrl('/auth/reset-password?x=1&token=s3cret&y=2')).toBe(
      '/auth/reset-password?x=1&token=[REDACTED]&y=2',
    );
    expect(redactUrl('/api/artworks?limit=5')).toBe('/api/artworks?limit=5');
  });
});

async function waitForResetToken(outboxDir: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 25) {
    const names = (() => {
      try {
        // Only whole mails (the mailer renames each to .json once written).
        return readdirSync(outboxDir)
          .filter((name) => name.endsWith('.json'))
          .sort();
      } catch {
        return [];
      }
    })();
    for (const name of names) {
      const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(readFileSync(path.join(outboxDir, name), 'utf8'));
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no reset mail');
}
