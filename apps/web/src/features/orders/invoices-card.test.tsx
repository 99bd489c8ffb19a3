import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('a refunded order lists the credit notes after the invoices, and each downloads its own PDF', async () => {
    const refunded = {
      ...invoiced,
      status: 'cancelled' as const,
      paymentStatus: 'refunded' as const,
      invoices: [
        ...invoiced.invoices,
        {
          number: 'CS/2627/000003',
          kind: 'credit_note' as const,
          role: 'sale' as const,
          issuedAt: '2026-11-30T10:00:00.000Z',
          totalPaise: 120_000,
        },
        {
          number: 'CF/2627/000002',
          kind: 'fee_credit_note' as const,
          role: 'fee' as const,
          issuedAt: '2026-11-30T10:00:00.000Z',
          totalPaise: 12_000,
        },
      ],
    };
    const calls = mockFetch((call) =>
      call.url.endsWith('.pdf')
        ? new Response('%PDF-', { headers: { 'content-disposition': 'attachment; filename="CS-2627-000003.pdf"' } })
        : jsonResponse(refunded),
    );
    URL.createObjectURL = () => 'blob:credit-note';
    URL.revokeObjectURL = () => undefined;
    // jsdom cannot follow a download link: record the file the browser would save instead.
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderOrder('asha');
    const card = await screen.findByRole('region', { name: 'Invoices' });
    expect(screen.getAllByTestId('invoice-number').map((number) => number.textContent)).toEqual([
      'KS/2627/000001',
      'KF/2627/000007',
      'CS/2627/000003',
      'CF/2627/000002',
    ]);
    expect(card).toHaveTextContent('Credit note');
    expect(screen.getByRole('button', { name: "Download Kala's fee credit note (PDF)" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Credit note (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['CS-2627-000003.pdf']));
    expect(calls.filter((call) => call.url.endsWith('.pdf')).map((call) => call.url)).toEqual([
      expect.stringMatching(/\/api\/auth\/orders\/order-1\/credit-note\.pdf$/),
    ]);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('an order without invoices (not paid yet) shows none', async () => {
    mockFetch(() => jsonResponse(placed));
    renderOrder('ravi');
    expect(await screen.findByRole('heading', { name: 'Monsoon Ghats' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
  });
});
