import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Encryption at rest of a few short secrets (an artist's PAN and bank account number, decision 0034):
// AES-256-GCM with a fresh 12-byte nonce each time, stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url. The
// tag makes a changed or swapped value fail to open instead of opening to garbage. `context` (the owner's id) is
// bound in as additional data, so a value copied into another person's row does not open there either.

const VERSION = 'v1';

export function seal(key: Buffer, plaintext: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, nonce.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

/** The plaintext of `sealed`; throws when it was changed, belongs to another context or another key. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('secret-box: not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
