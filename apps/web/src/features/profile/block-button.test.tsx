import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { BlockButton } from './block-button';
import { BlockedPeoplePage } from './blocked-people-page';

const ravi = { id: 'user-ravi', username: 'ravi' };

describe('Block (issue 17)', () => {
  it('says what blocking does before blocking; Cancel sends nothing, Block blocks', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch(() => jsonResponse({ blocked: true }, 201));
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <BlockButton person={ravi} blocked={false} /> }], '/');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block @ravi?' });
    expect(dialog).toHaveTextContent('They are not told.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    await vi.waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /api/auth/blocks/user-ravi'),
    );
    expect(await screen.findByText('You blocked @ravi')).toBeInTheDocument();
  });

  it('Blocked people lists them, each with Unblock', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch((call) =>
      call.method === 'DELETE'
        ? jsonResponse({ blocked: false })
        : jsonResponse({ users: [{ id: 'user-ravi', username: 'ravi', name: 'Ravi Kumar', profileImage: null }] }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <BlockedPeoplePage /> }], '/');
    expect(await screen.findByRole('link', { name: /Ravi Kumar/ })).toHaveAttribute('href', '/profile/ravi');
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await vi.waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('DELETE /api/auth/blocks/user-ravi'),
    );
    expect(await screen.findByText('You unblocked @ravi')).toBeInTheDocument();
  });

  it('says when no one is blocked', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch(() => jsonResponse({ users: [] }));
    renderRoutes([{ path: '/', element: <BlockedPeoplePage /> }], '/');
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });
});
