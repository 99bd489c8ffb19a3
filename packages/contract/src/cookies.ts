// The cookies the web app sets and the server reads, and how either reads one. Neither is a credential: the token
// stays in the browser's storage and travels in the Authorization header (docs/product.md#states-and-transitions).

/** The cookie that says a token is stored in this browser: the web app keeps it in step with the token. */
export const SIGNED_IN_COOKIE = 'signed_in';

/** The value of cookie `name` in a Cookie header (or `document.cookie`), or undefined. */
export function readCookie(cookieHeader: string | undefined | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
