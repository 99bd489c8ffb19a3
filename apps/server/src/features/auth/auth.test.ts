import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  currentProfileSchema,
  ERR,
  MAX_IMAGE_BYTES,
  MSG,
  profileUpdateResponseSchema,
  userProfileSchema,
  VALIDATION,
} from '@kala/contract';
import { decodeJwt, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  type FilePart,
  multipart,
  PASSWORD,
  patchMe,
  type SignedInUser,
  signUp,
  validRegistration,
} from './auth.fixtures';
import { LOGIN_TRIES_PER_USERNAME, LOGIN_TRIES_PER_USERNAME_AND_ADDRESS } from './auth.routes';

const V = VALIDATION.registration;

/** Who the app takes the bearer of `token` to be (GET /api/auth/me). */
const meWith = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/register', payload });

  it('creates the account and answers 201 with the profile, never a password hash or the email', async () => {
    const body = validRegistration({ gender: 'Female' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const profile = userProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      username: body.username,
      name: 'Asha Rao',
      location: 'Mumbai',
      gender: 'female',
      age: 29,
      pincode: 400001,
      phone: '+919876543210',
      bio: '',
      profileImage: null,
      followers: 0,
      following: 0,
    });
    expect(res.body).not.toMatch(/password|hash|argon|email/i);
  });

  it('stores an argon2id hash, not the password', async () => {
    const body = validRegistration();
    await register(body);
    const row = await t.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', body.username!)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('always makes a plain user, whatever role is sent', async () => {
    const body = validRegistration({ role: 'admin' });
    expect((await register(body)).statusCode).toBe(201);
    const row = await t.deps.db
      .selectFrom('users')
      .select('role')
      .where('username', '=', body.username!)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });

  it('accepts urlencoded and multipart bodies too', async () => {
    const form = validRegistration();
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(urlencoded.statusCode).toBe(201);
    expect(urlencoded.json().username).toBe(form.username);

    const multi = validRegistration();
    const encoded = await multipart(multi);
    const res = await t.app.inject({ method: 'POST', url: '/api/register', ...encoded });
    expect(res.statusCode).toBe(201);
    expect(res.json().age).toBe(29);
  });

  it('stores the email lowercase', async () => {
    const body = validRegistration();
    await register({ ...body, email: body.email!.toUpperCase() });
    const row = await t.deps.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', body.username!)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(body.email);
  });

  it.each([
    ['name', V.nameRequired],
    ['email', V.invalidEmail],
    ['username', V.usernameRequired],
    ['location', V.locationRequired],
    ['gender', V.genderRequired],
    ['age', V.ageRequired],
    ['pincode', V.pincodeRequired],
    ['phone', V.phoneInvalid],
    ['password', V.passwordRequired],
  ])('a missing %s is refused with the spec message', async (field, message) => {
    const body = validRegistration();
    delete body[field];
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
  });

  it('reports every empty field at once, each with its spec message', async () => {
    const res = await register({
      name: '',
      email: '',
      username: '',
      location: '',
      gender: '',
      age: '',
      pincode: '',
      phone: '',
      password: '',
      confirmPassword: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: V.nameRequired,
      email: V.invalidEmail,
      username: V.usernameRequired,
      location: V.locationRequired,
      gender: V.genderRequired,
      age: V.ageRequired,
      pincode: V.pincodeRequired,
      phone: V.phoneInvalid,
      password: V.passwordRequired,
    });
  });

  it.each([
    ['email', 'not-an-email', V.invalidEmail],
    ['phone', '98765', V.phoneInvalid],
    ['phone', '+9298765432101', V.phoneInvalid],
    ['password', 'short', V.passwordTooShort],
    ['age', 'old', V.ageInvalid],
    ['pincode', '12', V.pincodeInvalid],
    ['gender', 'robot', V.genderInvalid],
  ])('an invalid %s (%s) is refused', async (field, value, message) => {
    const res = await register(
      validRegistration({ [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("refuses passwords that do not match with 'Passwords do not match'", async () => {
    const res = await register(validRegistration({ confirmPassword: 'something else entirely' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.confirmPassword).toBe(V.passwordsDoNotMatch);
  });

  it("answers 409 'Username already taken' for a username in any case", async () => {
    const first = validRegistration({ username: 'Meera_Paints' });
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(validRegistration({ username: 'meera_PAINTS', email: 'other-meera@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: ERR.usernameTaken });
  });

  it("answers 409 'Email already registered' for an email in any case", async () => {
    const first = validRegistration();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(validRegistration({ email: first.email!.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: ERR.emailRegistered });
  });

  it('lets exactly one of several simultaneous registrations of a username through; the rest get 409', async () => {
    const attempts = Array.from({ length: 6 }, (_, i) =>
      register(validRegistration({ username: 'same_name_race', email: `race${i}@example.com` })),
    );
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().message).toBe(ERR.usernameTaken);
  });

  it('lets exactly one of several simultaneous registrations of an email through; the rest get 409', async () => {
    const attempts = Array.from({ length: 6 }, (_, i) =>
      register(validRegistration({ username: `email_race_${i}`, email: 'same-email@example.com' })),
    );
    const results = await Promise.all(attempts);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().message).toBe(ERR.emailRegistered);
  });
});

describe('login', () => {
  let t: TestApp;
  const account = validRegistration({ username: 'Kavya_Draws' });
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.inject({ method: 'POST', url: '/api/register', payload: account });
  });
  afterAll(() => t.close());

  const credentials = { username: 'Kavya_Draws', password: PASSWORD };

  async function expectToken(res: { statusCode: number; json(): { access_token: string; token_type: string } }) {
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    // The sub claim of the token is the username (docs/product.md#entities-and-fields).
    expect(decodeJwt(body.access_token).sub).toBe('Kavya_Draws');
    const me = await meWith(t, body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('Kavya_Draws');
  }

  it('answers {access_token, token_type} for a JSON body', async () => {
    await expectToken(await t.app.inject({ method: 'POST', url: '/api/login', payload: credentials }));
  });

  it('accepts a urlencoded body', async () => {
    await expectToken(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(credentials).toString(),
      }),
    );
  });

  it('accepts a multipart body (what the spec client sends)', async () => {
    await expectToken(await t.app.inject({ method: 'POST', url: '/api/login', ...(await multipart(credentials)) }));
  });

  it('matches the username in any case', async () => {
    await expectToken(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { ...credentials, username: 'kavya_draws' } }),
    );
  });

  it('takes the email address, in any case and with spaces around it, in the username field (issue 35)', async () => {
    await expectToken(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { ...credentials, username: account.email } }),
    );
    await expectToken(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        ...(await multipart({ ...credentials, username: ' KAVYA_DRAWS@Example.com ' })),
      }),
    );
  });

  it('answers the same 401 for an unknown email or a wrong password with the right email', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody@example.com', password: PASSWORD },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.email, password: 'not the password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: ERR.badCredentials, code: 'unauthorized' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("answers the same 401 'Incorrect username or password' for a wrong password and an unknown user", async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...credentials, password: 'not the password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody_here', password: 'whatever123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: ERR.badCredentials, code: 'unauthorized' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires a username and a password, with the spec messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: '  ', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      username: VALIDATION.login.usernameRequired,
      password: VALIDATION.login.passwordRequired,
    });
    const empty = await t.app.inject({ method: 'POST', url: '/api/login', ...(await multipart({})) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.username).toBe(VALIDATION.login.usernameRequired);
  });

  it('refuses a token whose user has been deleted', async () => {
    const user = await signUp(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).statusCode).toBe(200);
    await t.deps.db.deleteFrom('users').where('id', '=', user.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('refuses a correctly signed token that never expires', async () => {
    const user = await signUp(t);
    const signed = (expires: boolean) => {
      const jwt = new SignJWT({ uid: user.id, role: 'user', ver: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.username)
        .setIssuedAt();
      return (expires ? jwt.setExpirationTime('1h') : jwt).sign(new TextEncoder().encode(t.config.jwtSecret));
    };
    const me = async (token: string) => (await meWith(t, token)).statusCode;
    expect(await me(await signed(true))).toBe(200);
    expect(await me(await signed(false))).toBe(401);
  });

  it('refuses /api/auth/me without a token or with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('login and forgot-password rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: validRegistration({ username: 'target_user' }),
    });
  });
  afterAll(() => t.close());

  const attempt = (username: string, remoteAddress: string, password = 'wrong password') =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

  it('answers 429 after 10 tries at one username from one address, yet the right password works from another', async () => {
    for (let i = 0; i < LOGIN_TRIES_PER_USERNAME_AND_ADDRESS; i++) {
      expect((await attempt('target_user', '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await attempt('TARGET_USER', '10.1.0.1', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: ERR.rateLimited, code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Someone guessing from one address cannot lock the owner out.
    const owner = await attempt('target_user', '10.1.0.2', PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toEqual(expect.any(String));
  });

  it('answers 429 to one username from any address only after many more tries from many addresses', async () => {
    await t.app.inject({ method: 'POST', url: '/api/register', payload: validRegistration({ username: 'popular' }) });
    const perAddress = LOGIN_TRIES_PER_USERNAME_AND_ADDRESS;
    for (let i = 0; i < LOGIN_TRIES_PER_USERNAME; i++) {
      const address = `10.7.${Math.floor(i / perAddress)}.1`;
      expect((await attempt('popular', address)).statusCode, `try ${i + 1}`).toBe(401);
    }
    const blocked = await attempt('Popular', '10.8.0.1', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ERR.rateLimited);
  });

  it('110 wrong logins from ten addresses lock the account, yet not for the browser its owner signed in with', async () => {
    await t.app.inject({ method: 'POST', url: '/api/register', payload: validRegistration({ username: 'besieged' }) });
    await t.app.inject({ method: 'POST', url: '/api/register', payload: validRegistration({ username: 'guesser' }) });
    // The owner signed in on their browser last week: it keeps the device cookie.
    const earlier = await attempt('besieged', '10.20.0.1', PASSWORD);
    expect(earlier.statusCode).toBe(200);
    const setCookie = String(earlier.headers['set-cookie']);
    expect(setCookie).toMatch(/^kala_device=[^;]+; Path=\/api\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    const deviceCookie = setCookie.split(';')[0] as string;
    // The guesser's own account gives them a device cookie too, for their account only.
    const guesserCookie = String((await attempt('guesser', '10.21.0.1', PASSWORD)).headers['set-cookie']).split(';')[0];

    const answers: number[] = [];
    for (let i = 0; i < 110; i += 1) answers.push((await attempt('besieged', `10.21.${i % 10}.1`)).statusCode);
    expect(answers.filter((status) => status === 401)).toHaveLength(LOGIN_TRIES_PER_USERNAME);
    expect(answers.filter((status) => status === 429)).toHaveLength(110 - LOGIN_TRIES_PER_USERNAME);
    // The attacker is slowed: the right password from a new address, or with another account's cookie, waits.
    expect((await attempt('besieged', '10.22.0.1', PASSWORD)).statusCode).toBe(429);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.22.0.2',
      headers: { cookie: `${guesserCookie}` },
      payload: { username: 'besieged', password: PASSWORD },
    });
    expect(forged.statusCode).toBe(429);
    // The owner's browser gets in, even from one of the guessing addresses.
    for (const address of ['10.20.0.1', '10.21.3.1']) {
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        headers: { cookie: `lang=en; ${deviceCookie}` },
        payload: { username: 'BESIEGED', password: PASSWORD },
      });
      expect(owner.statusCode, address).toBe(200);
      expect(owner.json().access_token).toEqual(expect.any(String));
    }
  });

  it('the owner’s own successful logins never count toward a limit on the account', async () => {
    await t.app.inject({ method: 'POST', url: '/api/register', payload: validRegistration({ username: 'frequent' }) });
    // Far more successful logins than either per-account limit, spread so the per-address limit (30) is not met.
    for (let i = 0; i < LOGIN_TRIES_PER_USERNAME + 20; i += 1) {
      const address = `10.30.${Math.floor(i / 20)}.1`;
      expect((await attempt('frequent', address, PASSWORD)).statusCode, `login ${i + 1}`).toBe(200);
    }
    // A mistyped password afterwards is a plain 401, and the next right one gets in.
    expect((await attempt('frequent', '10.30.0.1')).statusCode).toBe(401);
    expect((await attempt('frequent', '10.30.0.1', PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 after 30 tries from one address within a minute, whatever the usernames', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await attempt(`guess_${i}`, '10.2.0.1')).statusCode).toBe(401);
    }
    const blocked = await attempt('guess_final', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ERR.rateLimited);
    // Another address is not affected.
    expect((await attempt('guess_other', '10.2.0.2')).statusCode).toBe(401);
  });

  it('limits forgot-password requests per address', async () => {
    const forgot = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '10.3.0.1',
        payload: { email: `someone${i}@example.com` },
      });
    for (let i = 0; i < 10; i++) expect((await forgot(i)).statusCode).toBe(200);
    const blocked = await forgot(99);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ERR.rateLimited);
  });

  it('limits forgot-password requests per email, from any address', async () => {
    const forgot = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: `10.4.0.${i}`,
        payload: { email: i % 2 ? 'Flooded@Example.com' : 'flooded@example.com' },
      });
    for (let i = 0; i < 5; i++) expect((await forgot(i)).statusCode).toBe(200);
    expect((await forgot(5)).statusCode).toBe(429);
  });

  it('limits reset-password attempts per address', async () => {
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress: '10.5.0.1',
        payload: { token: 'guessed-token', password: 'long enough password' },
      });
    for (let i = 0; i < 10; i++) expect((await reset()).statusCode).toBe(400);
    const blocked = await reset();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ERR.rateLimited);
  });

  it('limits registrations per address', async () => {
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/register', remoteAddress: '10.6.0.1', payload: {} });
    for (let i = 0; i < 50; i++) expect((await register()).statusCode).toBe(400);
    expect((await register()).statusCode).toBe(429);
  });
});

