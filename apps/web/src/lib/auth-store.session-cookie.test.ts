import { readCookie, SESSION_COOKIE } from '@kala/contract';
import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/fixtures';
import { getToken, login } from './auth-store';

// The session cookie with which the server draws a signed-in person's pages for them (apps/server/src/plugins/web.ts).
// A file of its own: the store remembers what it last wrote, as a page does from its first load on, so the story
// below starts from a page that has written nothing yet.

const cookie = () => readCookie(document.cookie, SESSION_COOKIE);
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('the session cookie', () => {
  it('follows the stored token: cleared without one, set at login and by another tab, never for an expired one', () => {
    // Left by an earlier visit whose token has gone since (the storage was cleared).
    // biome-ignore lint/suspicious/noDocumentCookie: the browser's own cookie, as an earlier page left it.
    document.cookie = `${SESSION_COOKIE}=old.token.here; path=/`;
    expect(getToken()).toBeNull();
    expect(cookie()).toBeUndefined();

    const asha = fakeToken({ sub: 'asha', exp: nowSeconds() + 3600 });
    login(asha);
    expect(cookie()).toBe(asha);

    // Another tab logs out, then in again: this page's next read of the token follows.
    localStorage.removeItem('token');
    expect(getToken()).toBeNull();
    expect(cookie()).toBeUndefined();
    const ravi = fakeToken({ sub: 'ravi' });
    localStorage.setItem('token', ravi);
    expect(getToken()).not.toBeNull();
    expect(cookie()).toBe(ravi);

    // The cookie lives as long as its token: one already expired leaves none.
    localStorage.setItem('token', fakeToken({ sub: 'meera', exp: nowSeconds() - 60 }));
    expect(getToken()).not.toBeNull();
    expect(cookie()).toBeUndefined();
  });
});
