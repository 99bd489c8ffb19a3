import { TOKEN_STORAGE_KEY } from '@kala/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/feed-preload.js?raw';
import { guestFeedInfiniteQuery } from '../features/feed/feed.api';

// public/feed-preload.js runs before the app and cannot import it: these tests hold it to the app's storage key
// and to the URL the guest feed really asks for (a preload nobody uses would only cost a request).

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

async function guestFeedUrl(): Promise<string> {
  const fetchMock = vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  const { queryFn } = guestFeedInfiniteQuery();
  await (queryFn as (context: unknown) => Promise<unknown>)({
    pageParam: undefined,
    signal: new AbortController().signal,
  });
  return String((fetchMock.mock.calls[0] as unknown[])[0]);
}

describe('public/feed-preload.js', () => {
  afterEach(() => {
    for (const link of preloads()) link.remove();
    window.history.pushState({}, '', '/');
  });

  it("asks a visitor's home page for the guest feed, as the app will", async () => {
    window.history.pushState({}, '', '/');
    new Function(script)();
    const [link] = preloads();
    expect(link?.getAttribute('href')).toBe(await guestFeedUrl());
    expect(link?.as).toBe('fetch');
    expect(link?.crossOrigin).toBe('use-credentials');
  });

  it('asks nothing for a signed-in person (they get their own feed)', () => {
    expect(script).toContain(`getItem('${TOKEN_STORAGE_KEY}')`);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    new Function(script)();
    expect(preloads()).toHaveLength(0);
  });

  it('asks nothing on other pages', () => {
    window.history.pushState({}, '', '/products');
    new Function(script)();
    expect(preloads()).toHaveLength(0);
  });
});
