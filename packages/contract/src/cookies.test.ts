import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, languageCookie } from './languages';
import { readCookie, SESSION_COOKIE } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others, whatever the spacing, and keeps an = in its value', () => {
    const header = `theme=dark;${SESSION_COOKIE}=1;  ${LANGUAGE_KEY}=hi ; token=a=b`;
    expect(readCookie(header, SESSION_COOKIE)).toBe('1');
    expect(readCookie(header, 'token')).toBe('a=b');
    expect(languageCookie(header)).toBe('hi');
  });

  it('is undefined for no header, an empty one, or a cookie whose name only starts or ends the same', () => {
    expect(readCookie(undefined, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(null, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie('', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(`x${SESSION_COOKIE}=1; ${SESSION_COOKIE}x=1`, SESSION_COOKIE)).toBeUndefined();
  });
});
