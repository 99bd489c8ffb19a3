import { loginResponseSchema } from '@kala/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeToken, jsonResponse, mockFetch } from '../test/fixtures';
import { ApiError, api, apiPage, errorMessage, nextCursorFromLink } from './api-client';
import { getToken } from './auth-store';
import { setNavigate } from './navigation';

// Calls about the transport itself: the answer's shape does not matter to them.
const schema = z.unknown();
const list = z.array(z.unknown());

describe('api client', () => {
  it('calls /api with credentials and no Authorization header when signed out', async () => {
    const calls = mockFetch(() => jsonResponse([{ id: 'a1' }]));
    await expect(api.get('/artworks', { query: { limit: 24, cursor: undefined }, schema })).resolves.toEqual([
      { id: 'a1' },
    ]);
    expect(calls[0]!.url).toBe('/api/artworks?limit=24');
    expect(calls[0]!.credentials).toBe('include');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sends the bearer token on every request when one exists', async () => {
    const token = fakeToken({ sub: 'asha' });
    localStorage.setItem('token', token);
    const calls = mockFetch(() => jsonResponse({}));
    await api.get('/auth/me', { schema });
    await api.delete('/auth/likes/a1', { schema });
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
  });

  it('sends plain values as JSON and FormData as multipart', async () => {
    const calls = mockFetch(() => jsonResponse({}));
    await api.post('/auth/cart', { artworkId: 'a1' }, { schema });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.body).toBe('{"artworkId":"a1"}');

    const form = new FormData();
    form.set('title', 'Monsoon');
    await api.patch('/auth/me', form, { schema });
    expect(calls[1]!.method).toBe('PATCH');
    // The browser adds the multipart boundary itself; a hand-set Content-Type would lose it.
    expect(calls[1]!.headers.has('Content-Type')).toBe(false);
    expect(calls[1]!.body).toBe(form);
  });

  it('turns an error reply into an ApiError with status, message, code and fields', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          message: 'Please check the highlighted fields',
          code: 'validation_failed',
          fields: { email: 'Invalid email address' },
        },
        400,
      ),
    );
    const error = await api.post('/register', {}, { schema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please check the highlighted fields',
      serverMessage: 'Please check the highlighted fields',
      code: 'validation_failed',
      fields: { email: 'Invalid email address' },
    });
  });

  it('a reply without a JSON body still becomes an ApiError, and screens fall back to their own text', async () => {
    mockFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await api.get('/artworks', { schema }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined, fields: {} });
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
    expect(errorMessage(new ApiError(409, { message: 'Username already taken' }), 'Registration failed')).toBe(
      'Username already taken',
    );
    expect(errorMessage(new Error('boom'), 'Registration failed')).toBe('Registration failed');
  });

  it('an unreachable server is an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/artworks', { schema })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('pages a list: the items and the next cursor from the Link header', async () => {
    const calls = mockFetch(
      () =>
        new Response(JSON.stringify([{ id: 'a1' }]), {
          headers: { 'Content-Type': 'application/json', Link: '</api/artworks?sort=recent&cursor=abc_1>; rel="next"' },
        }),
    );
    await expect(apiPage('/artworks', { query: { sort: 'recent', cursor: undefined }, schema: list })).resolves.toEqual(
      {
        items: [{ id: 'a1' }],
        nextCursor: 'abc_1',
      },
    );
    // The app always names its page size: without it the list would answer whole (decision 0022).
    expect(calls[0]!.url).toBe('/api/artworks?sort=recent&limit=24');
    expect(nextCursorFromLink(null)).toBeNull();
    expect(nextCursorFromLink('</api/artworks?cursor=x>; rel="prev"')).toBeNull();
  });

  it("leaves out a null cursor (a first page's undefined, after a server-rendered page's JSON)", async () => {
    const calls = mockFetch(() => jsonResponse([]));
    await apiPage('/artworks/a1/comments', { query: { cursor: null }, schema: list });
    expect(calls[0]!.url).toBe('/api/artworks/a1/comments?limit=24');
  });

  it("takes the answer public/preload.js started for the page's first request, once, for that URL and token", async () => {
    const token = fakeToken({ sub: 'asha' });
    localStorage.setItem('token', token);
    const calls = mockFetch(() => jsonResponse([{ id: 'asked' }]));
    const started = Promise.resolve(
      new Response(JSON.stringify([{ id: 'preloaded' }]), {
        headers: { Link: '</api/auth/homefeed?cursor=c1>; rel="next"' },
      }),
    );
    window.__kalaFirstAnswer = { url: '/api/auth/homefeed?limit=24', token, answer: started };
    // A POST, another URL: asked as usual, and the answer stays for its request.
    await api.post('/auth/homefeed', {}, { schema });
    await apiPage('/auth/homefeed', { query: { cursor: 'c0' }, schema: list });
    expect(calls).toHaveLength(2);
    await expect(apiPage('/auth/homefeed', { schema: list })).resolves.toEqual({
      items: [{ id: 'preloaded' }],
      nextCursor: 'c1',
    });
    expect(calls).toHaveLength(2);
    // Taken: the next request of the page asks the server.
    await expect(apiPage('/auth/homefeed', { schema: list })).resolves.toMatchObject({ items: [{ id: 'asked' }] });
    // Started with another token (before a logout, say): never given to this person's request.
    window.__kalaFirstAnswer = { url: '/api/auth/homefeed?limit=24', token: 'old.token.x', answer: started };
    await apiPage('/auth/homefeed', { schema: list });
    expect(calls).toHaveLength(4);
  });

  it('parses every answer with its schema: an answer that does not match rejects', async () => {
    mockFetch(() => jsonResponse({ access_token: 'x' }));
    await expect(api.post('/login', {}, { schema: loginResponseSchema })).rejects.toThrow();
  });

  it('refuses a call without a schema (for callers the type check does not see), before sending it', async () => {
    const calls = mockFetch(() => jsonResponse({}));
    await expect(api.get('/artworks', {} as never)).rejects.toThrow(/schema/);
    expect(calls).toHaveLength(0);
  });

  it('a 401 on a request that carried a token ends the session and sends the user to login', async () => {
    const navigate = vi.fn();
    setNavigate(navigate);
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch(() => jsonResponse({ message: 'Not authenticated', code: 'unauthorized' }, 401));
    await expect(api.get('/auth/cart', { schema })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/login/));
  });

  it('a 401 without a token, or on login itself, leaves the session alone', async () => {
    const navigate = vi.fn();
    setNavigate(navigate);
    mockFetch(() => jsonResponse({ message: 'Not authenticated', code: 'unauthorized' }, 401));
    await expect(api.get('/auth/cart', { schema })).rejects.toMatchObject({ status: 401 });
    const token = fakeToken({ sub: 'asha' });
    localStorage.setItem('token', token);
    await expect(api.post('/login', new FormData(), { expireSessionOn401: false, schema })).rejects.toMatchObject({
      status: 401,
    });
    expect(getToken()).toBe(token);
    expect(navigate).not.toHaveBeenCalled();
  });
});
