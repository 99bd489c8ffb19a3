import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages';
import { gstinCheckCharacter, payoutAccountBodySchema } from './payouts';

const V = VALIDATION.payouts;
const valid = {
  legalName: 'Ananya Iyer',
  pan: 'ABCPE1234F',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

/** The message of the first problem with `field`, or undefined when the body is accepted. */
function problemWith(body: Record<string, unknown>, field: string): string | undefined {
  const parsed = payoutAccountBodySchema.safeParse(body);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('payout details', () => {
  it('accepts a complete body, in small letters and with spaces, and keeps it compact and upper case', () => {
    const parsed = payoutAccountBodySchema.parse({
      ...valid,
      pan: 'abcpe 1234 f',
      ifsc: 'hdfc0001234',
      accountNumber: '1234 5678 9012',
      phone: '+91 98765 43210',
      gstin: '29abcpe1234f1z7',
    });
    expect(parsed).toMatchObject({ pan: 'ABCPE1234F', ifsc: 'HDFC0001234', accountNumber: '123456789012' });
    expect(parsed.phone).toBe('9876543210');
    expect(parsed.gstin).toBe('29ABCPE1234F1Z7');
  });

  it("computes GSTINs' check characters as published ones carry them", () => {
    // GSTINs printed on public documents and in Razorpay's own examples.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('18AABCU9603R1Z')).toBe('M');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('names what is wrong with a PAN: its shape, or its holder letter', () => {
    expect(problemWith({ ...valid, pan: 'ABCP1234F' }, 'pan')).toBe(V.panInvalid);
    expect(problemWith({ ...valid, pan: '1BCPE1234F' }, 'pan')).toBe(V.panInvalid);
    expect(problemWith({ ...valid, pan: 'ABCXE1234F' }, 'pan')).toBe(V.panHolderInvalid);
    for (const holder of ['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G']) {
      expect(problemWith({ ...valid, pan: `ABC${holder}E1234F` }, 'pan')).toBeUndefined();
    }
  });

  it('names what is wrong with an IFSC, an account number, a phone and a pincode', () => {
    expect(problemWith({ ...valid, ifsc: 'HDFC1001234' }, 'ifsc')).toBe(V.ifscInvalid);
    expect(problemWith({ ...valid, ifsc: 'HDF00001234' }, 'ifsc')).toBe(V.ifscInvalid);
    expect(problemWith({ ...valid, accountNumber: '12345678' }, 'accountNumber')).toBe(V.accountNumberInvalid);
    expect(problemWith({ ...valid, accountNumber: '1234567890123456789' }, 'accountNumber')).toBe(
      V.accountNumberInvalid,
    );
    expect(problemWith({ ...valid, accountNumber: '12345678901a' }, 'accountNumber')).toBe(V.accountNumberInvalid);
    expect(problemWith({ ...valid, phone: '12345' }, 'phone')).toBe(V.phoneInvalid);
    expect(problemWith({ ...valid, pincode: '05600' }, 'pincode')).toBe(V.pincodeInvalid);
    expect(problemWith({ ...valid, state: 'Atlantis' }, 'state')).toBe(V.stateInvalid);
    expect(problemWith({ ...valid, legalName: 'Ana' }, 'legalName')).toBe(V.legalNameInvalid);
  });

  it("names what is wrong with a GSTIN: its shape, its check character, or a PAN that is not the artist's", () => {
    expect(problemWith({ ...valid, gstin: '29ABCPE1234F1Z' }, 'gstin')).toBe(V.gstinInvalid);
    expect(problemWith({ ...valid, gstin: '29ABCPE1234F1Y7' }, 'gstin')).toBe(V.gstinInvalid);
    expect(problemWith({ ...valid, gstin: '29ABCPE1234F1Z6' }, 'gstin')).toBe(V.gstinCheckInvalid);
    const otherPan = `29AAGCB7383J1Z4`;
    expect(problemWith({ ...valid, gstin: otherPan }, 'gstin')).toBe(V.gstinPanMismatch);
    expect(problemWith({ ...valid, gstin: '' }, 'gstin')).toBeUndefined();
  });
});
