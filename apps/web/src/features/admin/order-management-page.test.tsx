import type { AdminOrder } from '@kala/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { fakeOrder } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render-routes';
import { OrderManagementPage } from './order-management-page';

const placed: AdminOrder = {
  ...fakeOrder({ id: '01938f2a-7c00-7000-8000-00000a1b2c3d' }),
  artist: { username: 'asha' },
};

function renderPage() {
  localStorage.setItem('token', fakeToken({ sub: 'root', uid: 'admin-1', role: 'admin' }));
  const calls = mockFetch((call) => {
    if (call.method === 'PATCH') return jsonResponse({ ...placed, status: 'cancelled', cancelledAt: placed.createdAt });
    return jsonResponse([placed]);
  });
  renderRoutes([{ path: '/admin/orders', element: <OrderManagementPage /> }], '/admin/orders');
  return calls;
}

describe('Order management (issue 35)', () => {
  it('shows status, payment, artist, buyer, total and date; the order number opens the order', async () => {
    renderPage();
    const row = (await screen.findByText('Monsoon Ghats')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('@asha')).toBeInTheDocument();
    expect(cells.getByText('@ravi')).toBeInTheDocument();
    expect(cells.getByText('Placed')).toBeInTheDocument();
    expect(cells.getByRole('combobox', { name: /#0A1B2C3D/ })).toHaveValue('pending');
    expect(cells.getByRole('link', { name: '#0A1B2C3D' })).toHaveAttribute(
      'href',
      '/orders/01938f2a-7c00-7000-8000-00000a1b2c3d',
    );
  });

  it('filters by status on the server', async () => {
    const calls = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Monsoon Ghats');
    await user.selectOptions(screen.getByLabelText('Show'), 'shipped');
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes('status=shipped'))).toBe(true));
  });

  it('cancels a placed order with a reason, through PATCH status cancelled', async () => {
    const calls = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Monsoon Ghats');
    await user.click(screen.getByRole('button', { name: 'Cancel order #0A1B2C3D' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate order');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/admin/orders/01938f2a-7c00-7000-8000-00000a1b2c3d');
    expect(JSON.parse(String(patch.body))).toEqual({ status: 'cancelled', reason: 'Duplicate order' });
  });
});
