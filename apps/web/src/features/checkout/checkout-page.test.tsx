import { type Artwork, orderNumber, type SavedAddress, SCREEN } from '@kala/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FetchCall, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { fakeOrder } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render-routes';
import { CheckoutPage, type CheckoutPageProps } from './checkout-page';

const artwork = {
  id: 'art-1',
  title: 'Monsoon Ghats',
  price: 1200,
  images: [],
} as unknown as Artwork;

const order = fakeOrder();

/**
 * The checkout's calls, with the address book answering `saved` (and recording its own calls in `book`) apart
 * from them.
 */
function mockApi(handler: (call: FetchCall) => Response | Promise<Response>, saved: SavedAddress[] = []) {
  const calls: FetchCall[] = [];
  const book: FetchCall[] = [];
  mockFetch((call) => {
    // Shipping (issue 34 item 3): free for these tests' artists, whatever the pincode.
    if (call.url.startsWith('/api/auth/cart/shipping')) {
      const pincode = new URL(call.url, 'http://kala.test').searchParams.get('pincode') ?? '';
      return jsonResponse({ pincode, state: null, artists: [], subtotal: 2400, shipping: 0, total: 2400 });
    }
    if (call.url.startsWith('/api/auth/addresses')) {
      book.push(call);
      if (call.method === 'GET') return jsonResponse(saved);
      return jsonResponse({ ...saved[0], ...JSON.parse(String(call.body)) });
    }
    calls.push(call);
    return handler(call);
  });
  return Object.assign(calls, { book });
}

function renderCheckout(overrides: Partial<CheckoutPageProps> = {}) {
  localStorage.setItem('token', fakeToken({ sub: 'ravi' }));
  const props: CheckoutPageProps = {
    lines: [{ id: 'line-1', quantity: 2, artwork }],
    loading: false,
    failed: false,
    onRetry: vi.fn(),
    subtotal: 2400,
    unavailable: new Set(),
    onPlaced: vi.fn(),
    onCartRefused: vi.fn(),
    ...overrides,
  };
  renderRoutes([{ path: '/checkout', element: <CheckoutPage {...props} /> }], '/checkout');
  return props;
}

type User = ReturnType<typeof userEvent.setup>;

async function fillAddress(user: User) {
  await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Address'), '12 MG Road');
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.type(screen.getByLabelText('Pincode'), '411001');
  await user.type(screen.getByLabelText('Phone'), '+919876543210');
}

const placeOrder = (user: User) => user.click(screen.getByRole('button', { name: 'Place order' }));

