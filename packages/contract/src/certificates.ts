import { z } from 'zod';

// Certificates of authenticity (issue 37 item 8, docs/certificates.md): one for every original sold, signed by
// Kala with Ed25519 over its fields, verifiable by anyone at /verify/{number}.

/** KALA-2026-7KQ3-M9TX: the year of issue and eight random Crockford base32 characters (40 bits). */
export const CERTIFICATE_NUMBER_PATTERN = /^KALA-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A number as typed: upper-cased and checked for shape before any lookup. */
export const certificateNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(CERTIFICATE_NUMBER_PATTERN, 'A certificate number looks like KALA-2026-7KQ3-M9TX');

/**
 * What a certificate certifies: exactly the fields its signature covers (their canonical form is the JSON of
 * these keys, sorted, with no spaces: docs/certificates.md). Medium is the contract's machine key (art-mediums),
 * size the size as the artist typed it and in the other unit, saleDate the day of payment in India.
 */
export const certificateFieldsSchema = z.object({
  number: z.string(),
  artworkId: z.string(),
  title: z.string(),
  artistName: z.string(),
  artistUsername: z.string(),
  medium: z.string().nullable(),
  size: z.string().nullable(),
  year: z.number().int().nullable(),
  /** SHA-256 (hex) of the artwork's main picture at the sale: the picture it certifies. */
  imageHash: z.string().nullable(),
  saleDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The buyer's name, only when they chose to show it; null otherwise. */
  buyerName: z.string().nullable(),
  keyId: z.string(),
});
export type CertificateFields = z.infer<typeof certificateFieldsSchema>;

/** GET /api/certificates/{number}: what the certificate certifies and whether Kala's signature over it holds. */
export const certificateVerificationSchema = z.object({
  /** True when the stored signature verifies with Kala's key and the sale was not cancelled. */
  genuine: z.boolean(),
  signatureValid: z.boolean(),
  /** The sale was cancelled (refunded) after the certificate was issued: it no longer certifies a sale. */
  revoked: z.boolean(),
  certificate: certificateFieldsSchema,
  signature: z.string(),
  /** The artwork's picture (a stored variant), or null when the artwork is gone. */
  imageUrl: z.string().nullable(),
  issuedAt: z.iso.datetime(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** GET /api/certificates/keys: Kala's public keys, current first; certificates name theirs by keyId. */
export const certificateKeysSchema = z.object({
  keys: z.array(
    z.object({
      keyId: z.string(),
      algorithm: z.literal('Ed25519'),
      /** The public key as SubjectPublicKeyInfo DER, base64. */
      publicKey: z.string(),
      current: z.boolean(),
    }),
  ),
});
export type CertificateKeys = z.infer<typeof certificateKeysSchema>;

/** A certificate as its buyer and artist see it on the order. */
export const orderCertificateSchema = z.object({
  number: z.string(),
  showBuyerName: z.boolean(),
});
export type OrderCertificate = z.infer<typeof orderCertificateSchema>;

/** PATCH /api/auth/orders/{id}/certificate: the buyer shows or hides their name on it. */
export const certificateSettingsBodySchema = z.object({ showBuyerName: z.boolean() });
export type CertificateSettingsBody = z.infer<typeof certificateSettingsBodySchema>;
