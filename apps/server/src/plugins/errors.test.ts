import { ERR, ERROR_STATUS } from '@kala/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import * as errors from '../lib/errors';
import { registerErrorHandler } from './errors';

const THROWN: Record<string, () => errors.AppError> = {
  badRequest: () => errors.badRequest('Bad'),
  validationFailed: () => errors.validationFailed({ title: 'Title is required' }),
  unauthorized: () => errors.unauthorized(),
  forbidden: () => errors.forbidden(),
  notFound: () => errors.notFound('Artwork'),
  conflict: () => errors.conflict('Taken'),
  tooLarge: () => errors.tooLarge('Big'),
  rateLimited: () => errors.rateLimited(),
  serviceUnavailable: () => errors.serviceUnavailable('Later'),
};

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
    app.post('/echo', async (request) => request.body);
    app.get('/throw/:factory', async (request) => {
      const { factory } = request.params as { factory: string };
      throw THROWN[factory]?.() ?? new Error('a bug');
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

  it("answers each factory's error with the contract's status for its code, and ERR's text by default", async () => {
    for (const [name, make] of Object.entries(THROWN)) {
      const expected = make();
      const res = await app.inject({ method: 'GET', url: `/throw/${name}` });
      expect(res.statusCode, name).toBe(ERROR_STATUS[expected.code]);
      expect(res.json(), name).toMatchObject({ code: expected.code, message: expected.message });
    }
    expect(THROWN.unauthorized?.().message).toBe(ERR.notAuthenticated);
    expect(THROWN.forbidden?.().message).toBe(ERR.forbidden);
    expect(THROWN.rateLimited?.().message).toBe(ERR.tooManyRequests);
    expect(THROWN.notFound?.().message).toBe(ERR.notFound('Artwork'));
  });

  it("says Fastify's own refusals and a bug of ours in ERR's words", async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: ERR.invalidJsonBody, code: 'bad_request' });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: ERR.unsupportedMediaType, code: 'bad_request' });
    const bug = await app.inject({ method: 'GET', url: '/throw/none' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ message: ERR.internalOnOurSide, code: 'internal_error' });
  });

  it('answers a row that vanished before it was read again with 404, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/read-missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
