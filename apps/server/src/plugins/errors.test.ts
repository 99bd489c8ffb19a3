import { ERR } from '@kala/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { registerErrorHandler } from './errors';

// Rows can vanish between two statements of a request (someone deleted the artwork meanwhile). The database
// then refuses the write or the re-read finds nothing; the caller must get a 404 in the one error shape.
describe('the error handler', () => {
  let t: TestApp;
  const app = Fastify();
  beforeAll(async () => {
    t = await createTestApp();
    registerErrorHandler(app);
    app.post('/like-missing', async () => {
      // A real foreign-key violation from this engine: the artwork and user do not exist.
      await t.deps.db
        .insertInto('likes')
        .values({ user_id: 'no-such-user', artwork_id: 'no-such-artwork', created_at: new Date().toISOString() })
        .execute();
      return { ok: true };
    });
    app.get('/read-missing', async () =>
      t.deps.db.selectFrom('artworks').select('id').where('id', '=', 'gone').executeTakeFirstOrThrow(),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers a foreign-key refusal (the referenced row is gone) with 404, not 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/like-missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ERR.vanished, code: 'not_found' });
  });

  it('answers a row that vanished before it was read again with 404, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/read-missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
