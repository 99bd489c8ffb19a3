import type { Artwork } from '@kala/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, fakeArtwork as anArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { CartPage } from './cart-page';

/** The cart's artwork: in stock (3), priced with paise, by 'asha'. */
const fakeArtwork = (overrides: Partial<Artwork> = {}): Artwork =>
  anArtwork({
    id: 'art-1',
    title: 'Monsoon Ghats',
    description: 'Oil on canvas',
    price: 1500.5,
    tags: ['oil'],
    quantity: 3,
    images: [{ id: 'img-1', url: '/media/abc-640.webp' }],
    artist: { id: 'artist-1', username: 'asha', profileImage: null },
    likes: 0,
    how_many_like: { like_count: 0 },
    ...overrides,
  });

const line = (id: string, quantity: number, artwork: Partial<Artwork> | null) => ({
  id,
  artworkId: artwork ? (artwork.id ?? 'art-1') : `missing-${id}`,
  quantity,
  ...(artwork ? { artwork: fakeArtwork(artwork) } : {}),
});

const routes = [
  { path: '/auth/cart', element: <CartPage /> },
  { path: '/checkout', element: <p>Checkout page</p> },
];

function signIn() {
  localStorage.setItem('token', fakeToken({ sub: 'ravi' }));
}

describe('Cart page', () => {
  it('shows the lines with real prices: Subtotal, Shipping (until a pincode), Total and Proceed to Checkout', async () => {
    signIn();
    mockFetch(() =>
      jsonResponse([
        line('line-1', 2, {}),
        line('line-2', 1, {
          id: 'art-2',
          title: 'Lotus',
          price: 2000,
          artist: { id: 'a2', username: '', profileImage: null },
        }),
      ]),
    );
    renderRoutes(routes, '/auth/cart');
    expect(screen.getByText('Loading your cart...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByText('Review and manage your items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monsoon Ghats' })).toHaveAttribute('href', '/products/art-1');
    expect(screen.getByText('by asha')).toBeInTheDocument();
    expect(screen.getByText('Unknown Artist')).toBeInTheDocument();
    // 1,500.50 × 2 + 2,000 with Indian grouping.
    expect(screen.getByText('₹3,001')).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Order Summary' }).parentElement!;
    // No pincode yet (issue 34 item 3): shipping waits for one, and the total is the subtotal.
    expect(within(summary).getByText('Enter pincode')).toBeInTheDocument();
    expect(within(summary).getAllByText('₹5,001')).toHaveLength(2);
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(within(summary).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it('says when the cart is empty, with Continue Shopping to the listing', async () => {
    signIn();
    mockFetch(() => jsonResponse([]));
    renderRoutes(routes, '/auth/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added any items to your cart yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it('shows the error state, and Retry loads the cart again', async () => {
    signIn();
    let failing = true;
    mockFetch(() => (failing ? jsonResponse({ message: 'down' }, 500) : jsonResponse([line('line-1', 1, {})])));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/cart');
    expect(await screen.findByText('Error loading your cart', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('changes a quantity at once and sends it; a refusal rolls it back with the server message', async () => {
    signIn();
    const answer = deferred<Response>();
    const calls = mockFetch((call) =>
      call.method === 'PATCH' ? answer.promise : jsonResponse([line('line-1', 1, {})]),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/cart');
    const stepper = await screen.findByRole('group', { name: 'Quantity' });
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(stepper).toHaveTextContent('2');
    expect(screen.getAllByText('₹3,001').length).toBeGreaterThan(0);
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/auth/cart/line-1');
    expect(JSON.parse(String(patch.body))).toEqual({ quantity: 2 });

    answer.resolve(jsonResponse({ message: 'Only 1 left in stock', code: 'conflict' }, 409));
    expect(await screen.findByText('Only 1 left in stock')).toBeInTheDocument();
    await waitFor(() => expect(stepper).toHaveTextContent('1'));
  });

  it('removes a line at once and tells the server', async () => {
    signIn();
    let removed = false;
    const calls = mockFetch((call) => {
      if (call.method === 'DELETE') {
        removed = true;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(
        removed
          ? [line('line-2', 1, { id: 'art-2', title: 'Lotus' })]
          : [line('line-1', 1, {}), line('line-2', 1, { id: 'art-2', title: 'Lotus' })],
      );
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/cart');
    await user.click(await screen.findByRole('button', { name: 'Remove Monsoon Ghats from cart' }));
    expect(screen.queryByRole('link', { name: 'Monsoon Ghats' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lotus' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/auth/cart/line-1')).toBe(true);
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
  });

  it('a sold-out line says so and checkout waits until it is removed', async () => {
    signIn();
    mockFetch(() =>
      jsonResponse([line('line-1', 1, { isSold: true, quantity: 0 }), line('line-2', 1, { id: 'art-2' })]),
    );
    renderRoutes(routes, '/auth/cart');
    expect(await screen.findByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('a line without its artwork loads it, and says when that fails', async () => {
    signIn();
    mockFetch((call) =>
      call.url.startsWith('/api/artworks/')
        ? jsonResponse({ message: 'Artwork not found' }, 404)
        : jsonResponse([line('line-1', 1, null)]),
    );
    renderRoutes(routes, '/auth/cart');
    expect(await screen.findByText('Loading product details...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load product details. Please try again later.')).toBeInTheDocument();
  });

  describe('shipping (issue 34 item 3)', () => {
    const figures = {
      pincode: '400001',
      state: 'Maharashtra',
      artists: [
        {
          username: 'asha',
          artworkIds: ['art-1'],
          zone: 'india',
          amount: 250,
          arrivesFrom: '2026-12-04',
          arrivesBy: '2026-12-07',
        },
      ],
      subtotal: 3001,
      shipping: 250,
      total: 3251,
    };

    it('adds each artist’s shipping for the remembered pincode to the total', async () => {
      signIn();
      localStorage.setItem('kala.pincode', '400001');
      const calls = mockFetch((call) =>
        call.url.includes('/auth/cart/shipping') ? jsonResponse(figures) : jsonResponse([line('line-1', 2, {})]),
      );
      renderRoutes(routes, '/auth/cart');
      const summary = (await screen.findByRole('heading', { name: 'Order Summary' })).parentElement!;
      expect(await within(summary).findByText('₹3,251')).toBeInTheDocument();
      expect(within(summary).getAllByText('₹250').length).toBeGreaterThan(0);
      expect(within(summary).getByText(/Shipping from asha/)).toHaveTextContent('Arrives 4 Dec–7 Dec');
      expect(calls.some((call) => call.url.includes('/auth/cart/shipping?pincode=400001&delivery=ship'))).toBe(true);
    });

    it('asks for a pincode, refuses one that is not six digits, and remembers a good one', async () => {
      signIn();
      const calls = mockFetch((call) =>
        call.url.includes('/auth/cart/shipping')
          ? jsonResponse(figures)
          : call.url.includes('/auth/addresses')
            ? jsonResponse([])
            : jsonResponse([line('line-1', 2, {})]),
      );
      renderRoutes(routes, '/auth/cart');
      const box = await screen.findByLabelText('Your pincode');
      await userEvent.type(box, '1234');
      await userEvent.click(screen.getByRole('button', { name: 'Check' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Enter a 6-digit Indian pincode');
      expect(calls.some((call) => call.url.includes('/auth/cart/shipping'))).toBe(false);
      await userEvent.clear(box);
      await userEvent.type(box, '400001');
      await userEvent.click(screen.getByRole('button', { name: 'Check' }));
      expect(await screen.findByText('₹3,251')).toBeInTheDocument();
      expect(localStorage.getItem('kala.pincode')).toBe('400001');
    });
  });
});
