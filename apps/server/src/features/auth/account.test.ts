import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  changePasswordResponseSchema,
  currentProfileSchema,
  ERR,
  MSG,
  messageResponseSchema,
  userProfileSchema,
} from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { outboxOf } from '../notifications/notifications.fixtures';
import { PASSWORD, signUp } from './auth.fixtures';

// The account half of issue 17: verify the address, change the password and the address.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const emailOf = (username: string) => `${username.toLowerCase()}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

/** The verification links mailed to `email` so far, oldest first (the mailer writes in the background). */
async function verifyLinksTo(email: string, count = 1): Promise<string[]> {
  for (let waited = 0; waited < 5000; waited += 25) {
    const names = (await readdir(t.config.outboxDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort();
    const mails = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8'))),
    );
    const tokens = mails
      .filter((mail) => mail.to === email)
      .map((mail) => /\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
      .filter((token): token is string => token !== undefined);
    if (tokens.length >= count) return tokens;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no verification mail to ${email}`);
}

describe('verify e-mail', () => {
  it('registration mails a single-use link; opening it verifies the address and shows the mark', async () => {
    const user = await signUp(t, {}, { verified: false });
    const before = currentProfileSchema.parse((await me(user.token)).json());
    expect(before.verified).toBe(false);

    const [token] = await verifyLinksTo(emailOf(user.username));
    const rows = await t.deps.db.selectFrom('email_verifications').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);

    const done = await verify(token!);
    expect(done.statusCode, done.body).toBe(200);
    expect(messageResponseSchema.parse(done.json())).toEqual({ message: MSG.auth.emailVerified });
    expect(currentProfileSchema.parse((await me(user.token)).json()).verified).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: `/api/user/${user.username}` });
    expect(userProfileSchema.parse(profile.json()).verified).toBe(true);

    const again = await verify(token!);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ERR.verifyTokenInvalid);
  });

  it('an expired or unknown link is refused', async () => {
    const user = await signUp(t, {}, { verified: false });
    const [token] = await verifyLinksTo(emailOf(user.username));
    await t.deps.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await verify(token!)).statusCode).toBe(400);
    expect((await verify('not-a-token')).json().message).toBe(ERR.verifyTokenInvalid);
    expect(currentProfileSchema.parse((await me(user.token)).json()).verified).toBe(false);
  });

  it('resend mails a new link while unverified, and is refused once verified', async () => {
    const user = await signUp(t, {}, { verified: false });
    const resend = () => t.app.inject({ method: 'POST', url: '/api/auth/me/verify-email', headers: user.auth });
    const res = await resend();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.auth.verificationSent });
    const tokens = await verifyLinksTo(emailOf(user.username), 2);
    expect((await verify(tokens[1]!)).statusCode).toBe(200);
    // The first link was spent with it.
    expect((await verify(tokens[0]!)).statusCode).toBe(400);
    const after = await resend();
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(ERR.alreadyVerified);
  });

  it('resend needs a signed-in person', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/me/verify-email' })).statusCode).toBe(401);
  });

  it('notification mail goes only to a verified address; nothing else is refused to the unverified', async () => {
    const unverified = await createUser(t, { email_verified_at: null });
    const verified = await createUser(t);
    const fan = await createUser(t, { email_verified_at: null });
    for (const artist of [unverified, verified]) {
      const settings = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/notification-settings',
        headers: artist.auth,
        payload: { like: { email: true } },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const { id } = await createArtwork(t, artist.id);
      const like = await t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: fan.auth });
      expect(like.statusCode).toBe(200);
    }
    expect((await outboxOf(t, unverified.id)).filter((row) => row.channel === 'email')).toEqual([]);
    expect((await outboxOf(t, verified.id)).map((row) => [row.channel, row.kind])).toEqual([['email', 'notification']]);
    // The in-app entry is there all the same.
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/notifications', headers: unverified.auth });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('like');
  });
});

describe('change password', () => {
  const change = (token: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/me/password', headers: bearer(token), payload });

  it('needs the current password', async () => {
    const user = await signUp(t);
    const res = await change(user.token, { currentPassword: 'not my password', password: 'a brand new password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERR.wrongCurrentPassword);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('ends every other session; this one goes on with the fresh token', async () => {
    const user = await signUp(t);
    const otherDevice = (await login(user.username, PASSWORD)).json().access_token as string;
    const res = await change(user.token, { currentPassword: PASSWORD, password: 'a brand new password' });
    expect(res.statusCode, res.body).toBe(200);
    const body = changePasswordResponseSchema.parse(res.json());
    expect(body.message).toBe(MSG.auth.passwordChanged);
    expect((await me(body.access_token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, 'a brand new password')).statusCode).toBe(200);
  });
});

describe('change e-mail', () => {
  const change = (token: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/me/email', headers: bearer(token), payload });

  it('needs the password and a free address', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const wrong = await change(user.token, { email: 'new-address@example.com', currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ERR.wrongCurrentPassword);
    const taken = await change(user.token, { email: emailOf(other.username), currentPassword: PASSWORD });
    expect(taken.statusCode).toBe(409);
  });

  it('the new address is unverified until its own link is opened; old links no longer verify', async () => {
    const user = await signUp(t, {}, { verified: false });
    const [oldToken] = await verifyLinksTo(emailOf(user.username));
    const newEmail = `new-${user.username.toLowerCase()}@example.com`;
    const res = await change(user.token, { email: newEmail.toUpperCase(), currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.auth.emailChanged });
    const profile = currentProfileSchema.parse((await me(user.token)).json());
    expect(profile).toMatchObject({ email: newEmail, verified: false });

    expect((await verify(oldToken!)).statusCode).toBe(400);
    const [newToken] = await verifyLinksTo(newEmail);
    expect((await verify(newToken!)).statusCode).toBe(200);
    expect(currentProfileSchema.parse((await me(user.token)).json()).verified).toBe(true);
  });

  it('a verified person who changes the address is unverified again', async () => {
    const user = await signUp(t);
    const newEmail = `changed-${user.username.toLowerCase()}@example.com`;
    expect((await change(user.token, { email: newEmail, currentPassword: PASSWORD })).statusCode).toBe(200);
    expect(currentProfileSchema.parse((await me(user.token)).json()).verified).toBe(false);
    expect(await verifyLinksTo(newEmail)).toHaveLength(1);
  });
});
