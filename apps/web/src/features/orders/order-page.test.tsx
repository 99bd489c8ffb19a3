import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { OrderPage } from './order-page';
import { placed, shipped } from '../../test/order-fixtures';

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
    // The artist ships from this page: the address is on it.
    expect(screen.getByText('12 MG Road, Pune 411001', { exact: false })).toBeInTheDocument();
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

  it('a local pickup: the artist marks it collected (no ship form); the timeline shows Collected', async () => {
    const pickupPlaced = {
      ...placed,
      deliveryMethod: 'pickup' as const,
      pickupCity: 'Jaipur',
      actions: { cancel: true, ship: false, confirmDelivery: false, collect: true },
    };
    const collected = {
      ...pickupPlaced,
      status: 'delivered' as const,
      timeline: [
        ...placed.timeline,
        {
          type: 'collected' as const,
          at: '2025-05-05T10:00:00.000Z',
          actor: { role: 'artist' as const, username: 'asha' },
          note: null,
        },
      ],
      actions: { cancel: false, ship: false, confirmDelivery: false, collect: false },
    };
    let current = pickupPlaced;
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        current = collected;
        return jsonResponse(collected);
      }
      return jsonResponse(current);
    });
    const user = userEvent.setup();
    renderOrder('asha');
    expect(await screen.findByText('The buyer collects it from you in Jaipur')).toBeInTheDocument();
    expect(screen.queryByLabelText('Courier')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark collected' }));
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText('Collected')).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((call) => call.method === 'PATCH')?.body))).toEqual({ status: 'collected' });
  });

  it('a local pickup as the buyer sees it: where to collect, no step to take but cancel', async () => {
    mockFetch(() =>
      jsonResponse({
        ...placed,
        deliveryMethod: 'pickup',
        pickupCity: 'Jaipur',
        actions: { cancel: true, ship: false, confirmDelivery: false, collect: false },
      }),
    );
    renderOrder('ravi');
    expect(await screen.findByText('Collect from @asha in Jaipur')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark collected' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
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

  it('the buyer cancels only after confirming; keeping the order sends nothing', async () => {
    const calls = mockFetch((call) =>
      call.method === 'POST' ? jsonResponse({ ...placed, status: 'cancelled' }) : jsonResponse(placed),
    );
    const user = userEvent.setup();
    renderOrder('ravi');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Keep my order' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel order' }));
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/auth/orders/order-1/cancel')).toBe(true));
  });

  it('a load failure offers a retry', async () => {
    mockFetch(() => jsonResponse({ message: 'Order not found', code: 'not_found' }, 404));
    renderOrder('ravi');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order');
  });
});
