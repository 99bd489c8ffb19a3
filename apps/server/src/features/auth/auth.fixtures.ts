// Test fixtures for accounts: a valid registration and a signed-in user in one call.
import type { TestApp } from '../../../test/helpers';

export const PASSWORD = 'correct horse battery';

let counter = 0;

/** A registration body that passes every rule; `overrides` change single fields. */
export function validRegistration(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  const username = overrides.username ?? `artist_${counter}_${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: 'Asha Rao',
    email: `${username.toLowerCase()}@example.com`,
    username,
    location: 'Mumbai',
    gender: 'female',
    age: '29',
    pincode: '400001',
    phone: '+919876543210',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

export interface SignedInUser {
  id: string;
  username: string;
  token: string;
  auth: { authorization: string };
}

/**
 * Registers through the API and logs in; fails the test loudly if either call does not succeed. The address is
 * then marked verified, as if the person had opened the mailed link, unless `{ verified: false }`.
 */
export async function signUp(
  t: TestApp,
  overrides: Record<string, string> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<SignedInUser> {
  const body = validRegistration(overrides);
  const registered = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  if (verified) {
    await t.deps.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', registered.json().id)
      .execute();
  }
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: body.username, password: body.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = login.json().access_token as string;
  return {
    id: registered.json().id,
    username: body.username as string,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

export interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject, encoded by the platform's own FormData. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** The person changes their own profile (PATCH /api/auth/me, as JSON). The answer as it comes. */
export function patchMe(t: TestApp, person: { auth: Record<string, string> }, changes: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: person.auth, payload: changes });
}
