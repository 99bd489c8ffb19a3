import { ERR, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { deleteUserAsAdmin, updateUserAsAdmin } from './admin-users.service';

let counter = 0;
/** What the admin form sends for a new user (docs/product.md#api-calls POST /admin/register). */
function newUserBody(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  const username = `meera_${counter}_${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: 'Meera Iyer',
    email: `${username}@example.com`,
    username,
    location: 'Chennai',
    gender: 'Female',
    age: '34',
    pincode: '600001',
    role: 'user',
    phone: '+919876543210',
    password: 'a long enough password',
    profileImage: 'https://example.com/placeholder.png',
    ...overrides,
  };
}

const roleOf = async (t: TestApp, id: string) =>
  (await t.deps.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())?.role;

describe('admin user management', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', name: 'Root Admin' });
  });
  afterAll(() => t.close());

  const create = (body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/register', headers: admin.auth, payload: body });
  const update = (id: string, body: Record<string, unknown>, as: TestUser = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/update/users/${id}`, headers: as.auth, payload: body });
  const remove = (id: string, as: TestUser = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: as.auth });
  const logIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  describe('creating a user', () => {
    it('answers 201 with the admin view: role lowercased, placeholder image, and the password logs in', async () => {
      const body = newUserBody({ role: 'ADMIN', gender: 'Prefer not to say' });
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(201);
      const user = res.json();
      expect(user).toEqual({
        id: expect.any(String),
        name: 'Meera Iyer',
        email: body.email,
        username: body.username,
        location: 'Chennai',
        gender: null,
        age: 34,
        pincode: 600001,
        role: 'admin',
        phone: '+919876543210',
        profileImage: null,
        createdAt: expect.stringMatching(/Z$/),
      });
      expect(await roleOf(t, user.id)).toBe('admin');
      expect((await logIn(body.username as string, body.password as string)).statusCode).toBe(200);
    });

    it('accepts a multipart body like the other account forms', async () => {
      const body = newUserBody({ gender: 'male' });
      const data = new FormData();
      for (const [name, value] of Object.entries(body)) data.append(name, value);
      const encoded = new Response(data);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/register',
        headers: { ...admin.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ gender: 'male', role: 'user' });
    });

    it('refuses a username (in any case) or an email that is taken with 409', async () => {
      const first = newUserBody();
      expect((await create(first)).statusCode).toBe(201);

      const sameUsername = await create(newUserBody({ username: (first.username as string).toUpperCase() }));
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json()).toMatchObject({
        message: ERR.usernameTaken,
        fields: { username: ERR.usernameTaken },
      });

      const sameEmail = await create(newUserBody({ email: first.email as string }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toMatchObject({ message: ERR.emailRegistered, fields: { email: ERR.emailRegistered } });
    });

    it("answers 400 'Password is required for new users.' without a password", async () => {
      const { password: _password, ...withoutPassword } = newUserBody();
      for (const body of [withoutPassword, { ...withoutPassword, password: '' }]) {
        const res = await create(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ password: 'Password is required for new users.' });
      }
    });

    it('refuses a role other than user or admin', async () => {
      const res = await create(newUserBody({ role: 'owner' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ role: VALIDATION.adminUser.roleInvalid });
    });
  });

  describe('listing and searching users', () => {
    let t2: TestApp;
    let root: TestUser;
    beforeAll(async () => {
      t2 = await createTestApp();
      root = await createUser(t2, {
        role: 'admin',
        name: 'Root',
        location: 'Delhi',
        created_at: '2024-01-01T00:00:00.000Z',
      });
      const people = [
        { name: 'Kavya Nair', username: 'kavya', email: 'kavya@example.com', location: 'Kochi', phone: '9000000001' },
        { name: 'Arjun Das', username: 'arjun_d', email: 'arjun@mail.test', location: 'Kolkata', phone: '9000000002' },
        { name: 'Leela Sen', username: 'leela', email: 'leela@example.com', location: 'Pune', phone: '+919000000003' },
      ];
      for (const [index, person] of people.entries()) {
        await createUser(t2, { ...person, created_at: `2024-02-0${index + 1}T00:00:00.000Z` });
      }
    });
    afterAll(() => t2.close());

    const list = async (query: string) => {
      const res = await t2.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: root.auth });
      expect(res.statusCode, res.body).toBe(200);
      return { users: res.json() as { username: string }[], link: res.headers.link as string | undefined };
    };
    const usernames = async (query: string) => (await list(query)).users.map((user) => user.username);

    it('lists every user newest first in the admin view, never with a password', async () => {
      const { users } = await list('');
      expect(users.map((user) => user.username)).toEqual(['leela', 'arjun_d', 'kavya', root.username]);
      expect(Object.keys(users[0] as object).sort()).toEqual(
        [
          'age',
          'createdAt',
          'email',
          'gender',
          'id',
          'location',
          'name',
          'phone',
          'pincode',
          'profileImage',
          'role',
          'username',
        ].sort(),
      );
    });

    it('matches name, email, username, location, role or phone, in any case', async () => {
      expect(await usernames('?q=NAIR')).toEqual(['kavya']);
      expect(await usernames('?q=mail.test')).toEqual(['arjun_d']);
      expect(await usernames('?q=LeeL')).toEqual(['leela']);
      expect(await usernames('?q=kolkata')).toEqual(['arjun_d']);
      expect(await usernames('?q=Admin')).toEqual([root.username]);
      expect(await usernames('?q=%2B91900')).toEqual(['leela']);
      expect(await usernames('?q=nobody-matches')).toEqual([]);
      // LIKE wildcards are plain characters.
      expect(await usernames('?q=%25')).toEqual([]);
    });

    it('pages with limit and a Link header, every user exactly once', async () => {
      const seen: string[] = [];
      let url: string | undefined = '/api/admin/users?limit=3';
      while (url) {
        const page = await list(url.replace('/api/admin/users', ''));
        seen.push(...page.users.map((user) => user.username));
        url = page.link ? /<([^>]+)>/.exec(page.link)?.[1] : undefined;
      }
      expect(seen).toEqual(['leela', 'arjun_d', 'kavya', root.username]);
      const searched = await list('?q=example.com&limit=1');
      expect(searched.users.map((user) => user.username)).toEqual(['leela']);
      expect(searched.link).toContain('q=example.com');
    });

    it('answers 400 to a cursor that was tampered with', async () => {
      const res = await t2.app.inject({ method: 'GET', url: '/api/admin/users?cursor=bogus', headers: root.auth });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ cursor: VALIDATION.query.cursorInvalid });
    });
  });

  describe('updating a user', () => {
    it('changes only the fields sent', async () => {
      const created = (await create(newUserBody())).json();
      const res = await update(created.id, { name: 'Meera I.', location: 'Madurai' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ...created, name: 'Meera I.', location: 'Madurai' });
    });

    it('ignores a password: the old one still logs in, the new one does not', async () => {
      const body = newUserBody();
      const created = (await create(body)).json();
      const res = await update(created.id, { password: 'a brand new password', phone: '9123456780' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().phone).toBe('9123456780');
      expect((await logIn(body.username as string, body.password as string)).statusCode).toBe(200);
      expect((await logIn(body.username as string, 'a brand new password')).statusCode).toBe(401);
    });

    it('lowercases the role: a user can be made an admin', async () => {
      const created = (await create(newUserBody())).json();
      const res = await update(created.id, { role: 'Admin' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().role).toBe('admin');
      expect(await roleOf(t, created.id)).toBe('admin');
    });

    it('answers 409 for a username or email someone else has, and keeps the row', async () => {
      const taken = (await create(newUserBody())).json();
      const target = (await create(newUserBody())).json();
      const byUsername = await update(target.id, { username: taken.username.toUpperCase() });
      expect(byUsername.statusCode).toBe(409);
      expect(byUsername.json().message).toBe(ERR.usernameTaken);
      const byEmail = await update(target.id, { email: taken.email });
      expect(byEmail.statusCode).toBe(409);
      expect(byEmail.json().message).toBe(ERR.emailRegistered);
      // Their own username and email are not a conflict.
      expect((await update(target.id, { username: target.username, email: target.email })).statusCode).toBe(200);
    });

    it('answers 400 for an invalid field and 404 for an unknown user', async () => {
      const created = (await create(newUserBody())).json();
      const bad = await update(created.id, { phone: '12' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ phone: VALIDATION.registration.phoneInvalid });
      expect((await update('01900000-0000-7000-8000-000000000000', { name: 'X' })).statusCode).toBe(404);
    });
  });

  describe('what an admin cannot do to themselves', () => {
    it('an admin cannot demote themselves (409), but may edit their other fields', async () => {
      const res = await update(admin.id, { role: 'user' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: ERR.cannotDemoteSelf });
      expect(await roleOf(t, admin.id)).toBe('admin');
      expect((await update(admin.id, { name: 'Root Admin', role: 'admin' })).statusCode).toBe(200);
    });

    it('an admin cannot delete themselves (409)', async () => {
      const res = await remove(admin.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: ERR.cannotDeleteSelf });
      expect(await roleOf(t, admin.id)).toBe('admin');
    });

    it('another admin may be demoted and deleted while an admin remains', async () => {
      const other = await createUser(t, { role: 'admin' });
      const demoted = await update(other.id, { role: 'user' });
      expect(demoted.statusCode, demoted.body).toBe(200);
      expect(demoted.json().role).toBe('user');
      // Demoted means at once: their token no longer opens the back-office.
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: other.auth })).statusCode).toBe(
        403,
      );
      expect((await remove(other.id)).statusCode).toBe(204);
      expect(await roleOf(t, other.id)).toBeUndefined();
      expect((await remove(other.id)).statusCode).toBe(404);
    });
  });
});

