import { SCREEN, VALIDATION } from '@kala/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { PayoutAccountPage } from './payout-account-page';

const T = SCREEN.payouts;
const V = VALIDATION.payouts;
const routes = [{ path: '/settings/payouts', element: <PayoutAccountPage /> }];
const saved = {
  available: true,
  status: 'under_review',
  details: {
    legalName: 'Ananya Iyer',
    panLast4: '234F',
    accountLast4: '9012',
    ifsc: 'HDFC0001234',
    gstinLast4: null,
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  },
  owedToKala: 0,
};

beforeEach(() => {
  localStorage.setItem('token', fakeToken({ sub: 'ananya', uid: 'ananya-1' }));
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('Payouts page', () => {
  it('shows the state, what it means, and the numbers by their last four only', async () => {
    mockFetch(() => jsonResponse(saved));
    renderRoutes(routes, '/settings/payouts');
    expect(await screen.findByText(T.status.under_review)).toBeInTheDocument();
    expect(screen.getByText(T.statusHelp.under_review)).toBeInTheDocument();
    expect(screen.getByText('••••234F')).toBeInTheDocument();
    expect(screen.getByText('••••9012')).toBeInTheDocument();
    // The PAN and account number are typed again to save: the fields start empty.
    expect(screen.getByLabelText(T.pan)).toHaveValue('');
    expect(screen.getByLabelText(T.accountNumber)).toHaveValue('');
  });

  it("says clearly what is wrong before sending: the PAN's holder letter, and two account numbers that differ", async () => {
    const calls = mockFetch(() => jsonResponse(saved));
    const user = userEvent.setup();
    renderRoutes(routes, '/settings/payouts');
    await screen.findByText(T.status.under_review);
    await fill(user, {
      [T.pan]: 'ABCXE1234F',
      [T.accountNumber]: '123456789012',
      [T.accountNumberAgain]: '123456789013',
    });
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(V.panHolderInvalid)).toBeInTheDocument();
    expect(screen.getByText(V.accountNumbersDiffer)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends the checked details once, in capitals and without spaces', async () => {
    const calls = mockFetch((call) => jsonResponse(call.method === 'PUT' ? { ...saved, status: 'pending' } : saved));
    const user = userEvent.setup();
    renderRoutes(routes, '/settings/payouts');
    await screen.findByText(T.status.under_review);
    await fill(user, {
      [T.pan]: 'abcpe1234f',
      [T.accountNumber]: '1234 5678 9012',
      [T.accountNumberAgain]: '123456789012',
    });
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toMatchObject({
      pan: 'ABCPE1234F',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      state: 'Karnataka',
    });
    expect(await screen.findByText(T.status.pending)).toBeInTheDocument();
  });

  it('offers no form when payouts are not available', async () => {
    mockFetch(() => jsonResponse({ available: false, status: 'none', details: null, owedToKala: 0 }));
    renderRoutes(routes, '/settings/payouts');
    expect(await screen.findByText(T.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.save })).toBeNull();
  });

  it('shows the fee owed on cash sales until a transfer keeps it back, and nothing when none is owed', async () => {
    mockFetch(() => jsonResponse({ ...saved, status: 'activated', owedToKala: 125.5 }));
    renderRoutes(routes, '/settings/payouts');
    expect(await screen.findByText(T.owedToKala('₹125.50'))).toBeInTheDocument();
    expect(screen.getByText(T.owedHelp)).toBeInTheDocument();
  });
});
