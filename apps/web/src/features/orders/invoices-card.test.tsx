import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { placed } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render-routes';
import { OrderPage } from './order-page';

const invoiced = {
  ...placed,
  paymentStatus: 'paid' as const,
  invoices: [
    {
      number: 'KS/2627/000001',
      kind: 'tax_invoice' as const,
      role: 'sale' as const,
      issuedAt: '2026-11-29T10:00:00.000Z',
      totalPaise: 120_000,
    },
    {
      number: 'KF/2627/000007',
      kind: 'fee_invoice' as const,
      role: 'fee' as const,
      issuedAt: '2026-11-29T10:00:00.000Z',
      totalPaise: 12_000,
    },
  ],
};

function renderOrder(username: string) {
  localStorage.setItem('token', fakeToken({ sub: username }));
  renderRoutes([{ path: '/orders/:id', element: <OrderPage id="order-1" /> }], '/orders/order-1');
}

describe('the invoices on the order page', () => {
  it('lists each invoice the server offers with its number, total and a download', async () => {
    mockFetch(() => jsonResponse(invoiced));
    renderOrder('asha');
    const card = await screen.findByRole('region', { name: 'Invoices' });
    expect(card).toHaveTextContent('KS/2627/000001');
    expect(card).toHaveTextContent('KF/2627/000007');
    expect(screen.getByRole('button', { name: 'Download Tax invoice (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Download Kala's fee invoice (PDF)" })).toBeInTheDocument();
  });

  it('an order without invoices (not paid yet) shows none', async () => {
    mockFetch(() => jsonResponse(placed));
    renderOrder('ravi');
    expect(await screen.findByRole('heading', { name: 'Monsoon Ghats' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
  });
});