describe('the last admin account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is never deleted or demoted, even by someone whose admin role went away mid-request', async () => {
    const onlyAdmin = await createUser(t, { role: 'admin' });
    const formerAdmin = await createUser(t);
    // The access check passed while they were still an admin; the transaction sees the truth.
    const stale = { id: formerAdmin.id, username: formerAdmin.username, role: 'admin' as const, sessionVersion: 0 };
    await expect(deleteUserAsAdmin(t.deps, stale, onlyAdmin.id)).rejects.toMatchObject({
      statusCode: 409,
      message: ERR.lastAdmin,
    });
    await expect(updateUserAsAdmin(t.deps, stale, onlyAdmin.id, { role: 'user' })).rejects.toMatchObject({
      statusCode: 409,
      message: ERR.lastAdmin,
    });
    expect(await roleOf(t, onlyAdmin.id)).toBe('admin');
    // Nor can that former admin touch another admin while one would remain.
    const second = await createUser(t, { role: 'admin' });
    await expect(deleteUserAsAdmin(t.deps, stale, second.id)).rejects.toMatchObject({ statusCode: 403 });
    expect(await roleOf(t, second.id)).toBe('admin');
  });

  it('two admins deleting each other at the same moment leave one admin', async () => {
    await t.deps.db.deleteFrom('users').execute();
    const a = await createUser(t, { role: 'admin' });
    const b = await createUser(t, { role: 'admin' });
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/admin/users/${b.id}`, headers: a.auth }),
      t.app.inject({ method: 'DELETE', url: `/api/admin/users/${a.id}`, headers: b.auth }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(204);
    // The loser is refused: gone already (401), or the last admin is protected (409).
    expect([401, 409]).toContain(statuses[1]);
    const admins = await t.deps.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });
});
