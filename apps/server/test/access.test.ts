import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helpers';

// Walks the server's whole route table (the OpenAPI document lists every HTTP route), so a route added later
// cannot skip the access rules: /api/auth/* needs a valid token, /api/admin/* needs an admin.

interface RouteEntry {
  method: string;
  url: string;
}

const someId = '01900000-0000-7000-8000-000000000000';
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function routesUnder(doc: { paths: Record<string, Record<string, unknown>> }, prefix: string): RouteEntry[] {
  const found: RouteEntry[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    if (!template.startsWith(prefix)) continue;
    for (const method of methods) {
      if (operations[method]) found.push({ method: method.toUpperCase(), url: template.replace(/\{[^}]+\}/g, someId) });
    }
  }
  return found;
}

describe('access rules over the whole route table', () => {
  let t: TestApp;
  let user: TestUser;
  let authRoutes: RouteEntry[];
  let adminRoutes: RouteEntry[];
  const key = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!');

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    authRoutes = routesUnder(doc, '/api/auth/');
    adminRoutes = routesUnder(doc, '/api/admin/');
  });
  afterAll(() => t.close());

  it('finds the signed-in and admin routes to check', () => {
    expect(authRoutes.length).toBeGreaterThan(10);
    expect(authRoutes).toContainEqual({ method: 'GET', url: '/api/auth/me' });
    // Notifications (issue 15): every one of them signed in.
    for (const route of [
      { method: 'GET', url: '/api/auth/notifications' },
      { method: 'GET', url: '/api/auth/notifications/unread' },
      { method: 'POST', url: '/api/auth/notifications/read' },
      { method: 'GET', url: '/api/auth/notification-settings' },
      { method: 'PATCH', url: '/api/auth/notification-settings' },
      { method: 'POST', url: '/api/auth/push-subscriptions' },
      { method: 'DELETE', url: '/api/auth/push-subscriptions' },
      // Chat presence (issue 35, decision 0029).
      { method: 'GET', url: `/api/auth/chat/presence/${someId}` },
      { method: 'GET', url: '/api/auth/chat/presence-settings' },
      { method: 'PUT', url: '/api/auth/chat/presence-settings' },
      // The artist studio and Artists in {city} (issue 19).
      { method: 'GET', url: '/api/auth/studio' },
      { method: 'GET', url: '/api/auth/artists/nearby' },
      // Blocks (issue 17).
      { method: 'POST', url: `/api/auth/blocks/${someId}` },
      { method: 'DELETE', url: `/api/auth/blocks/${someId}` },
      { method: 'GET', url: '/api/auth/blocks' },
      // The account (issue 17).
      { method: 'POST', url: '/api/auth/me/verify-email' },
      { method: 'POST', url: '/api/auth/me/password' },
      { method: 'POST', url: '/api/auth/me/email' },
      { method: 'GET', url: '/api/auth/me/export' },
      { method: 'DELETE', url: '/api/auth/me' },
      // Reports (issue 17).
      { method: 'POST', url: '/api/auth/reports' },
      // The artist's side of moderation (issue 34, decision 0028).
      { method: 'GET', url: `/api/auth/moderation/artworks/${someId}` },
      { method: 'POST', url: `/api/auth/moderation/artworks/${someId}/review-request` },
      // The address book (issue 35).
      { method: 'GET', url: '/api/auth/addresses' },
      { method: 'POST', url: '/api/auth/addresses' },
      { method: 'PUT', url: `/api/auth/addresses/${someId}` },
      { method: 'DELETE', url: `/api/auth/addresses/${someId}` },
      // Managing one's listings (issue 34, decision 0025).
      { method: 'GET', url: '/api/auth/studio/artworks' },
      { method: 'PUT', url: `/api/auth/artworks/${someId}/images` },
      { method: 'GET', url: `/api/auth/artworks/${someId}/price-history` },
      { method: 'POST', url: '/api/auth/artworks/bulk' },
      // Shipping (issue 34 item 3).
      { method: 'GET', url: '/api/auth/shipping-profile' },
      { method: 'PUT', url: '/api/auth/shipping-profile' },
      { method: 'GET', url: '/api/auth/cart/shipping' },
      // Certificates of authenticity (issue 37 item 8): the buyer's and the artist's download, the buyer's choice.
      { method: 'GET', url: `/api/auth/orders/${someId}/certificate.pdf` },
      { method: 'PATCH', url: `/api/auth/orders/${someId}/certificate` },
      // Payout details (issue 37 item 1, decision 0034): the signed-in artist's own.
      { method: 'GET', url: '/api/auth/payout-account' },
      { method: 'PUT', url: '/api/auth/payout-account' },
      // The artist's earnings and statements (issue 37 item 6): their own.
      { method: 'GET', url: '/api/auth/earnings' },
      { method: 'GET', url: '/api/auth/earnings/statement.pdf' },
      { method: 'GET', url: '/api/auth/earnings/statement.csv' },
    ]) {
      expect(authRoutes).toContainEqual(route);
    }
    // Moderation (issue 17): admin only.
    for (const route of [
      { method: 'GET', url: '/api/admin/reports' },
      { method: 'POST', url: '/api/admin/reports/dismiss' },
      { method: 'POST', url: '/api/admin/moderation/hide' },
      { method: 'POST', url: '/api/admin/moderation/unhide' },
      { method: 'POST', url: `/api/admin/users/${someId}/suspension` },
      { method: 'DELETE', url: `/api/admin/users/${someId}/suspension` },
      { method: 'GET', url: '/api/admin/audit' },
    ]) {
      expect(adminRoutes).toContainEqual(route);
    }
  });

  it("the push key and the mails' unsubscribe link answer without a login (the token is the proof)", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(200);
    // No token: refused as invalid (400), never as unauthenticated (401).
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/unsubscribe?token=nope' });
      expect(res.statusCode).toBe(400);
    }
  });

  it("the artwork view beacon answers without a login (a visitor's view counts too), and with one", async () => {
    const url = `/api/artworks/${someId}/view`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${user.token}` } })).statusCode,
    ).toBe(204);
  });

  it('the verification link answers without a login (the token is the proof)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token: 'nope' } });
    expect(res.statusCode).toBe(400);
  });

  const badTokens: Record<string, () => Promise<string | null>> = {
    'no token': async () => null,
    'a garbage token': async () => 'not.a.token',
    'an expired token': async () =>
      new SignJWT({ uid: user.id, role: 'user' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.username)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(key),
    "an 'alg: none' token": async () => {
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: user.username, uid: user.id, role: 'admin' })}.`;
    },
    'a token signed with another secret': async () =>
      new SignJWT({ uid: user.id, role: 'user' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.username)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('some-other-secret-that-is-also-long-enough')),
  };

  for (const [label, makeToken] of Object.entries(badTokens)) {
    it(`every /api/auth and /api/admin route answers 401 with ${label}`, async () => {
      const token = await makeToken();
      const failures: string[] = [];
      for (const route of [...authRoutes, ...adminRoutes]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        if (res.statusCode !== 401 || res.json().code !== 'unauthorized') {
          failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('every /api/admin route answers 403 to a signed-in non-admin', async () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: route.url, headers: user.auth });
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
