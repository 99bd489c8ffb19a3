import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createTokenService, queryToken } from './auth';

// The chat socket takes its token from the query; test/log-hygiene.test.ts drives it with these spellings.

describe('queryToken', () => {
  it('takes the token from exactly one parameter spelled exactly `token`', () => {
    expect(queryToken('/api/auth/chat/ws?token=abc.def.ghi')).toBe('abc.def.ghi');
    expect(queryToken('/ws?x=1&token=abc&y=2')).toBe('abc');
    expect(queryToken('/ws?token=a%2Eb')).toBe('a.b');
    expect(queryToken('/ws?token=abc#frag')).toBe('abc');
  });

  it('finds no token in any other spelling, a repeated one, or one beside a look-alike', () => {
    for (const url of [
      '/ws',
      '/ws?',
      '/ws?token',
      '/ws?token=',
      '/ws?tok%65n=abc',
      '/ws?%74oken=abc',
      '/ws?TOKEN=abc',
      '/ws?Token=abc',
      '/ws?token[]=abc',
      '/ws?token%5B%5D=abc',
      '/ws?token=abc&token=abc',
      '/ws?token=abc&tok%65n=xyz',
      '/ws?token=abc&TOKEN=xyz',
      '/ws?access_token=abc',
      '/ws#token=abc',
      '/ws?a=1#token=abc',
      '/ws?token=%zz',
    ]) {
      expect(queryToken(url), url).toBeNull();
    }
  });
});

describe('checking a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('checks the signature of a token once, then only who its user is now', async () => {
    const tokens = createTokenService(t.config, t.deps.db);
    const user = await createUser(t);
    const hmac = vi.spyOn(crypto.subtle, 'verify');
    try {
      expect((await tokens.verify(user.token))?.id).toBe(user.id);
      expect((await tokens.verify(user.token))?.id).toBe(user.id);
      expect(hmac).toHaveBeenCalledTimes(1);
      // A new password ends the session at once, remembered signature or not.
      await t.deps.db.updateTable('users').set({ session_version: 1 }).where('id', '=', user.id).execute();
      expect(await tokens.verify(user.token)).toBeNull();
      // So does a suspension.
      const other = await createUser(t);
      expect(await tokens.verify(other.token)).not.toBeNull();
      await t.deps.db
        .updateTable('users')
        .set({ suspended_at: new Date().toISOString() })
        .where('id', '=', other.id)
        .execute();
      expect(await tokens.verify(other.token)).toBeNull();
    } finally {
      hmac.mockRestore();
    }
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = createTokenService(t.config, t.deps.db);
    const user = await createUser(t);
    const signed = await tokens.sign({ ...user, sessionVersion: 0 });
    expect((await tokens.verify(signed))?.id).toBe(user.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + t.config.jwtTtlSeconds * 1000);
    expect(await tokens.verify(signed)).toBeNull();
  });

  it('does not take a token for another whose claims it shares: each string is checked', async () => {
    const tokens = createTokenService(t.config, t.deps.db);
    const user = await createUser(t);
    expect(await tokens.verify(user.token)).not.toBeNull();
    const [header, payload] = user.token.split('.');
    expect(await tokens.verify(`${header}.${payload}.${'A'.repeat(43)}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.`)).toBeNull();
  });
});
