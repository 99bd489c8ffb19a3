import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '../lib/auth-store';
import { createQueryClient } from '../lib/query-client';
import { fakeToken } from '../test/fixtures';
import { Providers } from './providers';

/** What the cache holds under ['probe'] (never fetched: a reset leaves it empty). */
function Cached() {
  const { data } = useQuery({ queryKey: ['probe'], queryFn: () => new Promise<string>(() => {}) });
  return <p>{data ?? 'nothing cached'}</p>;
}

// Cached data belongs to whoever was signed in when it was fetched: a change of person throws it away, a new token
// for the same person (a new username comes with one) does not.
describe('the cache across sign-ins', () => {
  function renderWithCache() {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['probe'], 'Asha’s feed');
    render(
      <Providers queryClient={queryClient}>
        <Cached />
      </Providers>,
    );
    return queryClient;
  }

  it('keeps what is cached when the same person gets a new token, and drops it for another person', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha', uid: 'u1' }));
    renderWithCache();
    expect(screen.getByText('Asha’s feed')).toBeInTheDocument();

    // Renamed: a new token, the same person.
    await act(async () => login(fakeToken({ sub: 'asha_new', uid: 'u1' })));
    // A reset would show at the next tick: past it, still there.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Asha’s feed')).toBeInTheDocument();

    // Someone else signs in on this device.
    await act(async () => login(fakeToken({ sub: 'ravi', uid: 'u2' })));
    expect(await screen.findByText('nothing cached')).toBeInTheDocument();
  });
});
