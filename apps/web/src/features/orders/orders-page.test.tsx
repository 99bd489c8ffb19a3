import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { fakeOrder } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render-routes';
import { OrdersPage } from './orders-page';

const routes = [
  { path: '/me/orders', element: <OrdersPage kind="orders" /> },
  { path: '/me/sales', element: <OrdersPage kind="sales" /> },
];

describe('My orders and Sales', () => {
  it('My orders: title, quantity, total, date and status; no address or action', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi' }));
    mockFetch(() => jsonResponse([fakeOrder()]));
    renderRoutes(routes, '/me/orders');
    expect(screen.getByText('Loading your orders...')).toBeInTheDocument();
    const order = await screen.findByRole('listitem');
    expect(within(order).getByRole('link', { name: 'Monsoon Ghats' })).toHaveAttribute('href', '/products/art-1');
    expect(order).toHaveTextContent('Qty 2');
    expect(order).toHaveTextContent('₹2,400');
    expect(order).toHaveTextContent('Ordered on 4 May 2025');
    expect(within(order).getByText('Pending')).toBeInTheDocument();
    expect(within(order).queryByText('Ship to')).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
  });

  it('an order whose artist deleted their account keeps its picture and title, without a link', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi' }));
    mockFetch(() =>
      jsonResponse([fakeOrder({ artworkId: null, image: { id: 'img-1', url: '/media/kept-640.webp' } })]),
    );
    renderRoutes(routes, '/me/orders');
    const order = await screen.findByRole('listitem');
    expect(within(order).getByRole('heading', { name: 'Monsoon Ghats' })).toBeInTheDocument();
    expect(within(order).queryByRole('link', { name: 'Monsoon Ghats' })).not.toBeInTheDocument();
    expect(order.querySelector('img')).toHaveAttribute('src', '/media/kept-640.webp');
  });

  it('says when there are no orders yet', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi' }));
    mockFetch(() => jsonResponse([]));
    renderRoutes(routes, '/me/orders');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('Sales: the address to ship to, and Mark as paid writes the answer into the list', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch((call) =>
      call.method === 'PATCH' ? jsonResponse(fakeOrder({ paymentStatus: 'paid' })) : jsonResponse([fakeOrder()], 200),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/me/sales');
    const sale = await screen.findByRole('listitem');
    expect(sale).toHaveTextContent('12 MG Road, Pune 411001');
    expect(sale).toHaveTextContent('Bought by @ravi');
    await user.click(within(sale).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(sale).findByText('Paid')).toBeInTheDocument();
    expect(within(sale).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/auth/sales/order-1');
    expect(JSON.parse(String(patch.body))).toEqual({ paymentStatus: 'paid' });
  });

  it('Sales: Mark shipped asks for courier and tracking number in a dialog, then the sale shows Shipped', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    let shipped = false;
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        shipped = true;
        return jsonResponse(fakeOrder({ status: 'shipped' }));
      }
      return jsonResponse([fakeOrder(shipped ? { status: 'shipped' } : {})]);
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/me/sales');
    const sale = await screen.findByRole('listitem');
    await user.click(within(sale).getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark shipped' });
    // Nothing is sent without both fields: the contract's messages say what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Courier is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Tracking number is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByLabelText('Courier'), 'India Post');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'EE123456789IN');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/auth/sales/order-1');
    expect(JSON.parse(String(patch?.body))).toEqual({
      status: 'shipped',
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect(await within(sale).findByText('Shipped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
  });

  it('Sales: a local pickup shows Local pickup and Mark collected (no Mark shipped); collected shows Delivered', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    let collected = false;
    const pickup = { deliveryMethod: 'pickup' as const };
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        collected = true;
        return jsonResponse(fakeOrder({ ...pickup, status: 'delivered' }));
      }
      return jsonResponse([fakeOrder(collected ? { ...pickup, status: 'delivered' } : pickup)]);
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/me/sales');
    const sale = await screen.findByRole('listitem');
    expect(within(sale).getByText('Local pickup')).toBeInTheDocument();
    expect(within(sale).queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    await user.click(within(sale).getByRole('button', { name: 'Mark collected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark collected' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/auth/sales/order-1');
    expect(JSON.parse(String(patch?.body))).toEqual({ status: 'collected' });
    expect(await within(sale).findByText('Delivered')).toBeInTheDocument();
    expect(within(sale).queryByRole('button', { name: 'Mark collected' })).not.toBeInTheDocument();
  });

  it('Sales: Cancel sale sends the reason given in its dialog', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch((call) =>
      call.method === 'PATCH' ? jsonResponse(fakeOrder({ status: 'cancelled' })) : jsonResponse([fakeOrder()]),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/me/sales');
    const sale = await screen.findByRole('listitem');
    await user.click(within(sale).getByRole('button', { name: 'Cancel sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel sale' });
    expect(dialog).toHaveTextContent('@ravi is told why');
    await user.type(within(dialog).getByLabelText('Reason'), 'The frame cracked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel sale' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.method === 'PATCH')?.body))).toEqual({
      status: 'cancelled',
      reason: 'The frame cracked',
    });
  });

  it('Sales: an online sale not yet paid can be cancelled but not shipped or marked paid', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch(() => jsonResponse([fakeOrder({ paymentMethod: 'online', paymentStatus: 'pending' })]));
    renderRoutes(routes, '/me/sales');
    const sale = await screen.findByRole('listitem');
    expect(within(sale).getByRole('button', { name: 'Cancel sale' })).toBeInTheDocument();
    expect(within(sale).queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    expect(within(sale).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
  });

  it('loads the next page from the Link header cursor', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi' }));
    const calls = mockFetch((call) =>
      call.url.includes('cursor=next-1')
        ? jsonResponse([fakeOrder({ id: 'order-2', artwork: { title: 'Lotus', price: 500 } })])
        : new Response(JSON.stringify([fakeOrder()]), {
            status: 200,
            headers: { 'Content-Type': 'application/json', Link: '</api/auth/orders?cursor=next-1>; rel="next"' },
          }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/me/orders');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Lotus')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/auth/orders?limit=24',
      '/api/auth/orders?cursor=next-1&limit=24',
    ]);
  });

  it("Sales show the price, Kala's fee and what the artist receives; My orders do not", async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const sold = fakeOrder({
      totalAmount: 2480,
      shippingAmount: 80,
      payout: { feePercent: 7.25, fee: 174, artistReceives: 2306 },
    });
    mockFetch(() => jsonResponse([sold]));
    const { unmount } = renderRoutes(routes, '/me/sales');
    const sale = await screen.findByRole('listitem');
    const terms = within(sale)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['Price: ₹2,400', 'Shipping: ₹80', "Kala's fee (7.25%): −₹174", 'You receive: ₹2,306']);
    unmount();
    localStorage.setItem('token', fakeToken({ sub: 'ravi' }));
    renderRoutes(routes, '/me/orders');
    const order = await screen.findByRole('listitem');
    expect(within(order).queryByText('You receive')).not.toBeInTheDocument();
  });
});
