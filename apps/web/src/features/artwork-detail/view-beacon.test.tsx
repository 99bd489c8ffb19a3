import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '../../test/fixtures';
import { useArtworkViewBeacon } from './view-beacon';

describe('artwork view beacon', () => {
  it('reports one view per page view (not twice under StrictMode), with the token of a signed-in viewer', () => {
    const token = fakeToken({ sub: 'ravi' });
    localStorage.setItem('token', token);
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    const { rerender } = renderHook(({ id }) => useArtworkViewBeacon(id), {
      initialProps: { id: 'art-1' },
      wrapper: StrictMode,
    });
    rerender({ id: 'art-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/artworks/art-1/view', method: 'POST' });
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    // Another artwork's page in the same screen is another page view.
    rerender({ id: 'art-2' });
    expect(calls.map((call) => call.url)).toEqual(['/api/artworks/art-1/view', '/api/artworks/art-2/view']);
  });

  it('a visitor reports without a token, and a failed report is ignored', async () => {
    localStorage.removeItem('token');
    const calls = mockFetch(() => Promise.reject(new TypeError('offline')));
    renderHook(() => useArtworkViewBeacon('art-3'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
