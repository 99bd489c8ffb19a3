import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOfflineCopies, noteAnswer, useOfflineState } from './offline-copy';

// Offline copies (decision 0030): the service worker marks an answer taken from its cache with X-Kala-Copy-Of.

const copy = (date: string) => new Response('{}', { headers: { 'X-Kala-Copy-Of': date } });

afterEach(() => {
  act(() => noteAnswer(new Response('{}')));
  vi.unstubAllGlobals();
});

describe('offline state', () => {
  it('is the time of the copy on screen, and clears with the next fresh answer', () => {
    const { result } = renderHook(() => useOfflineState());
    expect(result.current).toBeNull();
    act(() => noteAnswer(copy('Sun, 29 Nov 2026 04:42:00 GMT')));
    expect(result.current).toEqual({ since: Date.parse('2026-11-29T04:42:00Z') });
    act(() => noteAnswer(new Response('[]')));
    expect(result.current).toBeNull();
  });

  it('tells the browser being offline even before any copy is shown', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useOfflineState());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toEqual({ since: null });
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBeNull();
    onLine.mockRestore();
  });
});

describe('forgetOfflineCopies', () => {
  it('empties the personal caches (pages and API answers), leaving code and pictures', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    await forgetOfflineCopies();
    expect(deleted.sort()).toEqual(['kala-api', 'kala-pages']);
  });

  it('does nothing where there is no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(forgetOfflineCopies()).resolves.toBeUndefined();
  });
});
