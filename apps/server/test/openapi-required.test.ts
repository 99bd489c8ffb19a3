import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRegistration } from '../src/features/auth/auth.fixtures';
import { createUser, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helpers';

// A client generated from /api/docs/json sends what the document calls required and may leave out the rest.
// For each body field the document lists, the server is asked without it: it must refuse exactly the fields
// the document marks required (and name them in `fields`), and accept the body without any other.

interface BodySchema {
  properties: Record<string, unknown>;
  required?: string[];
}

describe('the OpenAPI document marks as required exactly the fields the server requires', () => {
  let t: TestApp;
  let admin: TestUser;
  let doc: {
    paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: BodySchema }> } }>>;
  };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  const cases: { url: string; body: () => Record<string, string>; headers: () => Record<string, string> }[] = [
    { url: '/api/register', body: () => validRegistration(), headers: () => ({}) },
    {
      url: '/api/admin/register',
      body: () => {
        const { confirmPassword: _confirmPassword, ...rest } = validRegistration();
        return { ...rest, role: 'user', profileImage: '' };
      },
      headers: () => admin.auth,
    },
  ];

  it.each(cases)('POST $url', async ({ url, body, headers }) => {
    const schema = doc.paths[url]?.post?.requestBody.content['application/json']?.schema as BodySchema;
    const documented = Object.keys(schema.properties);
    expect(documented.length).toBeGreaterThan(3);
    const refused: string[] = [];
    for (const field of documented) {
      const { [field]: _left, ...without } = body();
      const res = await t.app.inject({ method: 'POST', url, headers: headers(), payload: without });
      if (res.statusCode === 400) {
        expect(Object.keys(res.json().fields ?? {}), `without ${field}`).toEqual([field]);
        refused.push(field);
      } else {
        expect(res.statusCode, `without ${field}: ${res.body}`).toBe(201);
      }
    }
    expect([...(schema.required ?? [])].sort()).toEqual(refused.sort());
  });
});
