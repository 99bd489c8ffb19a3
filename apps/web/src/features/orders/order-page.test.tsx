import type { OrderDetail } from '@kala/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { OrderPage } from './order-page';

const placed: OrderDetail = {
  id: 'order-1',
  artworkId: 'art-1',
  artwork: { title: 'Monsoon Ghats', price: 1200 },
  buyer: { username: 'ravi', name: 'Ravi Kumar', location: 'Pune' },
  quantity: 1,
  totalAmount: 1200,
  paymentStatus: 'pending',
  createdAt: '2025-05-04T10:00:00.000Z',
  shipping: { name: 'Ravi Kumar', address: '12 MG Road', city: 'Pune', pincode: '411001', phone: '9876543210' },
  image: null,
  status: 'placed',
  paymentMethod: 'cod',
  tracking: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
  timeline: [
    { type: 'placed', at: '2025-05-04T10:00:00.000Z', actor: { role: 'buyer', username: 'ravi' }, note: null },
  ],
  artist: { username: 'asha' },
  holdExpiresAt: null,
  actions: { cancel: true, ship: true, confirmDelivery: false },
  payment: null,
};

const shipped: OrderDetail = {
  ...placed,
  status: 'shipped',
  tracking: { courier: 'Delhivery', trackingNumber: 'DL123' },
  shippedAt: '2025-05-05T10:00:00.000Z',
  timeline: [
    ...placed.timeline,
    {
      type: 'shipped',
      at: '2025-05-05T10:00:00.000Z',
      actor: { role: 'artist', username: 'asha' },
      note: 'Delhivery DL123',
    },
  ],
  actions: { cancel: false, ship: false, confirmDelivery: true },
};

function renderOrder(username: string) {
  localStorage.setItem('token', fakeToken({ sub: username }));
  renderRoutes([{ path: '/orders/:id', element: <OrderPage id="order-1" /> }], '/orders/order-1');
}

describe('Order page', () => {
  it('the artist marks it shipped with courier and tracking number; the page shows the new status and timeline', async () => {
    let current = placed;
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        current = shipped;
        return jsonResponse(shipped);
      }
      return jsonResponse(current);
    });
    const user = userEvent.setup();
    renderOrder('asha');
    expect(await screen.findByRole('heading', { name: 'Monsoon Ghats' })).toBeInTheDocument();
    expect(screen.getByText('Placed')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Courier'), 'Delhivery');
    await user.type(screen.getByLabelText('Tracking number'), 'DL123');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Delhivery · DL123')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/auth/sales/order-1');
    expect(JSON.parse(String(patch?.body))).toEqual({
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: 'DL123',
    });
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Shipped')).toBeInTheDocument();
    expect(within(timeline).getByText(/by @asha/)).toBeInTheDocument();
  });

  it("the buyer confirms 'I received it' once shipped; no ship form for the buyer", async () => {
    const calls = mockFetch((call) =>
      call.method === 'POST' ? jsonResponse({ ...shipped, status: 'delivered' }) : jsonResponse(shipped),
    );
    const user = userEvent.setup();
    renderOrder('ravi');
    await user.click(await screen.findByRole('button', { name: 'I received it' }));
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/auth/orders/order-1/delivered')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/me/orders');
  });

  it('a load failure offers a retry', async () => {
    mockFetch(() => jsonResponse({ message: 'Order not found', code: 'not_found' }, 404));
    renderOrder('ravi');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order');
  });
});
