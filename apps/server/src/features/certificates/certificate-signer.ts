import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import type { CertificateFields, CertificateKeys } from '@kala/contract';
import type { Config } from '../../config';

// Kala's signature on a certificate of authenticity (docs/certificates.md): Ed25519 (node:crypto) over the
// canonical JSON of its fields. A key is named by its id, the first 16 hex digits of the SHA-256 of its public
// key (SubjectPublicKeyInfo DER), so a certificate says which key signed it and keys can be rotated.

/** The fields as one string: a JSON object with its keys sorted and no spaces (the values are strings, integers or null). */
export function canonicalFields(fields: CertificateFields): string {
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify(sorted);
}

const spki = (key: KeyObject): Buffer => key.export({ type: 'spki', format: 'der' });
const keyIdOf = (key: KeyObject): string => createHash('sha256').update(spki(key)).digest('hex').slice(0, 16);

export interface CertificateSigner {
  /** The id of the key that signs new certificates. */
  keyId: string;
  /** The base64url Ed25519 signature of the fields' canonical form, and that form. */
  sign(fields: CertificateFields): { canonical: string; signature: string };
  /** Whether `signature` is a valid signature of `canonical` by the key `keyId` (current or retired). */
  verify(canonical: string, signature: string, keyId: string): boolean;
  /** The public keys, current first (GET /api/certificates/keys). */
  publicKeys(): CertificateKeys['keys'];
}

export function createCertificateSigner(keys: Config['certificateKeys']): CertificateSigner {
  const privateKey = createPrivateKey(keys.signingKey);
  const current = createPublicKey(privateKey);
  const byId = new Map<string, KeyObject>([[keyIdOf(current), current]]);
  for (const encoded of keys.retiredPublicKeys) {
    const key = createPublicKey({ key: Buffer.from(encoded, 'base64'), format: 'der', type: 'spki' });
    byId.set(keyIdOf(key), key);
  }
  const keyId = keyIdOf(current);
  return {
    keyId,
    sign(fields) {
      const canonical = canonicalFields(fields);
      return { canonical, signature: sign(null, Buffer.from(canonical, 'utf8'), privateKey).toString('base64url') };
    },
    verify(canonical, signature, id) {
      const key = byId.get(id);
      if (!key) return false;
      try {
        return verify(null, Buffer.from(canonical, 'utf8'), key, Buffer.from(signature, 'base64url'));
      } catch {
        return false;
      }
    },
    publicKeys() {
      return [...byId].map(([id, key]) => ({
        keyId: id,
        algorithm: 'Ed25519' as const,
        publicKey: spki(key).toString('base64'),
        current: id === keyId,
      }));
    },
  };
}
