// Helpers for web unit tests: a fake fetch answering like the Kala server, and tokens shaped like its JWTs.
// The real server is exercised end to end by Playwright.

import type { Artwork, CurrentProfile } from '@kala/contract';
import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

/** The server's 400 refusing a form, with a message for each field it names (code validation_failed). */
export function fieldErrors(fields: Record<string, string>): Response {
  return jsonResponse({ message: 'Please check the highlighted fields', code: 'validation_failed', fields }, 400);
}

/** Replaces global fetch with `handler`; the returned list records every call. */
export function mockFetch(handler: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A promise to resolve later: keeps a request pending while a test looks at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A JWT with the server's claims (sub = username, uid, role, exp); the signature is not checked by the web. */
export function fakeToken(claims: { sub: string; uid?: string; role?: string; exp?: number }): string {
  const payload = { uid: 'user-1', role: 'user', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

/** An artwork as GET /api/artworks/{id} answers it, for sale, by the artist 'ravi'. */
export function fakeArtwork(overrides: Partial<Artwork> = {}): Artwork {
  return {
    id: 'a1',
    title: 'Monsoon',
    description: 'Rain over the Ghats',
    price: 1200,
    tags: ['rain'],
    quantity: 1,
    category: 'Painting',
    forSale: true,
    isSold: false,
    isWishList: false,
    images: [],
    artistId: 'artist-1',
    artist: { id: 'artist-1', username: 'ravi', profileImage: null },
    createdAt: '2025-01-01T00:00:00.000Z',
    location: 'Mumbai',
    likes: 3,
    comments: 0,
    how_many_like: { like_count: 3 },
    has_liked: false,
    ...overrides,
  };
}

export function fakeProfile(overrides: Partial<CurrentProfile> = {}): CurrentProfile {
  return {
    id: 'user-1',
    name: 'Asha Rao',
    username: 'asha',
    email: 'asha@example.in',
    role: 'user',
    profileImage: null,
    bio: '',
    location: 'Mumbai',
    gender: 'female',
    age: 29,
    pincode: 400001,
    phone: '9876543210',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    followers: 0,
    following: 0,
    followersList: [],
    followingList: [],
    ...overrides,
  };
}

/**
 * Holds back every `setTimeout` of exactly `delay` ms (others run normally), so a test can look at the page
 * before the delay is over and then let it pass with `elapse()`. Checks a delay exactly, without racing a clock.
 */
export function holdTimeouts(delay: number) {
  const held: Array<() => void> = [];
  const realSetTimeout = window.setTimeout.bind(window);
  vi.spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (ms !== delay) return realSetTimeout(handler, ms, ...args);
    held.push(() => (typeof handler === 'function' ? handler(...args) : undefined));
    return 0;
  }) as typeof window.setTimeout);
  return {
    get pending() {
      return held.length;
    },
    /** Lets the held-back time pass: runs what was waiting for it. */
    elapse() {
      for (const run of held.splice(0)) run();
    },
  };
}
