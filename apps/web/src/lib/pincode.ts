// The buyer's pincode for shipping quotes (issue 34 item 3): typed once on an artwork page or the cart, remembered
// in this browser (localStorage) for the next artwork, the cart and checkout.

const KEY = 'kala.pincode';
const PINCODE = /^[1-9]\d{5}$/;

export const isPincode = (value: string) => PINCODE.test(value.trim());

export function rememberedPincode(): string | null {
  try {
    const value = globalThis.localStorage?.getItem(KEY) ?? null;
    return value !== null && isPincode(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberPincode(pincode: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, pincode.trim());
  } catch {
    // Private mode or storage full: the pincode is then asked again next time.
  }
}
