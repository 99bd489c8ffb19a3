import { ERR, NOTIFY, VALIDATION } from '@kala/contract';
import { HINDI } from '@kala/contract/hi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helpers';

// Issue 18 item 5 (docs/decisions/0015-languages.md): error replies in the request's language: the `lang` cookie,
// else Accept-Language; nothing sent, the spec's English byte for byte.

describe('error replies follow the request language', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t);
  });
  afterAll(() => t.close());

  const badLogin = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { username: user.username, password: 'not-the-password' },
    });

  it('answers in English when the request names no language', async () => {
    const res = await badLogin();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ERR.badCredentials, code: 'unauthorized' });
  });

  it('answers in Hindi for Accept-Language: hi, with the same status and code', async () => {
    for (const header of ['hi', 'hi-IN,hi;q=0.9,en-US;q=0.8']) {
      const res = await badLogin({ 'accept-language': header });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: HINDI.ERR.badCredentials, code: 'unauthorized' });
    }
  });

  it('follows the lang cookie over Accept-Language', async () => {
    const hindi = await badLogin({ cookie: 'theme=dark; lang=hi', 'accept-language': 'en' });
    expect(hindi.json().message).toBe(HINDI.ERR.badCredentials);
    const english = await badLogin({ cookie: 'lang=en', 'accept-language': 'hi' });
    expect(english.json().message).toBe(ERR.badCredentials);
  });

  it('says field messages in Hindi too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'hi' },
      payload: { username: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.values(body.fields)).toContain(HINDI.VALIDATION.login.usernameRequired);
    expect(body.message).not.toBe(VALIDATION.login.usernameRequired);
  });

  it('says a text with arguments in Hindi (an unknown artwork)', async () => {
    const url = '/api/artworks/01900000-0000-7000-8000-000000000000';
    const english = await t.app.inject({ method: 'GET', url });
    expect(english.statusCode).toBe(404);
    const hindi = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json().message).not.toBe(english.json().message);
    expect(hindi.json().message).toBe(HINDI.ERR.notFound('कलाकृति'));
  });

  it('shows the unsubscribe page in the request language', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/unsubscribe?token=not-a-token' });
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(NOTIFY.unsubscribe.invalid);
    const hindi = await t.app.inject({
      method: 'GET',
      url: '/unsubscribe?token=not-a-token',
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).toContain(HINDI.NOTIFY.unsubscribe.invalid);
  });
});
