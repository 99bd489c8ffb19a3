import { adminPayoutsSchema, earningsSchema, ledgerCheckSchema } from '@kala/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, setShippingProfile, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { deliverWebhook } from '../payments/payments.fixtures';
import { findPayoutAccount } from '../payouts/payouts.repository';
import { PAYOUT_DETAILS_UNREGISTERED, putPayoutAccount } from '../payouts/payouts.fixtures';
import { inDays, paidOrder as paidOrderOf, shipAndDeliver as shipAndDeliverOf } from './transfers.fixtures';
import { reconcileSettlements, settleTransfers } from './transfers.service';
import { pdfText } from '../../../test/pdf';
import { statementOf } from '../earnings/earnings.fixtures';

// Paid out (issue 37 item 6, docs/decisions/0044-paid-out.md), on the local stand-in of Razorpay's API: a linked
// account's settlement.processed marks exactly the transfers it settled paid out, once; a settlement Kala has no
// transfer in changes nothing; the sweep finds a settled transfer whose webhook was lost; and the artist's earnings
// keep every transfer in one place (on hold, released or paid out).

describe('paid out: settlements of released transfers (Razorpay Route, local stand-in)', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let admin: TestUser;
  let events = 0;
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());
  beforeEach(() => gateway.reset());

  const webhook = (event: Record<string, unknown>, eventId = `evt_settle_${++events}`) =>
    deliverWebhook(t, gateway, event, eventId);
  const deps = () => ({ db: t.deps.db, gateway: t.deps.gateway });

  /** An artist with free shipping, no returns and an active linked account; answers them and the account id. */
  async function activeArtist() {
    const artist = await createUser(t);
    await setShippingProfile(t, artist.id);
    // Not registered for GST, so no TCS is kept back and the shares are the price and shipping less the fee.
    expect((await putPayoutAccount(t, artist, PAYOUT_DETAILS_UNREGISTERED)).statusCode).toBe(200);
    const account = (await findPayoutAccount(t.deps.db, artist.id))?.gateway_account_id as string;
    expect((await webhook(gateway.routeEvent(account, 'activated'))).statusCode).toBe(200);
    return { artist, account };
  }

  /** A buyer pays online for one work of `artist` at `price` rupees (Kala's 10% fee: the share is 90%). */
  const paidOrder = (artist: TestUser, price = 1000) => paidOrderOf(t, gateway, artist, `pay_settle${++events}`, price);
  const deliver = (artist: TestUser, buyer: TestUser, orderId: string) => shipAndDeliverOf(t, artist, buyer, orderId);
  /** A paid order delivered, its transfer released by the sweep (no returns). */
  async function releasedOrder(artist: TestUser, price = 1000) {
    const order = await paidOrder(artist, price);
    await deliver(artist, order.buyer, order.orderId);
    await settleTransfers(deps(), new Date(Date.now() + 1000));
    expect((await transferRow(order.orderId)).on_hold).toBe(0);
    return order;
  }
  const transferRow = (orderId: string) =>
    t.deps.db.selectFrom('transfers').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const settlementsOf = (orderId: string) =>
    t.deps.db.selectFrom('transfer_settlements').selectAll().where('order_id', '=', orderId).execute();
  const payoutEntries = async (orderId: string) =>
    (
      await t.deps.db
        .selectFrom('ledger_entries')
        .select(['amount_paise', 'reason'])
        .where('order_id', '=', orderId)
        .where('kind', '=', 'payout')
        .execute()
    ).map((row) => ({ amount: Number(row.amount_paise), reason: row.reason }));
  const payouts = async (artist: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/earnings', headers: artist.auth });
    expect(res.statusCode).toBe(200);
    return earningsSchema.parse(res.json());
  };
  const balanced = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: admin.auth });
    expect(ledgerCheckSchema.parse(res.json())).toMatchObject({ unbalanced: 0 });
  };
  const settlementOf = (event: Record<string, unknown> | null) => {
    if (!event) throw new Error('nothing was settled');
    const entity = (event.payload as { settlement: { entity: { id: string; utr: string } } }).settlement.entity;
    return { id: entity.id, utr: entity.utr };
  };

  it('settlement.processed marks exactly the settlement’s transfers paid out, with its id and UTR', async () => {
    const { artist, account } = await activeArtist();
    const other = await activeArtist();
    const first = await releasedOrder(artist, 1000);
    const held = await paidOrder(artist, 2000);
    const elsewhere = await releasedOrder(other.artist, 3000);

    const event = gateway.settleAccount(account);
    const { id, utr } = settlementOf(event);
    expect(id).toMatch(/^setl_[A-Za-z0-9]{14}$/);
    const res = await webhook(event as Record<string, unknown>);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'handled' });

    expect(await settlementsOf(first.orderId)).toEqual([
      expect.objectContaining({ settlement_id: id, utr, source: 'webhook', artist_id: artist.id }),
    ]);
    expect(Number((await settlementsOf(first.orderId))[0]?.amount_paise)).toBe(90000);
    expect(await payoutEntries(first.orderId)).toEqual([{ amount: 90000, reason: `UTR ${utr} (settlement ${id})` }]);
    const admins = await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: admin.auth });
    const shown = adminPayoutsSchema.parse(admins.json()).transfers;
    expect(shown.find((row) => row.orderId === first.orderId)?.paidOut).toEqual({
      settlementId: id,
      utr,
      settledAt: expect.any(String),
    });
    expect(shown.find((row) => row.orderId === held.orderId)?.paidOut).toBeNull();
    // The held transfer and another artist's released one are not in it.
    expect(await settlementsOf(held.orderId)).toEqual([]);
    expect(await settlementsOf(elsewhere.orderId)).toEqual([]);
    expect(await payoutEntries(elsewhere.orderId)).toEqual([]);

    const earnings = await payouts(artist);
    expect(earnings.payouts).toEqual({ onHold: 1800, released: 0, paidOut: 900, owedToKala: 0, tcsKeptBack: 0 });
    expect((await payouts(other.artist)).payouts).toEqual({
      onHold: 0,
      released: 2700,
      paidOut: 0,
      owedToKala: 0,
      tcsKeptBack: 0,
    });
    // The paid-out transfer is an entry of the month, not earnings: what the month earned is unchanged.
    expect(earnings.entries.filter((entry) => entry.kind === 'payout')).toEqual([
      expect.objectContaining({ orderId: first.orderId, amount: 900, reason: `UTR ${utr} (settlement ${id})` }),
    ]);
    expect(earnings.totals.earned).toBe(2700);
    // The month's statement lists it with the UTR, as CSV and as PDF; the month's total is still what it earned.
    const csv = await statementOf(t, artist, 'csv', earnings.month);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines.filter((line) => line.includes(',Paid out to your bank,'))).toEqual([
      expect.stringMatching(
        new RegExp(`,${first.orderId},.*,Paid out to your bank,900\\.00,UTR ${utr} \\(settlement ${id}\\)$`),
      ),
    ]);
    expect(lines.at(-1)).toBe(',,,Earned this month,2700.00,');
    const pdf = await statementOf(t, artist, 'pdf', earnings.month);
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/Paid out to your bank\s+900\.00/);
    // The entry names its UTR (the column wraps it).
    expect(text).toContain('Paid out to your bank: UTR');
    expect(text).toContain(utr);
    await balanced();
  });

  it('twice is once: a redelivery, or the same settlement sent again under a new event id, records nothing more', async () => {
    const { artist, account } = await activeArtist();
    const { orderId } = await releasedOrder(artist);
    const event = gateway.settleAccount(account) as Record<string, unknown>;
    expect((await webhook(event, 'evt_settle_twice')).json()).toEqual({ status: 'handled' });
    expect((await webhook(event, 'evt_settle_twice')).json()).toEqual({ status: 'duplicate' });
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await settlementsOf(orderId)).toHaveLength(1);
    expect(await payoutEntries(orderId)).toHaveLength(1);
    expect((await payouts(artist)).payouts).toMatchObject({ released: 0, paidOut: 900 });
    // The sweep days later does not ask about it again, nor record it twice.
    const asked = gateway.calls.length;
    await settleTransfers(deps(), inDays(5));
    const gatewayId = (await transferRow(orderId)).gateway_transfer_id as string;
    expect(gateway.calls.slice(asked).filter((call) => call.path === `/v1/transfers/${gatewayId}`)).toEqual([]);
    expect(await payoutEntries(orderId)).toHaveLength(1);
    await balanced();
  });

  it('a settlement with none of Kala’s transfers (unknown, or another account’s) is acknowledged and changes nothing', async () => {
    const { artist } = await activeArtist();
    const { orderId } = await releasedOrder(artist);
    const before = await payouts(artist);

    // A settlement id Razorpay lists no transfers for.
    const unknown = {
      entity: 'event',
      account_id: 'acc_Unknown0000001',
      event: 'settlement.processed',
      contains: ['settlement'],
      payload: {
        settlement: {
          entity: { id: 'setl_Unknown0000001', entity: 'settlement', amount: 90000, status: 'processed', utr: 'x1' },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    const ignored = await webhook(unknown);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ status: 'ignored' });

    // Another merchant's linked account (not an artist of Kala's), with a released transfer of its own, settled.
    const route = t.deps.gateway?.route;
    if (!route) throw new Error('online payment is off');
    const foreign = await route.createLinkedAccount({
      referenceId: 'foreign-seller',
      email: 'foreign@example.com',
      phone: '9876500000',
      legalName: 'Someone Else',
      pan: 'ABCPE9999F',
      gstin: null,
      address: { street: '1 Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
    });
    const product = await route.requestRouteProduct(foreign.id);
    gateway.routeActivation = 'activated';
    await route.setSettlementAccount(foreign.id, product.id, {
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      beneficiaryName: 'Someone Else',
    });
    await route.createTransfer('pay_foreign1', {
      account: foreign.id,
      amountPaise: 50000,
      notes: { kala_transfer_id: (await transferRow(orderId)).id },
      onHold: false,
    });
    const foreignEvent = gateway.settleAccount(foreign.id) as Record<string, unknown>;
    const answer = await webhook(foreignEvent);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ignored' });
    // Not a settlement's id at all: never asked about.
    const asked = gateway.calls.length;
    const odd = await webhook({ ...unknown, payload: { settlement: { entity: { id: '' } } } });
    expect(odd.json()).toEqual({ status: 'ignored' });
    expect(gateway.calls.length).toBe(asked);

    expect(await settlementsOf(orderId)).toEqual([]);
    expect(await payoutEntries(orderId)).toEqual([]);
    expect(await payouts(artist)).toEqual(before);

    // One of Kala's transfers listed as settled to an account that is not its artist's (here Kala's record of the
    // artist's account is made to differ): not taken as the artist's money reaching their bank.
    const { artist: moved, account: movedAccount } = await activeArtist();
    const movedOrder = await releasedOrder(moved);
    await t.deps.db
      .updateTable('payout_accounts')
      .set({ gateway_account_id: 'acc_Elsewhere00001' })
      .where('user_id', '=', moved.id)
      .execute();
    const elsewhere = await webhook(gateway.settleAccount(movedAccount) as Record<string, unknown>);
    expect(elsewhere.json()).toEqual({ status: 'ignored' });
    expect(await settlementsOf(movedOrder.orderId)).toEqual([]);
  });

  it('a settlement that comes before Kala recorded the release pays the transfer out; the release follows', async () => {
    const { artist, account } = await activeArtist();
    const { buyer, orderId } = await paidOrder(artist);
    await deliver(artist, buyer, orderId);
    // Razorpay releases it, but its answer is lost: Kala still has it on hold.
    gateway.loseNextAnswerTo = /^PATCH \/v1\/transfers\//;
    await settleTransfers(deps(), new Date(Date.now() + 1000));
    expect((await transferRow(orderId)).on_hold).toBe(1);
    expect((await webhook(gateway.settleAccount(account) as Record<string, unknown>)).json()).toEqual({
      status: 'handled',
    });
    expect((await payouts(artist)).payouts).toMatchObject({ onHold: 0, released: 0, paidOut: 900 });
    // The next sweep records the release; the money stays paid out.
    await settleTransfers(deps(), new Date(Date.now() + 2000));
    expect((await transferRow(orderId)).on_hold).toBe(0);
    expect((await payouts(artist)).payouts).toMatchObject({ onHold: 0, released: 0, paidOut: 900 });
    expect(await payoutEntries(orderId)).toHaveLength(1);
    await balanced();
  });

  it('the sweep finds a transfer settled whose webhook was lost, fetching it by id, once', async () => {
    const { artist, account } = await activeArtist();
    const settled = await releasedOrder(artist, 1000);
    // Razorpay settles it; its settlement.processed never arrives.
    const { id } = settlementOf(gateway.settleAccount(account));
    const waiting = await releasedOrder(artist, 2000);
    const gatewayIdOf = async (orderId: string) => (await transferRow(orderId)).gateway_transfer_id as string;
    const fetchesOf = (from: number, gatewayId: string) =>
      gateway.calls.slice(from).filter((call) => call.method === 'GET' && call.path === `/v1/transfers/${gatewayId}`);

    // A day after release it is not looked for yet.
    let asked = gateway.calls.length;
    expect(await reconcileSettlements(deps(), inDays(1))).toBe(0);
    expect(fetchesOf(asked, await gatewayIdOf(settled.orderId))).toEqual([]);
    expect((await payouts(artist)).payouts).toMatchObject({ released: 2700, paidOut: 0 });

    // Three days after, the sweep asks about both: the settled one is recorded (no UTR: the transfer names only its
    // settlement), the other is asked about again six hours later at the earliest.
    asked = gateway.calls.length;
    await settleTransfers(deps(), inDays(3));
    expect(fetchesOf(asked, await gatewayIdOf(settled.orderId))).toHaveLength(1);
    expect(fetchesOf(asked, await gatewayIdOf(waiting.orderId))).toHaveLength(1);
    expect(await settlementsOf(settled.orderId)).toEqual([
      expect.objectContaining({ settlement_id: id, utr: null, source: 'sweep' }),
    ]);
    expect(await payoutEntries(settled.orderId)).toEqual([{ amount: 90000, reason: `Settlement ${id}` }]);
    expect(await settlementsOf(waiting.orderId)).toEqual([]);
    expect((await payouts(artist)).payouts).toEqual({
      onHold: 0,
      released: 1800,
      paidOut: 900,
      owedToKala: 0,
      tcsKeptBack: 0,
    });

    asked = gateway.calls.length;
    expect(await reconcileSettlements(deps(), new Date(inDays(3).getTime() + 3600_000))).toBe(0);
    expect(gateway.calls.length).toBe(asked);

    // Settled later: the webhook comes after all, for both; the one the sweep recorded is not recorded again.
    const later = gateway.settleAccount(account);
    expect((await webhook(later as Record<string, unknown>)).json()).toEqual({ status: 'handled' });
    expect(await settlementsOf(settled.orderId)).toHaveLength(1);
    expect(await settlementsOf(waiting.orderId)).toHaveLength(1);
    expect((await payouts(artist)).payouts).toEqual({
      onHold: 0,
      released: 0,
      paidOut: 2700,
      owedToKala: 0,
      tcsKeptBack: 0,
    });
    // Gateway down: the sweep logs and asks again next time; nothing is recorded wrongly.
    gateway.mode = 'down';
    expect(await reconcileSettlements(deps(), inDays(10))).toBe(0);
    await balanced();
  });

  it('on hold + released + paid out is every made transfer’s share, whatever has settled', async () => {
    const { artist, account } = await activeArtist();
    const shares = [1000, 2000, 3000, 4000].map((price) => price * 0.9);
    const a = await releasedOrder(artist, 1000);
    const b = await releasedOrder(artist, 2000);
    await webhook(gateway.settleAccount(account) as Record<string, unknown>);
    const c = await releasedOrder(artist, 3000);
    const d = await paidOrder(artist, 4000);
    const { payouts: now } = await payouts(artist);
    expect(now).toEqual({ onHold: 3600, released: 2700, paidOut: 2700, owedToKala: 0, tcsKeptBack: 0 });
    expect(now.onHold + now.released + now.paidOut).toBe(shares.reduce((sum, share) => sum + share, 0));
    expect([a, b, c, d].every((order) => order.orderId)).toBe(true);
    await balanced();
  });
});
