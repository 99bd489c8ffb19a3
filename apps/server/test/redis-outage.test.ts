import { ERR } from '@kala/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { createDeps } from '../src/deps';
import { PASSWORD, validRegistration } from '../src/features/auth/auth.fixtures';
import { LOGIN_TRIES_PER_USERNAME_AND_ADDRESS } from '../src/features/auth/auth.routes';
import { COMMENTS_PER_MINUTE } from '../src/features/comments/comments.routes';
import { createArtwork, createUser, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helpers';
import { ThrowawayRedis } from './throwaway-redis';

// Rate-limit counters live in Redis when REDIS_URL is set, so two instances share one limit. While Redis is
// down each instance counts on its own (requests never fail, limits still hold per instance), and sharing
// resumes by itself once Redis is back. (Chat's side of a Redis outage: src/features/chat/chat.realtime.test.ts.)

describe('rate limits shared through Redis, and a Redis outage', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  let artworkId: string;

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    const prefix = `kala-rl-test-${Date.now().toString(36)}`;
    t = await createTestApp({ rateLimits: true, redisUrl: redis.url, redisChannelPrefix: prefix });
    const handle = t.openSecondHandle();
    const config: Config = { ...t.config };
    const deps = createDeps(config, handle);
    const app = await buildApp(deps, { logger: false });
    await app.ready();
    second = {
      app,
      async close() {
        await app.close();
        await handle.close();
      },
    };
    const artist = await createUser(t);
    artworkId = (await createArtwork(t, artist.id)).id;
    await waitForRedis(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await redis.kill();
  });

  const comment = (app: FastifyInstance, user: TestUser) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/comments/${artworkId}`,
      headers: user.auth,
      payload: { content: 'hello' },
    });

  /** Sends `count` comments, alternating between the two instances unless told otherwise; the statuses. */
  async function burst(user: TestUser, count: number, apps = [t.app, second.app]): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++)
      statuses.push((await comment(apps[i % apps.length] as FastifyInstance, user)).statusCode);
    return statuses;
  }

  /** Waits until a limit hit on one instance shows on the other, i.e. both talk to Redis. */
  async function waitForRedis(test: TestApp): Promise<void> {
    for (let waited = 0; waited < 10_000; waited += 100) {
      const probe = await createUser(test);
      const statuses = await burst(probe, COMMENTS_PER_MINUTE + 1);
      if (statuses.at(-1) === 429) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the instances never shared their counters');
  }

  it('two instances share one limit', async () => {
    const user = await createUser(t);
    const statuses = await burst(user, COMMENTS_PER_MINUTE + 1);
    expect(statuses.slice(0, COMMENTS_PER_MINUTE).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts logins per username and address on both instances, and another address still signs in', async () => {
    const username = `owner_${Date.now().toString(36)}`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: validRegistration({ username }),
    });
    expect(registered.statusCode).toBe(201);
    const login = (app: FastifyInstance, remoteAddress: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });
    for (let i = 0; i < LOGIN_TRIES_PER_USERNAME_AND_ADDRESS; i++) {
      const app = i % 2 === 0 ? t.app : second.app;
      expect((await login(app, '198.51.100.1', 'wrong guess')).statusCode, `try ${i + 1}`).toBe(401);
    }
    const blocked = await login(second.app, '198.51.100.1', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: ERR.rateLimited, code: 'rate_limited' });
    expect((await login(t.app, '198.51.100.2', PASSWORD)).statusCode).toBe(200);
  });

  it('while Redis is down, requests still succeed and each instance enforces the limit on its own', async () => {
    await redis.kill();
    const user = await createUser(t);
    const onFirst = await burst(user, COMMENTS_PER_MINUTE + 1, [t.app]);
    expect(onFirst.slice(0, COMMENTS_PER_MINUTE).every((s) => s === 201)).toBe(true);
    expect(onFirst.at(-1)).toBe(429);
    // The other instance counts separately meanwhile: up to the limit again there, then 429.
    const onSecond = await burst(user, COMMENTS_PER_MINUTE + 1, [second.app]);
    expect(onSecond.slice(0, COMMENTS_PER_MINUTE).every((s) => s === 201)).toBe(true);
    expect(onSecond.at(-1)).toBe(429);
    // Routes without limits never noticed.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' } });
    expect(login.statusCode).toBe(401);
  });

  it('shares the limit again once Redis is back', async () => {
    await redis.restart();
    await waitForRedis(t);
    const user = await createUser(t);
    const statuses = await burst(user, COMMENTS_PER_MINUTE + 1);
    expect(statuses.at(-1)).toBe(429);
  });
});