describe('Checkout page', () => {
  it('asks for a full address: pincode of 6 digits and the spec phone rule; sends nothing until then', async () => {
    const calls = mockApi(() => jsonResponse([order], 201));
    const user = userEvent.setup();
    renderCheckout();
    expect(screen.getByText('Pay on delivery')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pincode'), '12345');
    await user.type(screen.getByLabelText('Phone'), '98765');
    await placeOrder(user);
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode must be a 6-digit Indian PIN code')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be 10 digits, optionally prefixed with +91')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a retry after no answer resends the same Idempotency-Key; success confirms and links My orders', async () => {
    let attempt = 0;
    const calls = mockApi(() => {
      attempt += 1;
      return attempt === 1 ? jsonResponse({ message: 'Kala is briefly unavailable' }, 503) : jsonResponse([order], 201);
    });
    const user = userEvent.setup();
    const props = renderCheckout();
    await fillAddress(user);
    await placeOrder(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kala is briefly unavailable');
    await placeOrder(user);

    expect(await screen.findByRole('heading', { name: 'Order placed successfully!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/me/orders');
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(calls[0]!.url).toBe('/api/auth/checkout');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      name: 'Ravi Kumar',
      address: '12 MG Road',
      city: 'Pune',
      pincode: '411001',
      // Suggested from the pincode (india-states.ts).
      state: 'Maharashtra',
      phone: '+919876543210',
      // What the buyer was shown: the server refuses with 409 if the cart costs anything else now.
      expectedTotal: 2400,
      expectedPrices: { 'art-1': 1200 },
      // And the shipping shown for that pincode (issue 34 item 3).
      expectedShipping: 0,
      paymentMethod: 'cod',
    });
    expect(props.onPlaced).toHaveBeenCalledWith([order]);
  });

  it('the confirmation names each order by its number, linking to it (issue 35)', async () => {
    mockApi(() => jsonResponse([{ ...order, id: '01938f2a-7c00-7000-8000-00000a1b2c3d' }], 201));
    const user = userEvent.setup();
    renderCheckout();
    await fillAddress(user);
    await placeOrder(user);
    const link = await screen.findByRole('link', { name: 'Order #0A1B2C3D' });
    expect(link).toHaveAttribute('href', '/orders/01938f2a-7c00-7000-8000-00000a1b2c3d');
    expect(orderNumber('01938f2a-7c00-7000-8000-00000a1b2c3d')).toBe('#0A1B2C3D');
  });

  describe('address book (issue 35)', () => {
    const home: SavedAddress = {
      id: 'addr-1',
      name: 'Ravi Kumar',
      address: '12 MG Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      phone: '+919812345678',
      isDefault: true,
    };
    const office: SavedAddress = {
      ...home,
      id: 'addr-2',
      address: '221 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
      isDefault: false,
    };

    it('starts from the default address: Place order ships there without typing anything', async () => {
      const calls = mockApi(() => jsonResponse([order], 201), [home, office]);
      const user = userEvent.setup();
      renderCheckout();
      const chosen = await screen.findByRole('radio', { name: /12 MG Road/ });
      expect(chosen).toBeChecked();
      expect(screen.getByText('Default')).toBeInTheDocument();
      // No form to fill while a saved address is chosen.
      expect(screen.queryByLabelText('Pincode')).not.toBeInTheDocument();
      await placeOrder(user);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      const { id: _id, isDefault: _default, ...shipping } = home;
      expect(JSON.parse(String(calls[0]!.body))).toMatchObject(shipping);
    });

    it('ships to another saved address when chosen, or to a new one typed in', async () => {
      const calls = mockApi(() => jsonResponse([order], 201), [home, office]);
      const user = userEvent.setup();
      renderCheckout();
      await user.click(await screen.findByRole('radio', { name: /221 Park Street/ }));
      await placeOrder(user);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(JSON.parse(String(calls[0]!.body))).toMatchObject({ city: 'Kolkata', state: 'West Bengal' });
    });

    it('edits a saved address in place (PUT), and makes another the default', async () => {
      const calls = mockApi(() => jsonResponse([order], 201), [home, office]);
      const user = userEvent.setup();
      renderCheckout();
      await user.click(await screen.findByRole('button', { name: 'Edit the address of Ravi Kumar, Bengaluru' }));
      const street = screen.getByLabelText('Address');
      await user.clear(street);
      await user.type(street, '14 MG Road');
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      await vi.waitFor(() => expect(calls.book.some((call) => call.method === 'PUT')).toBe(true));
      const put = calls.book.find((call) => call.method === 'PUT')!;
      expect(put.url).toBe('/api/auth/addresses/addr-1');
      expect(JSON.parse(String(put.body))).toMatchObject({ address: '14 MG Road', state: 'Karnataka' });

      await user.click(screen.getByRole('button', { name: 'Make default' }));
      await vi.waitFor(() => expect(calls.book.filter((call) => call.method === 'PUT')).toHaveLength(2));
      const made = calls.book.filter((call) => call.method === 'PUT')[1]!;
      expect(made.url).toBe('/api/auth/addresses/addr-2');
      expect(JSON.parse(String(made.body))).toMatchObject({ isDefault: true, city: 'Kolkata' });
      // Editing never placed an order.
      expect(calls).toHaveLength(0);
    });

    it('a new address needs a state; the pincode suggests it', async () => {
      const calls = mockApi(() => jsonResponse([order], 201));
      const user = userEvent.setup();
      renderCheckout();
      await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
      await user.type(screen.getByLabelText('Address'), '12 MG Road');
      await user.type(screen.getByLabelText('City'), 'Somewhere');
      await user.type(screen.getByLabelText('Pincode'), '990001');
      await user.type(screen.getByLabelText('Phone'), '+919876543210');
      await placeOrder(user);
      expect(await screen.findByText('Choose a state or union territory of India')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      await user.clear(screen.getByLabelText('Pincode'));
      await user.type(screen.getByLabelText('Pincode'), '302001');
      expect(screen.getByLabelText('State')).toHaveValue('Rajasthan');
    });
  });

  it('409: shows the message naming the artwork and goes back to the cart; the next try is a new attempt', async () => {
    const message = '"Monsoon Ghats" is sold out. Remove it from your cart to check out';
    const calls = mockApi(() => jsonResponse({ message, code: 'conflict' }, 409));
    const user = userEvent.setup();
    const props = renderCheckout();
    await fillAddress(user);
    await placeOrder(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(props.onCartRefused).toHaveBeenCalledTimes(1);
    await placeOrder(user);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers.get('Idempotency-Key')).not.toBe(calls[0]!.headers.get('Idempotency-Key'));
  });

  it('a price changed since: shows old and new prices and the new total; confirming sends the new figures', async () => {
    const refused = {
      message:
        'Prices in your cart changed since you saw them. Nothing was ordered: check the new total and confirm it.',
      code: 'conflict',
      priceChange: {
        lines: [{ artworkId: 'art-1', title: 'Monsoon Ghats', quantity: 2, oldPrice: 1200, newPrice: 1500 }],
        expectedTotal: 2400,
        total: 3000,
      },
    };
    let attempt = 0;
    const calls = mockApi(() => {
      attempt += 1;
      return attempt === 1 ? jsonResponse(refused, 409) : jsonResponse([{ ...order, totalAmount: 3000 }], 201);
    });
    const user = userEvent.setup();
    const props = renderCheckout({ onPricesChanged: vi.fn() });
    await fillAddress(user);
    await placeOrder(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Prices changed');
    expect(alert).toHaveTextContent('Monsoon Ghats: ₹1,200 → ₹1,500');
    expect(alert).toHaveTextContent('New total₹3,000');
    // Stays on checkout (the cart is fetched again), unlike a sold-out line.
    expect(props.onPricesChanged).toHaveBeenCalledTimes(1);
    expect(props.onCartRefused).not.toHaveBeenCalled();
    expect(props.onPlaced).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirm and place order for ₹3,000' }));
    expect(await screen.findByRole('heading', { name: 'Order placed successfully!' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(JSON.parse(String(calls[1]!.body))).toMatchObject({
      expectedTotal: 3000,
      expectedPrices: { 'art-1': 1500 },
    });
  });

  it('pays online when offered: a failed payment can be retried, then verify places the orders', async () => {
    const payment = {
      provider: 'razorpay',
      keyId: 'rzp_test_1',
      orderId: 'order_rzp1',
      amount: 240000,
      currency: 'INR',
    };
    const calls = mockApi((call) => {
      if (call.url === '/api/checkout/options') {
        return jsonResponse({
          payOnDelivery: true,
          online: {
            provider: 'razorpay',
            keyId: 'rzp_test_1',
            checkoutScriptUrl: 'https://checkout.example/v1/checkout.js',
          },
        });
      }
      if (call.url === '/api/auth/checkout') return jsonResponse({ orders: [order], payment }, 201);
      return jsonResponse([{ ...order, paymentStatus: 'paid', paymentMethod: 'online' }]);
    });
    // Razorpay Checkout as its handler contract says: the first attempt fails, the second pays.
    let attempts = 0;
    class FakeRazorpay {
      private failed: (() => void) | undefined;
      constructor(private readonly options: { order_id: string; handler: (answer: object) => void }) {}
      on(_event: string, handler: () => void) {
        this.failed = handler;
      }
      open() {
        attempts += 1;
        if (attempts === 1) this.failed?.();
        else
          this.options.handler({
            razorpay_order_id: this.options.order_id,
            razorpay_payment_id: 'pay_1',
            razorpay_signature: 'sig',
          });
      }
    }
    const append = vi.spyOn(document.head, 'append').mockImplementation((script) => {
      (window as unknown as { Razorpay: unknown }).Razorpay = FakeRazorpay;
      queueMicrotask(() => (script as HTMLScriptElement).onload?.(new Event('load')));
    });
    const user = userEvent.setup();
    const props = renderCheckout({
      online: {
        provider: 'razorpay',
        keyId: 'rzp_test_1',
        checkoutScriptUrl: 'https://checkout.example/v1/checkout.js',
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Pay online \(UPI, cards\)/ }));
    await fillAddress(user);
    await placeOrder(user);

    // A failed payment: the amount under its heading, a retry, and the way to the held order.
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    expect(screen.getByText('₹2,400')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/me/orders');
    await user.click(await screen.findByRole('button', { name: 'Try the payment again' }));
    expect(await screen.findByRole('heading', { name: 'Order placed successfully!' })).toBeInTheDocument();
    // Paid already: nothing is said about paying on delivery.
    expect(screen.getByText(SCREEN.checkout.paidText)).toBeInTheDocument();
    expect(screen.queryByText(SCREEN.checkout.placedText)).not.toBeInTheDocument();
    expect(JSON.parse(String(calls.find((call) => call.url === '/api/auth/checkout')?.body))).toMatchObject({
      paymentMethod: 'online',
    });
    const verify = calls.find((call) => call.url === '/api/auth/payments/verify');
    expect(JSON.parse(String(verify?.body))).toEqual({
      razorpay_order_id: 'order_rzp1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    expect(attempts).toBe(2);
    expect(append).toHaveBeenCalledTimes(1);
    expect(props.onPlaced).toHaveBeenCalledTimes(1);
    append.mockRestore();
  });

  it('without online payment configured, only pay on delivery is offered', async () => {
    renderCheckout({ online: null });
    expect(await screen.findByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Pay online/ })).not.toBeInTheDocument();
  });

  it('a line that cannot be bought stops Place order and points back to the cart', () => {
    renderCheckout({ unavailable: new Set(['line-1']) });
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Some items are no longer available as chosen. Update your cart to check out.');
    expect(within(note).getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/auth/cart');
  });

  describe('local pickup (issue 19)', () => {
    const pickupArtwork = { ...artwork, offersPickup: true, pickupCity: 'Jaipur' } as Artwork;
    const shipOnly = { ...artwork, id: 'art-2', title: 'River', offersPickup: false, pickupCity: null } as Artwork;

    it('every artist offers it: the buyer chooses Local pickup, the body says so and the confirmation too', async () => {
      const pickupOrder = fakeOrder({ deliveryMethod: 'pickup' });
      const calls = mockApi(() => jsonResponse([pickupOrder], 201));
      const user = userEvent.setup();
      renderCheckout({ lines: [{ id: 'line-1', quantity: 2, artwork: pickupArtwork }] });
      const delivery = screen.getByRole('group', { name: SCREEN.checkout.delivery });
      expect(within(delivery).getByRole('radio', { name: new RegExp(SCREEN.checkout.deliveryShip) })).toBeChecked();
      expect(within(delivery).getByText(SCREEN.checkout.deliveryPickupHint('Jaipur'))).toBeInTheDocument();
      await user.click(within(delivery).getByRole('radio', { name: /Local pickup/ }));
      expect(screen.getByRole('heading', { name: SCREEN.checkout.contactDetails })).toBeInTheDocument();
      await fillAddress(user);
      await placeOrder(user);
      expect(await screen.findByText(SCREEN.checkout.pickupPlacedText)).toBeInTheDocument();
      expect(JSON.parse(String(calls[0]!.body))).toMatchObject({ delivery: 'pickup', paymentMethod: 'cod' });
    });

    it('one artist does not offer it: the choice is shown disabled with why, and the checkout ships', async () => {
      const calls = mockApi(() => jsonResponse([order], 201));
      const user = userEvent.setup();
      renderCheckout({
        lines: [
          { id: 'line-1', quantity: 1, artwork: pickupArtwork },
          { id: 'line-2', quantity: 1, artwork: shipOnly },
        ],
      });
      expect(screen.getByRole('radio', { name: /Local pickup/ })).toBeDisabled();
      expect(screen.getByText(SCREEN.checkout.pickupUnavailable)).toBeInTheDocument();
      await fillAddress(user);
      await placeOrder(user);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(JSON.parse(String(calls[0]!.body))).not.toHaveProperty('delivery');
    });

    it('no artist offers it: no delivery choice at all', () => {
      renderCheckout();
      expect(screen.queryByRole('group', { name: SCREEN.checkout.delivery })).not.toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: /Local pickup/ })).not.toBeInTheDocument();
    });
  });

  it('adds the shipping quoted for the address’s pincode to the total, and sends what was shown', async () => {
    const calls: FetchCall[] = [];
    mockFetch((call) => {
      if (call.url.startsWith('/api/auth/addresses')) return jsonResponse([]);
      if (call.url.startsWith('/api/auth/cart/shipping')) {
        const pincode = new URL(call.url, 'http://kala.test').searchParams.get('pincode') ?? '';
        return jsonResponse({
          pincode,
          state: 'Maharashtra',
          artists: [
            {
              username: 'asha',
              artworkIds: ['art-1'],
              zone: 'state',
              amount: 150,
              arrivesFrom: '2026-12-04',
              arrivesBy: '2026-12-06',
            },
          ],
          subtotal: 2400,
          shipping: 150,
          total: 2550,
        });
      }
      calls.push(call);
      return jsonResponse([order], 201);
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillAddress(user);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('₹2,550')).toBeInTheDocument();
    expect(within(summary).getByText(/Shipping from asha/)).toBeInTheDocument();
    await placeOrder(user);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]!.body))).toMatchObject({ expectedTotal: 2400, expectedShipping: 150 });
  });
});
