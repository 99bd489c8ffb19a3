import type { LedgerCheck } from '@kala/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { LedgerCheckCard } from './ledger-check';

const ORDER_ID = '01900000-0000-7000-8000-0000000000d1';

function renderCheck(answers: LedgerCheck[]) {
  localStorage.setItem('token', fakeToken({ sub: 'root', uid: 'admin-1', role: 'admin' }));
  let asked = 0;
  const calls = mockFetch((call) => {
    if (call.method === 'POST') return jsonResponse([], 201);
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    return jsonResponse(answer);
  });
  renderRoutes([{ path: '/admin/admin_dashboard', element: <LedgerCheckCard /> }], '/admin/admin_dashboard');
  return calls;
}

const balanced: LedgerCheck = { orders: 12, unbalanced: 0, mismatches: [], checkedAt: '2026-11-29T07:00:00.000Z' };
const broken: LedgerCheck = {
  orders: 12,
  unbalanced: 1,
  mismatches: [
    {
      orderId: ORDER_ID,
      title: 'Monsoon Ghats',
      paid: 480,
      refunded: 0,
      ledger: { artistEarned: 840, kalaFee: 40, tcs: 0, refunded: 0 },
    },
  ],
  checkedAt: '2026-11-29T07:00:00.000Z',
};

describe('the ledger check on the admin dashboard', () => {
  it('says the ledger is balanced for every order', async () => {
    renderCheck([balanced]);
    expect(await screen.findByText('Ledger balanced for 12 orders')).toBeInTheDocument();
  });

  it('names an order that does not balance, and corrects it with an amount and a reason', async () => {
    const calls = renderCheck([broken, balanced]);
    expect(await screen.findByRole('alert')).toHaveTextContent('1 of 12 orders do not balance');
    const row = screen.getByRole('link', { name: 'Monsoon Ghats' }).closest('li') as HTMLElement;
    const figures = within(row)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      'Buyer paid: ₹480',
      'Artist earned: ₹840',
      'Kala’s fee: ₹40',
      'GST TCS kept back: ₹0',
      'Refunded to buyer: ₹0',
    ]);

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Correct' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add the correction' }));
    expect(await within(dialog).findByText('Say why the ledger is corrected')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Amount (₹, + or −)'), '-400');
    await user.type(within(dialog).getByLabelText('Reason'), 'Sale written twice');
    await user.click(within(dialog).getByRole('button', { name: 'Add the correction' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/api/admin/orders/${ORDER_ID}/ledger-corrections`);
    expect(JSON.parse(String(post?.body))).toEqual({ amount: -400, reason: 'Sale written twice' });
    expect(await screen.findByText('Ledger balanced for 12 orders')).toBeInTheDocument();
  });
});
