import { readCookie, SIGNED_IN_COOKIE } from '@kala/contract';
import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/fixtures';
import { getToken, login } from './auth-store';

// The signed_in cookie that gets a signed-in person's home sent as the app's shell (apps/server/src/plugins/web.ts).
// A file of its own: the store remembers what it last wrote, as a page does from its first load on, so the story
// below starts from a page that has written nothing yet.

const hint = () => readCookie(document.cookie, SIGNED_IN_COOKIE);
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('the signed_in cookie', () => {
  it('follows the stored token: cleared without one, set at login and by another tab, never for an expired one', () => {
    // Left by an earlier visit whose token has gone since (the storage was cleared).
    // biome-ignore lint/suspicious/noDocumentCookie: the browser's own cookie, as an earlier page left it.
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    expect(getToken()).toBeNull();
    expect(hint()).toBeUndefined();

    login(fakeToken({ sub: 'asha', exp: nowSeconds() + 3600 }));
    expect(hint()).toBe('1');

    // Another tab logs out, then in again: this page's next read of the token follows.
    localStorage.removeItem('token');
    expect(getToken()).toBeNull();
    expect(hint()).toBeUndefined();
    localStorage.setItem('token', fakeToken({ sub: 'ravi' }));
    expect(getToken()).not.toBeNull();
    expect(hint()).toBe('1');

    // The cookie lives as long as its token: one already expired leaves none.
    localStorage.setItem('token', fakeToken({ sub: 'meera', exp: nowSeconds() - 60 }));
    expect(getToken()).not.toBeNull();
    expect(hint()).toBeUndefined();
  });
});
