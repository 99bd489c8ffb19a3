import { generateKeyPairSync } from 'node:crypto';
import type { CertificateFields } from '@kala/contract';
import { describe, expect, it } from 'vitest';
import { canonicalFields, createCertificateSigner } from './certificate-signer';

const newKey = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const fields = (keyId: string): CertificateFields => ({
  number: 'KALA-2026-7KQ3-M9TX',
  artworkId: '01900000-0000-7000-8000-000000000001',
  title: 'Monsoon over the Western Ghats',
  artistName: 'Ananya Iyer',
  artistUsername: 'ananya_iyer',
  medium: 'oil',
  size: '61 × 91 cm (24 × 36 in)',
  year: 2024,
  imageHash: 'ab'.repeat(32),
  saleDate: '2026-11-29',
  buyerName: null,
  keyId,
});

describe('the certificate signature (Ed25519 over the canonical fields)', () => {
  const signer = createCertificateSigner({ signingKey: newKey(), retiredPublicKeys: [] });

  it('serialises the fields as JSON with sorted keys, whatever order they were built in', () => {
    const f = fields(signer.keyId);
    const reversed = Object.fromEntries(Object.entries(f).reverse()) as CertificateFields;
    expect(canonicalFields(reversed)).toBe(canonicalFields(f));
    expect(Object.keys(JSON.parse(canonicalFields(f)))).toEqual(Object.keys(f).sort());
  });

  it('verifies its own signature and names the key by a 16-digit id', () => {
    const { canonical, signature } = signer.sign(fields(signer.keyId));
    expect(signer.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(signer.verify(canonical, signature, signer.keyId)).toBe(true);
  });

  it.each([
    ['title', { title: 'Monsoon over the Eastern Ghats' }],
    ['artist', { artistName: 'Someone Else' }],
    ['artist username', { artistUsername: 'someone_else' }],
    ['sale date', { saleDate: '2026-11-30' }],
    ['number', { number: 'KALA-2026-7KQ3-M9TY' }],
    ['buyer', { buyerName: 'Ravi Kumar' }],
    ['picture', { imageHash: 'cd'.repeat(32) }],
  ] as const)('fails when the %s is changed', (_field, change) => {
    const original = fields(signer.keyId);
    const { signature } = signer.sign(original);
    const changed = canonicalFields({ ...original, ...change });
    expect(signer.verify(changed, signature, signer.keyId)).toBe(false);
  });

  it('fails for another key, an unknown key id or a mangled signature', () => {
    const other = createCertificateSigner({ signingKey: newKey(), retiredPublicKeys: [] });
    const { canonical, signature } = other.sign(fields(other.keyId));
    expect(signer.verify(canonical, signature, other.keyId)).toBe(false);
    expect(signer.verify(canonical, signature, signer.keyId)).toBe(false);
    expect(signer.verify(canonical, 'not-a-signature', signer.keyId)).toBe(false);
  });

  it('keeps verifying certificates of a retired key after a rotation, and publishes both keys', () => {
    const old = createCertificateSigner({ signingKey: newKey(), retiredPublicKeys: [] });
    const { canonical, signature } = old.sign(fields(old.keyId));
    const oldPublic = old.publicKeys()[0]?.publicKey ?? '';
    const rotated = createCertificateSigner({ signingKey: newKey(), retiredPublicKeys: [oldPublic] });
    expect(rotated.verify(canonical, signature, old.keyId)).toBe(true);
    expect(rotated.publicKeys().map((key) => [key.keyId, key.current])).toEqual([
      [rotated.keyId, true],
      [old.keyId, false],
    ]);
  });
});
