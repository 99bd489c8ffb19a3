import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, languageCookie } from './languages';
import { readCookie, SIGNED_IN_COOKIE } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others, whatever the spacing, and keeps an = in its value', () => {
    const header = `theme=dark;${SIGNED_IN_COOKIE}=1;  ${LANGUAGE_KEY}=hi ; token=a=b`;
    expect(readCookie(header, SIGNED_IN_COOKIE)).toBe('1');
    expect(readCookie(header, 'token')).toBe('a=b');
    expect(languageCookie(header)).toBe('hi');
  });

  it('is undefined for no header, an empty one, or a cookie whose name only starts or ends the same', () => {
    expect(readCookie(undefined, SIGNED_IN_COOKIE)).toBeUndefined();
    expect(readCookie(null, SIGNED_IN_COOKIE)).toBeUndefined();
    expect(readCookie('', SIGNED_IN_COOKIE)).toBeUndefined();
    expect(readCookie(`x${SIGNED_IN_COOKIE}=1; ${SIGNED_IN_COOKIE}x=1`, SIGNED_IN_COOKIE)).toBeUndefined();
  });
});
