// Test fixtures for payout details: a valid body, and sending it.
import type { PayoutAccountBody } from '@kala/contract';
import type { TestUser } from '../../../test/factories';
import type { TestApp } from '../../../test/helpers';

/** Details that pass every check (the GSTIN's check character is right, and it holds the PAN). */
export const PAYOUT_DETAILS = {
  legalName: 'Ananya Iyer',
  pan: 'ABCPE1234F',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
  gstin: '29ABCPE1234F1Z7',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
} as const satisfies PayoutAccountBody;

/** The same details of an artist not registered for GST: Kala collects no TCS on their sales (decision 0045). */
export const PAYOUT_DETAILS_UNREGISTERED = { ...PAYOUT_DETAILS, gstin: null } as const;

export function putPayoutAccount(t: TestApp, person: TestUser, body: Record<string, unknown> = PAYOUT_DETAILS) {
  return t.app.inject({ method: 'PUT', url: '/api/auth/payout-account', headers: person.auth, payload: body });
}

export function getPayoutAccount(t: TestApp, person: TestUser) {
  return t.app.inject({ method: 'GET', url: '/api/auth/payout-account', headers: person.auth });
}
