import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, helmetHeaders } from './security-headers';

// Helmet runs once, at start (security-headers.ts); test/security.test.ts checks the headers on real answers.

describe('helmetHeaders', () => {
  it("gives helmet's headers for Kala's options, with scripts from this origin only", () => {
    const { set, removed } = helmetHeaders(HELMET_OPTIONS);
    expect(set['content-security-policy']).toContain("script-src 'self'");
    expect(set['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(set['x-content-type-options']).toBe('nosniff');
    expect(set['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(set['cross-origin-embedder-policy']).toBeUndefined();
    expect(removed).toContain('x-powered-by');
  });

  it('refuses options helmet refuses, at start rather than on every answer', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", 'nonsense;injected'] } } }),
    ).toThrow();
  });
});
