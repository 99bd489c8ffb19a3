import { ERR } from '@kala/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ProductsPage } from './products-page';

const routes = [{ path: '/products', element: <ProductsPage /> }];
const listCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/artworks'));

describe('Products listing: Near me (issue 19)', () => {
  it('a signed-in viewer picks Near me in the filters: the list asks near=me and a chip says so', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch(() => jsonResponse([fakeArtwork({ id: 'a1', title: 'Pune Rains' })]));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/products');
    expect(await screen.findByText('Pune Rains')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Near me' }));
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('near=me');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Remove filter Near me' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url).toContain('near=me');

    // A named place replaces it: the two are one choice.
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(await screen.findByRole('button', { name: 'Mumbai' }));
    expect(router.state.location.search).not.toContain('near=me');
    expect(router.state.location.search).toContain('location=Mumbai');
  });

  it('a visitor is not offered Near me', async () => {
    mockFetch(() => jsonResponse([]));
    const user = userEvent.setup();
    renderRoutes(routes, '/products');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('button', { name: 'Mumbai' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Near me' })).not.toBeInTheDocument();
  });

  it("says the server's reason when Near me cannot work: no city or pincode on the profile", async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch(() => jsonResponse({ message: ERR.nearNeedsPlace, code: 'bad_request' }, 400));
    renderRoutes(routes, '/products?near=me');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERR.nearNeedsPlace);
  });
});
