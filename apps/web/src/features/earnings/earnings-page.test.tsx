import { type Earnings, SCREEN } from '@kala/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { EarningsPage, signedRupees } from './earnings-page';

const T = SCREEN.earnings;
const routes = [{ path: '/me/earnings', element: <EarningsPage /> }];

const november: Earnings = {
  month: '2026-11',
  months: ['2026-11', '2026-10'],
  totals: {
    byKind: [
      { kind: 'sale', amount: 500 },
      { kind: 'shipping', amount: 80 },
      { kind: 'fee_owed_on_cash', amount: -50 },
    ],
    earned: 530,
  },
  entries: [
    {
      id: 'e1',
      orderId: 'order-1',
      title: 'Monsoon, Kerala',
      kind: 'fee_owed_on_cash',
      amount: -50,
      reason: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'e2',
      orderId: 'order-1',
      title: 'Monsoon, Kerala',
      kind: 'sale',
      amount: 500,
      reason: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  earnedAllTime: 1530,
  payouts: { onHold: 2860, released: 980, paidOut: 4410, owedToKala: 50, tcsKeptBack: 0 },
};
const october: Earnings = { ...november, month: '2026-10', totals: { byKind: [], earned: 0 }, entries: [] };

beforeEach(() => {
  localStorage.setItem('token', fakeToken({ sub: 'ananya', uid: 'ananya-1' }));
});

describe('Earnings page', () => {
  it("shows the month's earnings, its kinds and each entry signed, linked to its sale", async () => {
    mockFetch(() => jsonResponse(november));
    renderRoutes(routes, '/me/earnings');
    expect(await screen.findByTestId('earned-this-month')).toHaveTextContent('₹530');
    expect(screen.getByText('₹1,530')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: T.monthTotals });
    expect(within(totals).getByText(T.kinds.fee_owed_on_cash).nextSibling).toHaveTextContent('−₹50');
    const entries = screen.getByRole('list');
    expect(within(entries).getAllByRole('link', { name: 'Monsoon, Kerala' })[0]).toHaveAttribute(
      'href',
      '/orders/order-1',
    );
    expect(within(entries).getByText('+₹500')).toBeInTheDocument();
    // Where the money of online sales is, and the fee on cash the next payout keeps back.
    expect(screen.getByTestId('payouts-on-hold')).toHaveTextContent('₹2,860');
    expect(screen.getByTestId('payouts-released')).toHaveTextContent('₹980');
    expect(screen.getByTestId('payouts-paid-out')).toHaveTextContent('₹4,410');
    expect(screen.getByText(SCREEN.payouts.owedToKala('₹50'))).toBeInTheDocument();
  });

  it('shows what Razorpay settled to the bank as Paid out, and its entries with their UTR', async () => {
    const settled: Earnings = {
      ...november,
      entries: [
        {
          id: 'e3',
          orderId: 'order-1',
          title: 'Monsoon, Kerala',
          kind: 'payout',
          amount: 450,
          reason: T.payoutNote('1764400000abcdef', 'setl_ABCDEFGHIJKLMN'),
          createdAt: '2026-11-25T10:00:00.000Z',
        },
        ...november.entries,
      ],
    };
    mockFetch(() => jsonResponse(settled));
    renderRoutes(routes, '/me/earnings');
    const payouts = await screen.findByRole('region', { name: T.payoutsHeading });
    expect(within(payouts).getByText(T.paidOut)).toBeInTheDocument();
    expect(within(payouts).getByTestId('payouts-paid-out')).toHaveTextContent('₹4,410');
    const entries = screen.getByRole('list');
    expect(within(entries).getByText(T.kinds.payout)).toBeInTheDocument();
    expect(within(entries).getByText(/UTR 1764400000abcdef/)).toBeInTheDocument();
  });

  it("shows a GST-registered artist the TCS kept back from their payouts, in the month's kinds and its entries", async () => {
    const registered: Earnings = {
      ...november,
      totals: { byKind: [...november.totals.byKind, { kind: 'tcs', amount: -4.46 }], earned: 525.54 },
      entries: [
        {
          id: 'e4',
          orderId: 'order-1',
          title: 'Monsoon, Kerala',
          kind: 'tcs',
          amount: -4.46,
          reason: null,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        ...november.entries,
      ],
      payouts: { ...november.payouts, tcsKeptBack: 4.46 },
    };
    mockFetch(() => jsonResponse(registered));
    renderRoutes(routes, '/me/earnings');
    const payouts = await screen.findByRole('region', { name: T.payoutsHeading });
    expect(within(payouts).getByTestId('payouts-tcs')).toHaveTextContent(T.tcsKeptBackNote('₹4.46'));
    const totals = screen.getByRole('region', { name: T.monthTotals });
    expect(within(totals).getByText(T.kinds.tcs).nextSibling).toHaveTextContent('−₹4.46');
    expect(within(screen.getByRole('list')).getByText(T.kinds.tcs)).toBeInTheDocument();
  });

  it('says nothing of TCS to an artist without a GSTIN', async () => {
    mockFetch(() => jsonResponse(november));
    renderRoutes(routes, '/me/earnings');
    await screen.findByTestId('earned-this-month');
    expect(screen.queryByTestId('payouts-tcs')).not.toBeInTheDocument();
  });

  it('another month and one kind are asked of the server and kept in the address', async () => {
    const calls = mockFetch((call) => jsonResponse(call.url.includes('month=2026-10') ? october : november));
    const user = userEvent.setup();
    renderRoutes(routes, '/me/earnings');
    await screen.findByTestId('earned-this-month');
    await user.selectOptions(screen.getByLabelText(T.month), '2026-10');
    expect(await screen.findByText(T.empty, { selector: 'h2' })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('/api/auth/earnings?month=2026-10');
    await user.selectOptions(screen.getByLabelText(T.kind), 'refund');
    await waitFor(() => expect(calls.at(-1)?.url).toContain('month=2026-10&kind=refund'));
    expect(await screen.findByText(T.emptyKind)).toBeInTheDocument();
  });

  it('downloads the chosen month as PDF and CSV with the session', async () => {
    const calls = mockFetch((call) =>
      call.url.includes('statement')
        ? new Response('x', { headers: { 'content-disposition': 'attachment; filename="kala-statement-2026-11.csv"' } })
        : jsonResponse(november),
    );
    URL.createObjectURL = () => 'blob:statement';
    URL.revokeObjectURL = () => undefined;
    // jsdom cannot follow a download link: record the file the browser would save instead.
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/me/earnings');
    await user.click(await screen.findByRole('button', { name: T.downloadCsv }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/auth/earnings/statement.csv?month=2026-11'))).toBe(true),
    );
    const download = calls.find((call) => call.url.includes('statement'));
    expect(download?.headers.get('authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(saved).toEqual(['kala-statement-2026-11.csv']));
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('signs amounts from the artist’s side', () => {
    expect(signedRupees(530)).toBe('+₹530');
    expect(signedRupees(-12.5)).toBe('−₹12.50');
    expect(signedRupees(0)).toBe('₹0');
  });
});
