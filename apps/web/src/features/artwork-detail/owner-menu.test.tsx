import { SCREEN } from '@kala/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import OwnerMenu from './owner-menu';

const T = SCREEN.manage;
const artwork = fakeArtwork({ id: 'a1', artistId: 'ravi-1' });

function renderMenu() {
  localStorage.setItem('token', fakeToken({ sub: 'ravi', uid: 'ravi-1' }));
  const calls = mockFetch(({ url }) =>
    url === '/api/auth/artworks/a1' ? jsonResponse({ ...artwork, unlisted: true }) : jsonResponse([]),
  );
  renderRoutes([{ path: '/', element: <OwnerMenu artwork={artwork} /> }], '/');
  return calls;
}

describe('OwnerMenu', () => {
  afterEach(() => {
    delete window.__kalaEarlyTaps;
  });

  it('opens on a tap, its menu loaded then, and unlists the artwork', async () => {
    const calls = renderMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: T.menu }));
    expect(await screen.findByRole('menuitem', { name: T.edit })).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: T.unlist }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({ unlisted: true });
  });

  it('opens by itself for a tap made on the server-drawn button before the app ran', async () => {
    window.__kalaEarlyTaps = ['manage-artwork:a1'];
    renderMenu();
    expect(await screen.findByRole('menuitem', { name: T.unlist })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: T.delete })).toBeVisible();
    expect(window.__kalaEarlyTaps).toEqual([]);
  });
});
