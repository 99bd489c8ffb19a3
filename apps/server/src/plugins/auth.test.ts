import { describe, expect, it } from 'vitest';
import { queryToken } from './auth';

// The chat socket takes its token from the query; test/log-hygiene.test.ts drives it with these spellings.

describe('queryToken', () => {
  it('takes the token from exactly one parameter spelled exactly `token`', () => {
    expect(queryToken('/api/auth/chat/ws?token=abc.def.ghi')).toBe('abc.def.ghi');
    expect(queryToken('/ws?x=1&token=abc&y=2')).toBe('abc');
    expect(queryToken('/ws?token=a%2Eb')).toBe('a.b');
    expect(queryToken('/ws?token=abc#frag')).toBe('abc');
  });

  it('finds no token in any other spelling, a repeated one, or one beside a look-alike', () => {
    for (const url of [
      '/ws',
      '/ws?',
      '/ws?token',
      '/ws?token=',
      '/ws?tok%65n=abc',
      '/ws?%74oken=abc',
      '/ws?TOKEN=abc',
      '/ws?Token=abc',
      '/ws?token[]=abc',
      '/ws?token%5B%5D=abc',
      '/ws?token=abc&token=abc',
      '/ws?token=abc&tok%65n=xyz',
      '/ws?token=abc&TOKEN=xyz',
      '/ws?access_token=abc',
      '/ws#token=abc',
      '/ws?a=1#token=abc',
      '/ws?token=%zz',
    ]) {
      expect(queryToken(url), url).toBeNull();
    }
  });
});
