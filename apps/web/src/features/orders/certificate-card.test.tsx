import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { placed } from '../../test/order-fixtures';
import { OrderPage } from './order-page';

const certified = {
  ...placed,
  paymentStatus: 'paid' as const,
  certificate: { number: 'KALA-2026-7KQ3-M9TX', showBuyerName: false },
};

function renderOrder(username: string) {
  localStorage.setItem('token', fakeToken({ sub: username }));
  renderRoutes([{ path: '/orders/:id', element: <OrderPage id="order-1" /> }], '/orders/order-1');
}

describe('the certificate of authenticity on the order page', () => {
  it('the buyer sees its number and public page, and turns their name on (PATCH, then the order is read again)', async () => {
    let current = certified;
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        current = { ...certified, certificate: { number: 'KALA-2026-7KQ3-M9TX', showBuyerName: true } };
        return jsonResponse(current.certificate);
      }
      return jsonResponse(current);
    });
    const user = userEvent.setup();
    renderOrder('ravi');
    const card = await screen.findByRole('region', { name: 'Certificate of authenticity' });
    expect(card).toHaveTextContent('KALA-2026-7KQ3-M9TX');
    expect(screen.getByRole('button', { name: 'Download certificate (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See its public page' })).toHaveAttribute(
      'href',
      '/verify/KALA-2026-7KQ3-M9TX',
    );
    const toggle = screen.getByRole('switch', { name: 'Show my name on the certificate' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/auth/orders/order-1/certificate');
    expect(JSON.parse(String(patch?.body))).toEqual({ showBuyerName: true });
    expect(
      await screen.findByRole('switch', { name: 'Show my name on the certificate', checked: true }),
    ).toBeInTheDocument();
  });

  it('the artist downloads it but has no say over the buyer’s name', async () => {
    mockFetch(() => jsonResponse(certified));
    renderOrder('asha');
    expect(await screen.findByRole('button', { name: 'Download certificate (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('an order without a certificate shows none', async () => {
    mockFetch(() => jsonResponse(placed));
    renderOrder('ravi');
    expect(await screen.findByRole('heading', { name: 'Monsoon Ghats' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Certificate of authenticity' })).toBeNull();
  });
});
