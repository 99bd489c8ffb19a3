// The cookies the web app sets and the server reads, and how either reads one. The API takes the token only from the
// Authorization header (docs/product.md#states-and-transitions); a cookie never signs a request to it in.

/**
 * The stored token, kept in a cookie beside local storage by the web app, so that the server can draw a signed-in
 * person's pages with their data on the first request (docs/decisions/0033-signed-in-pages-drawn-by-the-server.md).
 * The server reads it for drawing pages (GET) only; the API ignores it, so no other site can act with it.
 */
export const SESSION_COOKIE = 'kala_session';

/** The value of cookie `name` in a Cookie header (or `document.cookie`), or undefined. */
export function readCookie(cookieHeader: string | undefined | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
