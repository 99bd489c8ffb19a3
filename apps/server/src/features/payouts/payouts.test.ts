import { ERR, payoutAccountSchema, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { deliverWebhook } from '../payments/payments.fixtures';
import { findPayoutAccount } from './payouts.repository';
import { getPayoutAccount, PAYOUT_DETAILS, putPayoutAccount } from './payouts.fixtures';

const V = VALIDATION.payouts;

describe('payout details without Razorpay configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says payouts are not available, and refuses details with that reason', async () => {
    const artist = await createUser(t);
    const res = await getPayoutAccount(t, artist);
    expect(payoutAccountSchema.parse(res.json())).toEqual({
      available: false,
      status: 'none',
      details: null,
      owedToKala: 0,
    });
    const put = await putPayoutAccount(t, artist);
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(ERR.payoutsUnavailable);
    expect(await findPayoutAccount(t.deps.db, artist.id)).toBeUndefined();
  });
});

describe('payout details through Razorpay Route (local stand-in of its API)', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let seq = 0;
  const eventId = () => {
    seq += 1;
    return `evt_payouts_${seq}`;
  };
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
  });
  afterAll(() => t.close());
  beforeEach(() => gateway.reset());

  const accountsOf = (reference: string) =>
    gateway.linkedAccounts().filter((held) => held.account.reference_id === reference);
  const referenceOf = async (person: TestUser) => (await findPayoutAccount(t.deps.db, person.id))?.reference_id ?? '';
  const gatewayIdOf = async (person: TestUser) =>
    (await findPayoutAccount(t.deps.db, person.id))?.gateway_account_id ?? '';

  it('names each problem with the details in the field it belongs to, and saves nothing', async () => {
    const artist = await createUser(t);
    for (const [field, value, message] of [
      ['pan', 'ABCXE1234F', V.panHolderInvalid],
      ['pan', 'ABCP1234F', V.panInvalid],
      ['ifsc', 'HDFC1001234', V.ifscInvalid],
      ['accountNumber', '12345', V.accountNumberInvalid],
      ['gstin', '29ABCPE1234F1Z6', V.gstinCheckInvalid],
      ['gstin', '29AAGCB7383J1Z4', V.gstinPanMismatch],
      ['state', 'Atlantis', V.stateInvalid],
    ] as const) {
      const res = await putPayoutAccount(t, artist, { ...PAYOUT_DETAILS, [field]: value });
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await findPayoutAccount(t.deps.db, artist.id)).toBeUndefined();
    expect(gateway.calls.filter((call) => call.path.startsWith('/v2/'))).toHaveLength(0);
  });

  it('makes the linked account, its stakeholder and the Route product through the SDK, and shows only last fours', async () => {
    const artist = await createUser(t);
    const before = gateway.calls.length;
    const res = await putPayoutAccount(t, artist);
    expect(res.statusCode).toBe(200);
    const answer = payoutAccountSchema.parse(res.json());
    expect(answer).toMatchObject({ available: true, status: 'under_review' });
    expect(answer.details).toMatchObject({ panLast4: '234F', accountLast4: '9012', ifsc: 'HDFC0001234' });
    expect(res.body).not.toContain(PAYOUT_DETAILS.pan);
    expect(res.body).not.toContain(PAYOUT_DETAILS.accountNumber);

    // The four calls, in order, with the SDK's basic auth.
    const calls = gateway.calls.slice(before);
    const accountId = await gatewayIdOf(artist);
    expect(accountId).toMatch(/^acc_[A-Za-z0-9]{14}$/);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v2/accounts',
      `GET /v2/accounts/${accountId}/stakeholders`,
      `POST /v2/accounts/${accountId}/stakeholders`,
      `POST /v2/accounts/${accountId}/products`,
      expect.stringMatching(new RegExp(`^PATCH /v2/accounts/${accountId}/products/acc_prd_[A-Za-z0-9]{14}$`)),
    ]);
    expect(calls[0]?.body).toMatchObject({
      type: 'route',
      business_type: 'individual',
      legal_business_name: 'Ananya Iyer',
      contact_name: 'Ananya Iyer',
      email: expect.stringMatching(/@example\.com$/),
      reference_id: await referenceOf(artist),
      legal_info: { pan: 'ABCPE1234F', gst: '29ABCPE1234F1Z7' },
      profile: { category: 'ecommerce', subcategory: 'arts_and_collectibles' },
    });
    expect(calls[4]?.body).toEqual({
      settlements: { account_number: '123456789012', ifsc_code: 'HDFC0001234', beneficiary_name: 'Ananya Iyer' },
      tnc_accepted: true,
    });
    const [held] = accountsOf(await referenceOf(artist));
    expect(held?.stakeholders).toHaveLength(1);
    expect(held?.stakeholders[0]?.id).toMatch(/^sth_/);
  });

  it('keeps the PAN and account number sealed: the row holds neither, only their last four', async () => {
    const artist = await createUser(t);
    await putPayoutAccount(t, artist);
    const row = await findPayoutAccount(t.deps.db, artist.id);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(PAYOUT_DETAILS.pan);
    expect(stored).not.toContain(PAYOUT_DETAILS.accountNumber);
    expect(row?.pan_sealed).toMatch(/^v1\./);
    expect(row).toMatchObject({ pan_last4: '234F', account_last4: '9012' });

    const exported = await t.app.inject({ method: 'GET', url: '/api/auth/me/export', headers: artist.auth });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().payoutAccount).toMatchObject({ pan_last4: '234F', account_last4: '9012' });
    expect(exported.body).not.toContain(PAYOUT_DETAILS.pan);
    expect(exported.body).not.toContain(PAYOUT_DETAILS.accountNumber);
    expect(exported.body).not.toContain(row?.pan_sealed);
  });

  it('follows signed webhooks: pending → being checked → active, and needs clarification', async () => {
    gateway.routeActivation = 'requested';
    const artist = await createUser(t);
    expect((await putPayoutAccount(t, artist)).json().status).toBe('pending');
    const accountId = await gatewayIdOf(artist);
    const now = Math.floor(Date.now() / 1000);

    const review = await deliverWebhook(
      t,
      gateway,
      gateway.routeEvent(accountId, 'under_review', { createdAt: now + 1 }),
      eventId(),
    );
    expect(review.json()).toEqual({ status: 'handled' });
    expect((await getPayoutAccount(t, artist)).json().status).toBe('under_review');

    await deliverWebhook(
      t,
      gateway,
      gateway.routeEvent(accountId, 'needs_clarification', { createdAt: now + 2 }),
      eventId(),
    );
    expect((await getPayoutAccount(t, artist)).json().status).toBe('needs_clarification');

    // Razorpay's account-level events move it too.
    const activated = gateway.routeEvent(accountId, 'activated', { kind: 'account', createdAt: now + 3 });
    await deliverWebhook(t, gateway, activated, eventId());
    expect((await getPayoutAccount(t, artist)).json().status).toBe('activated');
  });

  it('a webhook delivered twice acts once, and a late one never moves the state back', async () => {
    const artist = await createUser(t);
    await putPayoutAccount(t, artist);
    const accountId = await gatewayIdOf(artist);
    const now = Math.floor(Date.now() / 1000);
    const activated = gateway.routeEvent(accountId, 'activated', { createdAt: now + 10 });
    const id = eventId();
    expect((await deliverWebhook(t, gateway, activated, id)).json()).toEqual({ status: 'handled' });
    expect((await deliverWebhook(t, gateway, activated, id)).json()).toEqual({ status: 'duplicate' });

    // Sent before the activation, delivered after it.
    const late = gateway.routeEvent(accountId, 'under_review', { createdAt: now + 5 });
    expect((await deliverWebhook(t, gateway, late, eventId())).statusCode).toBe(200);
    expect((await getPayoutAccount(t, artist)).json().status).toBe('activated');
    expect((await findPayoutAccount(t.deps.db, artist.id))?.status_at).toBe(now + 10);
  });

  it('a webhook of the same second as the state Kala read is taken (Razorpay counts whole seconds)', async () => {
    const artist = await createUser(t);
    await putPayoutAccount(t, artist);
    const accountId = await gatewayIdOf(artist);
    const readAt = (await findPayoutAccount(t.deps.db, artist.id))?.status_at;
    expect((await getPayoutAccount(t, artist)).json().status).toBe('under_review');
    const activated = gateway.routeEvent(accountId, 'activated', { createdAt: Number(readAt) });
    await deliverWebhook(t, gateway, activated, eventId());
    expect((await getPayoutAccount(t, artist)).json().status).toBe('activated');
  });

  it('refuses a webhook whose signature is not Razorpay’s, and the state stays', async () => {
    const artist = await createUser(t);
    await putPayoutAccount(t, artist);
    const accountId = await gatewayIdOf(artist);
    const forged = gateway.routeEvent(accountId, 'activated', { createdAt: Math.floor(Date.now() / 1000) + 60 });
    const res = await deliverWebhook(t, gateway, forged, eventId(), 'ab'.repeat(32));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ERR.webhookSignatureInvalid);
    expect((await getPayoutAccount(t, artist)).json().status).toBe('under_review');
  });

  it('a webhook about an account Kala does not know is acknowledged and ignored', async () => {
    const stranger = gateway.routeEvent('acc_NotKalasAcc0001', 'activated');
    expect((await deliverWebhook(t, gateway, stranger, eventId())).json()).toEqual({ status: 'ignored' });
  });

  it('an answer lost after the stakeholder was made: the retry adopts it, with one account and one stakeholder', async () => {
    const artist = await createUser(t);
    gateway.loseNextAnswerTo = /^POST \/v2\/accounts\/acc_[^/]+\/stakeholders$/;
    const first = await putPayoutAccount(t, artist);
    expect(first.statusCode).toBe(503);
    expect(first.json().message).toBe(ERR.payoutGatewayUnavailable);
    expect((await getPayoutAccount(t, artist)).json().status).toBe('pending');

    const before = gateway.calls.length;
    const retry = await putPayoutAccount(t, artist);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe('under_review');
    const [held, ...more] = accountsOf(await referenceOf(artist));
    expect(more).toHaveLength(0);
    expect(held?.stakeholders).toHaveLength(1);
    expect((await findPayoutAccount(t.deps.db, artist.id))?.stakeholder_id).toBe(held?.stakeholders[0]?.id);
    // The retry asked for no second account and no second stakeholder.
    const asked = gateway.calls.slice(before).map((call) => `${call.method} ${call.path}`);
    expect(
      asked.filter(
        (call) => call === 'POST /v2/accounts' || (call.endsWith('/stakeholders') && call.startsWith('POST')),
      ),
    ).toEqual([]);
  });

  it('an answer lost after the linked account was made: nobody asks for a second one', async () => {
    const artist = await createUser(t);
    gateway.loseNextAnswerTo = 'POST /v2/accounts';
    expect((await putPayoutAccount(t, artist)).statusCode).toBe(503);
    expect(accountsOf(await referenceOf(artist))).toHaveLength(1);

    const retry = await putPayoutAccount(t, artist);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(ERR.payoutSetupInProgress);
    expect(accountsOf(await referenceOf(artist))).toHaveLength(1);
    expect((await getPayoutAccount(t, artist)).json().status).toBe('pending');
  });

  it('Razorpay down: the details are kept, nothing is made, and the next try makes one account', async () => {
    const artist = await createUser(t);
    gateway.mode = 'down';
    const res = await putPayoutAccount(t, artist);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(ERR.payoutGatewayUnavailable);
    expect((await getPayoutAccount(t, artist)).json()).toMatchObject({
      status: 'pending',
      details: { accountLast4: '9012' },
    });
    gateway.mode = 'up';
    expect((await putPayoutAccount(t, artist)).statusCode).toBe(200);
    expect(accountsOf(await referenceOf(artist))).toHaveLength(1);
  });

  it("passes on Razorpay's reason when it refuses the details", async () => {
    const artist = await createUser(t, { email: 'not-an-address' });
    const res = await putPayoutAccount(t, artist);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERR.payoutGatewayRefused('The email must be a valid email address.'));
    // Refused: nothing was made, so the next try may ask again.
    expect((await findPayoutAccount(t.deps.db, artist.id))?.account_claimed_at).toBeNull();
  });

  it('a new bank account changes the settlement account; the PAN cannot change once sent', async () => {
    const artist = await createUser(t);
    await putPayoutAccount(t, artist);
    const [held] = accountsOf(await referenceOf(artist));
    const res = await putPayoutAccount(t, artist, {
      ...PAYOUT_DETAILS,
      accountNumber: '99887766554433',
      ifsc: 'SBIN0005678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().details).toMatchObject({ accountLast4: '4433', ifsc: 'SBIN0005678' });
    expect(held?.product?.active_configuration).toEqual({
      settlements: { account_number: '99887766554433', ifsc_code: 'SBIN0005678', beneficiary_name: 'Ananya Iyer' },
    });
    expect(accountsOf(await referenceOf(artist))).toHaveLength(1);

    // Saving the same details again asks Razorpay nothing.
    const before = gateway.calls.length;
    await putPayoutAccount(t, artist, { ...PAYOUT_DETAILS, accountNumber: '99887766554433', ifsc: 'SBIN0005678' });
    expect(gateway.calls.length).toBe(before);

    // A GSTIN left out is kept (it is never shown back in full); an empty one removes it.
    const { gstin: _kept, ...withoutGstin } = PAYOUT_DETAILS;
    const kept = await putPayoutAccount(t, artist, {
      ...withoutGstin,
      accountNumber: '99887766554433',
      ifsc: 'SBIN0005678',
    });
    expect(kept.json().details.gstinLast4).toBe('F1Z7');
    const removed = await putPayoutAccount(t, artist, {
      ...withoutGstin,
      gstin: '',
      accountNumber: '99887766554433',
      ifsc: 'SBIN0005678',
    });
    expect(removed.json().details.gstinLast4).toBeNull();

    const pan = await putPayoutAccount(t, artist, { ...PAYOUT_DETAILS, pan: 'ABCPE9999F', gstin: '' });
    expect(pan.statusCode).toBe(409);
    expect(pan.json().message).toBe(ERR.payoutPanLocked);
  });

  it('each artist sees and changes only their own details', async () => {
    const artist = await createUser(t);
    const other = await createUser(t);
    await putPayoutAccount(t, artist);
    expect((await getPayoutAccount(t, other)).json()).toEqual({
      available: true,
      status: 'none',
      details: null,
      owedToKala: 0,
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/payout-account' });
    expect(anonymous.statusCode).toBe(401);
  });
});
