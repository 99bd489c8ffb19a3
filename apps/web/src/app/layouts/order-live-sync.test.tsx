import type { Notification } from '@kala/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { placed, shipped } from '../../test/order-fixtures';
import { OrderPage } from '../../features/orders/order-page';
import { configureSharedChatSocket } from '../../lib/chat-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { useOrderLiveSync } from './order-live-sync';

const frame = (overrides: Partial<Notification>) => ({
  type: 'notification',
  action: 'notification',
  notification: {
    id: '0193a0a0-0000-7000-8000-000000000001',
    type: 'order',
    actor: null,
    artwork: null,
    orderId: 'order-1',
    text: 'Your order of "Monsoon Ghats" was shipped',
    createdAt: new Date().toISOString(),
    readAt: null,
    count: 1,
    ...overrides,
  },
});

function OrderWithSync() {
  useOrderLiveSync();
  return <OrderPage id="order-1" />;
}

beforeEach(() => {
  FakeWebSocket.made = [];
  configureSharedChatSocket({ createWebSocket: (url) => new FakeWebSocket(url) });
  localStorage.setItem('token', fakeToken({ sub: 'ravi', uid: 'user-1' }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('an order follows the other person live', () => {
  it("the buyer's order page shows Shipped when the artist ships it, without a reload; other frames fetch nothing", async () => {
    let current = placed;
    const calls = mockFetch(() => jsonResponse(current));
    renderRoutes([{ path: '/orders/:id', element: <OrderWithSync /> }], '/orders/order-1');
    expect(await screen.findByText('Placed')).toBeInTheDocument();
    const orderFetches = () => calls.filter((call) => call.url === '/api/auth/orders/order-1').length;
    const before = orderFetches();

    act(() => FakeWebSocket.latest().receive(frame({ type: 'like', orderId: null, text: 'x liked "y"' })));
    act(() => FakeWebSocket.latest().receive(frame({ orderId: '0193a0a0-0000-7000-8000-000000000009' })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(orderFetches()).toBe(before);

    current = shipped;
    act(() => FakeWebSocket.latest().receive(frame({})));
    expect(await screen.findByText('Delhivery · DL123')).toBeInTheDocument();
    await waitFor(() => expect(orderFetches()).toBe(before + 1));
  });

  it('a step taken before the socket connected shows once it does (its frame reached no one)', async () => {
    let current = placed;
    mockFetch(() => jsonResponse(current));
    renderRoutes([{ path: '/orders/:id', element: <OrderWithSync /> }], '/orders/order-1');
    expect(await screen.findByText('Placed')).toBeInTheDocument();
    current = shipped;
    act(() => FakeWebSocket.latest().accept());
    expect(await screen.findByText('Delhivery · DL123')).toBeInTheDocument();
  });
});
