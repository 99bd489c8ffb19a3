import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, stateOfPincode } from './india-states';

describe('stateOfPincode', () => {
  it.each([
    ['110001', 'Delhi'],
    ['560038', 'Karnataka'],
    ['400001', 'Maharashtra'],
    ['403001', 'Goa'],
    ['302001', 'Rajasthan'],
    ['700016', 'West Bengal'],
    ['737101', 'Sikkim'],
    ['160017', 'Chandigarh'],
    ['248001', 'Uttarakhand'],
    ['834001', 'Jharkhand'],
    ['800001', 'Bihar'],
    ['500001', 'Telangana'],
    ['520001', 'Andhra Pradesh'],
    ['605001', 'Puducherry'],
    ['682001', 'Kerala'],
    ['793001', 'Meghalaya'],
    ['781001', 'Assam'],
    ['194101', 'Ladakh'],
  ])('%s is in %s', (pincode, state) => {
    expect(stateOfPincode(pincode)).toBe(state);
  });

  it('answers null for what is not yet a PIN code, or a prefix India does not use', () => {
    for (const pincode of ['', '5600', '056003', 'abcdef', '990001', '5600381']) {
      expect(stateOfPincode(pincode)).toBeNull();
    }
  });

  it('only ever answers a state of the list', () => {
    for (let prefix = 100; prefix <= 999; prefix += 1) {
      const state = stateOfPincode(`${prefix}001`);
      if (state !== null) expect(INDIAN_STATES).toContain(state);
    }
  });
});
