import { ERR } from '@kala/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ProductsPage } from './products-page';

const routes = [{ path: '/products', element: <ProductsPage /> }];
// The listing's pages (the drawer's counts, /api/artworks/facets, are asked too, at times after them).
const listCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/artworks?'));

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

describe('Products listing: the price filter (issue 35)', () => {
  it.each([
    ['Max', 'maxPrice=5000'],
    ['Min', 'minPrice=5000'],
  ])('a %s typed and then "Show results" tapped, with no Enter, filters the list', async (label, expected) => {
    const calls = mockFetch(() => jsonResponse([fakeArtwork({ id: 'a1', title: 'Pune Rains' })]));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/products');
    expect(await screen.findByText('Pune Rains')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // Typed, then the button tapped with nothing in between: Safari does not move focus to a tapped button,
    // so the field is never left and no blur happens.
    fireEvent.change(await screen.findByLabelText(label), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(router.state.location.search).toContain(expected));
    expect(router.state.location.search).not.toContain('filters=');
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain(expected));
  });

  it('a Min left for the Max field is applied without wiping the Max typed meanwhile', async () => {
    mockFetch(() => jsonResponse([]));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/products');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const min = await screen.findByLabelText('Min');
    const max = screen.getByLabelText('Max');
    fireEvent.change(min, { target: { value: '1000' } });
    // Leaving Min applies it; the Max is typed before that change of the address has landed (one batch, as a
    // browser delivers the blur and the first keystrokes).
    act(() => {
      fireEvent.blur(min);
      fireEvent.change(max, { target: { value: '2000' } });
    });
    await waitFor(() => expect(router.state.location.search).toContain('minPrice=1000'));
    expect(max).toHaveValue(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(router.state.location.search).toContain('maxPrice=2000'));
    expect(router.state.location.search).toContain('minPrice=1000');
  });

  it('an inverted range is not applied when the drawer closes', async () => {
    mockFetch(() => jsonResponse([]));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/products?minPrice=9000');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    fireEvent.change(await screen.findByLabelText('Max'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(router.state.location.search).not.toContain('maxPrice');
    expect(router.state.location.search).toContain('minPrice=9000');
  });
});

describe('Products listing: the place filter (issue 35)', () => {
  it('offers one "All India" choice, not both "All" and "All India"; it clears the place', async () => {
    mockFetch(() => jsonResponse([]));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/products?location=Mumbai');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const place = (await screen.findByRole('button', { name: 'Mumbai' })).parentElement as HTMLElement;
    expect(within(place).getAllByRole('button', { name: 'All India' })).toHaveLength(1);
    expect(within(place).queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
    await user.click(within(place).getByRole('button', { name: 'All India' }));
    expect(router.state.location.search).not.toContain('location=');
    expect(within(place).getByRole('button', { name: 'All India' })).toHaveAttribute('aria-pressed', 'true');
  });
});
