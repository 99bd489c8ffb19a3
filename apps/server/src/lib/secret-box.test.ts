import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box';

describe('secret box', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never holds the plaintext', () => {
    const sealed = seal(key, '123456789012', 'user-1');
    expect(sealed).not.toContain('123456789012');
    expect(sealed).not.toContain(Buffer.from('123456789012').toString('base64url'));
    expect(open(key, sealed, 'user-1')).toBe('123456789012');
    // A fresh nonce each time: the same number seals differently.
    expect(seal(key, '123456789012', 'user-1')).not.toBe(sealed);
  });

  it("refuses a changed value, another person's context and another key", () => {
    const sealed = seal(key, 'ABCPE1234F', 'user-1');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => open(key, tampered, 'user-1')).toThrow();
    expect(() => open(key, sealed, 'user-2')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'user-1')).toThrow();
  });
});