describe('own profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/auth/me answers the full current profile with email, role and empty follow lists', async () => {
    const user = await signUp(t, { username: 'Nila_Makes' });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const me = currentProfileSchema.parse(res.json());
    expect(me).toMatchObject({
      id: user.id,
      username: 'Nila_Makes',
      email: 'nila_makes@example.com',
      role: 'user',
      name: 'Asha Rao',
      bio: '',
      location: 'Mumbai',
      gender: 'female',
      age: 29,
      pincode: 400001,
      phone: '+919876543210',
      profileImage: null,
      followers: 0,
      following: 0,
      followersList: [],
      followingList: [],
    });
    expect(me.createdAt).toMatch(/Z$/);
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it('PATCH /api/auth/me saves only the fields sent', async () => {
    const user = await signUp(t);
    const res = await patchMe(t, user, {
      bio: 'I paint monsoon skies.',
      location: 'Kolkata',
      age: 31,
      pincode: '700001',
    });
    expect(res.statusCode).toBe(200);
    const me = profileUpdateResponseSchema.parse(res.json());
    expect(me).toMatchObject({ bio: 'I paint monsoon skies.', location: 'Kolkata', age: 31, pincode: 700001 });
    expect(me).toMatchObject({ name: 'Asha Rao', phone: '+919876543210', gender: 'female', username: user.username });
    expect(me.access_token).toBeUndefined();
    expect(me.updatedAt >= me.createdAt).toBe(true);
  });

  it('PATCH /api/auth/me never changes role, email or password', async () => {
    const user = await signUp(t);
    const res = await patchMe(t, user, {
      role: 'admin',
      email: 'new@example.com',
      password: 'hijacked-password',
      name: 'Asha R.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'user',
      email: `${user.username.toLowerCase()}@example.com`,
      name: 'Asha R.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('PATCH /api/auth/me applies the registration rules', async () => {
    const user = await signUp(t);
    const res = await patchMe(t, user, { phone: '12345', name: '', age: '200' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ phone: V.phoneInvalid, name: V.nameRequired, age: V.ageInvalid });
  });

  it('PATCH /api/auth/me accepts multipart fields', async () => {
    const user = await signUp(t);
    const form = await multipart({ bio: 'From a form', gender: 'Other' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { ...user.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bio: 'From a form', gender: 'other' });
  });

  it('a new username comes with a fresh token whose sub is the new username', async () => {
    const user = await signUp(t);
    const res = await patchMe(t, user, { username: 'Renamed_Artist' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.username).toBe('Renamed_Artist');
    expect(decodeJwt(body.access_token).sub).toBe('Renamed_Artist');
    const me = await meWith(t, body.access_token);
    expect(me.json().username).toBe('Renamed_Artist');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'renamed_artist', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers 409 'Username already taken' when the new username belongs to someone else, in any case", async () => {
    const other = await signUp(t, { username: 'Taken_Name' });
    const user = await signUp(t);
    const res = await patchMe(t, user, { username: 'taken_NAME' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERR.usernameTaken);
    expect(other.username).toBe('Taken_Name');
  });

  it('lets a user change only the case of their own username', async () => {
    const user = await signUp(t, { username: 'case_change' });
    const res = await patchMe(t, user, { username: 'Case_Change' });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('Case_Change');
  });

  it('PATCH /api/auth/me needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/auth/me', payload: { bio: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
  const reset = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload });
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  /** Waits for the mail to `email` to land in the outbox (it is sent in the background) and returns it. */
  async function mailsTo(email: string): Promise<{ to: string; subject: string; text: string }[]> {
    // Only whole mails: the mailer writes each under another name, then renames it to .json.
    const names = (await readdir(t.config.outboxDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort();
    const mails = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8'))),
    );
    // Registration also mails a verification link (issue 17); these tests read the reset mails.
    return mails.filter((mail) => mail.to === email && mail.text.includes('/auth/reset-password?token='));
  }
  async function mailTo(email: string, count = 1): Promise<{ to: string; subject: string; text: string }> {
    for (let waited = 0; waited < 5000; waited += 25) {
      const mine = await mailsTo(email);
      if (mine.length >= count) return mine[mine.length - 1]!;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no mail to ${email}`);
  }
  const tokenIn = (text: string) => {
    const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error('no reset link in the mail');
    return match[1];
  };

  it('answers the same for a known and an unknown email', async () => {
    const user = await signUp(t);
    const known = await forgot(`${user.username.toLowerCase()}@example.com`);
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MSG.auth.resetLinkRequested });
    expect(unknown.body).toBe(known.body);
  });

  it('mails a link with a token to the public URL, and stores only its hash', async () => {
    const user = await signUp(t);
    const email = `${user.username.toLowerCase()}@example.com`;
    await forgot(email.toUpperCase());
    const mail = await mailTo(email);
    expect(mail.text).toContain(`${t.config.publicUrl}/auth/reset-password?token=`);
    const token = tokenIn(mail.text);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.deps.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('sends no mail for an unknown email', async () => {
    const user = await signUp(t);
    const email = `${user.username.toLowerCase()}@example.com`;
    await forgot('ghost@example.com');
    await forgot(email);
    // Once the later mail is out, a mail for the ghost would be too.
    const mail = await mailTo(email);
    expect(mail.subject).toBeTruthy();
    expect(await mailsTo('ghost@example.com')).toEqual([]);
  });

  it('a valid token sets the new password once; the token cannot be used again', async () => {
    const user = await signUp(t);
    const email = `${user.username.toLowerCase()}@example.com`;
    await forgot(email);
    const token = tokenIn((await mailTo(email)).text);
    const newPassword = 'a brand new password';

    const done = await reset({ token, password: newPassword, confirmPassword: newPassword });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MSG.auth.passwordResetSuccess });
    expect((await login(user.username, newPassword)).statusCode).toBe(200);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);

    const again = await reset({ token, password: 'yet another password', confirmPassword: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ERR.resetTokenInvalid);
    expect((await login(user.username, newPassword)).statusCode).toBe(200);
  });

  it('a new password ends every session signed in before it, on every device; signing in again works', async () => {
    const user = await signUp(t);
    const otherDevice = (await login(user.username, PASSWORD)).json().access_token as string;
    // A token from before session versions existed (no `ver` claim): valid while nothing has changed.
    const legacy = await new SignJWT({ uid: user.id, role: 'user' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.username)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const me = (token: string) => meWith(t, token);
    for (const token of [user.token, otherDevice, legacy]) expect((await me(token)).statusCode).toBe(200);

    const email = `${user.username.toLowerCase()}@example.com`;
    await forgot(email);
    const token = tokenIn((await mailTo(email)).text);
    const newPassword = 'a brand new password';
    expect((await reset({ token, password: newPassword, confirmPassword: newPassword })).statusCode).toBe(200);

    for (const old of [user.token, otherDevice, legacy]) expect((await me(old)).statusCode).toBe(401);
    const fresh = (await login(user.username, newPassword)).json().access_token as string;
    expect((await me(fresh)).statusCode).toBe(200);
    // A new username gives a new token; it stays valid (the password did not change).
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${fresh}` },
      payload: { username: `${user.username}x`.slice(0, 30) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await me(renamed.json().access_token)).statusCode).toBe(200);
  });

  it('an expired token is refused', async () => {
    const user = await signUp(t);
    const email = `${user.username.toLowerCase()}@example.com`;
    await forgot(email);
    const token = tokenIn((await mailTo(email)).text);
    await t.deps.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const res = await reset({ token, password: 'a brand new password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERR.resetTokenInvalid);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it("using one link spends the user's other outstanding links", async () => {
    const user = await signUp(t);
    const email = `${user.username.toLowerCase()}@example.com`;
    await forgot(email);
    const first = tokenIn((await mailTo(email, 1)).text);
    await forgot(email);
    const second = tokenIn((await mailTo(email, 2)).text);
    expect(second).not.toBe(first);
    expect((await reset({ token: second, password: 'second link password' })).statusCode).toBe(200);
    const old = await reset({ token: first, password: 'first link password' });
    expect(old.statusCode).toBe(400);
    expect((await login(user.username, 'second link password')).statusCode).toBe(200);
  });

  it('refuses an unknown token, mismatched passwords, a short password and a bad email', async () => {
    const unknown = await reset({ token: 'made-up-token', password: 'long enough password' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ERR.resetTokenInvalid);

    const mismatch = await reset({ token: 'x', password: 'long enough password', confirmPassword: 'different one' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.confirmPassword).toBe(V.passwordsDoNotMatch);

    const short = await reset({ token: 'x', password: 'short' });
    expect(short.json().fields.password).toBe(V.passwordTooShort);

    const missing = await reset({});
    expect(missing.json().fields).toMatchObject({
      token: VALIDATION.reset.tokenRequired,
      password: VALIDATION.reset.passwordRequired,
    });

    const badEmail = await forgot('not an email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields.email).toBe(VALIDATION.forgot.invalidEmail);
  });
});

describe('profile image', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
  const upload = async (user: SignedInUser, files: Record<string, FilePart>, fields: Record<string, string> = {}) => {
    const form = await multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/me/profile-image',
      headers: { ...user.auth, ...form.headers },
      payload: form.payload,
    });
  };

  it('re-encodes the picture as square webp variants and answers the profile with its URL', async () => {
    const user = await signUp(t);
    const res = await upload(user, { file: { name: 'me.png', type: 'image/png', data: await png(600, 400) } });
    expect(res.statusCode).toBe(200);
    const me = profileUpdateResponseSchema.parse(res.json());
    expect(me.profileImage).toMatch(/^\/media\/[a-f0-9]{64}-256\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: me.profileImage! });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    // Others see it on the public profile and in follower lists.
    const pub = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}` });
    expect(pub.json().profileImage).toBe(me.profileImage);
  });

  it('refuses bytes that are not an image, whatever the declared type', async () => {
    const user = await signUp(t);
    const res = await upload(user, {
      file: { name: 'fake.png', type: 'image/png', data: Buffer.from('definitely not a picture') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.images.unreadable(['fake.png']));
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).json();
    expect(me.profileImage).toBeNull();
  });

  it('refuses a file over 5 MB with 413', async () => {
    const user = await signUp(t);
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1);
    const res = await upload(user, { file: { name: 'huge.png', type: 'image/png', data: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: VALIDATION.images.tooLarge(['huge.png']), code: 'payload_too_large' });
  });

  it('needs exactly one file in the field "file"', async () => {
    const user = await signUp(t);
    const none = await upload(user, {}, { note: 'no file here' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(VALIDATION.common.required('Image'));

    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/auth/me/profile-image',
      headers: user.auth,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);

    const image = await png(50, 50);
    const two = await upload(user, {
      file: { name: 'a.png', type: 'image/png', data: image },
      other: { name: 'b.png', type: 'image/png', data: image },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(VALIDATION.images.adminOneFile);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/me/profile-image', ...(await multipart({})) });
    expect(res.statusCode).toBe(401);
  });
});
