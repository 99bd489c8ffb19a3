import { randomBytes } from 'node:crypto';
import {
  type CertificateFields,
  type CertificateVerification,
  certificateFieldsSchema,
  ERR,
  formatSize,
  type OrderCertificate,
  type SizeUnit,
} from '@kala/contract';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/database';
import { displayWidths, mediaKey, parseWidths } from '../../lib/images';
import { nowIso } from '../../lib/ids';
import { istDay } from '../../lib/ist';
import { appError, conflict, forbidden, notFound } from '../../lib/errors';
import { findOrderRow, type OrderRow } from '../orders/orders.repository';
import type { CertificateSigner } from './certificate-signer';
import {
  type CertifiableOrder,
  type CertificateRow,
  certifiableOrders,
  certificateOfOrder,
  findCertificate,
  insertCertificate,
  mainImageOf,
  updateCertificateFields,
} from './certificates.repository';

// Certificates of authenticity (issue 37 item 8, docs/certificates.md). One is issued for each paid order of an
// original, in the transaction that makes it paid (payments.service markPaid, orders.service markCollected), and
// signed by Kala; its buyer and its artist download it as a PDF; anyone checks it by its number.

/** Who asks for an order's certificate: a signed-in person (its buyer, its artist, or an admin). */
interface Actor {
  id: string;
  role: 'user' | 'admin';
}

// Crockford's base32: no I, L, O or U, so a number read aloud or typed from paper is not mistaken.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * KALA-<year>-XXXX-XXXX from 40 random bits: it tells nothing of how many works Kala sold (a running number
 * would), and cannot be guessed to find other people's certificates.
 */
export function newCertificateNumber(at: string): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 8; i++) code = CROCKFORD[Number((bits >> BigInt(5 * i)) & 31n)] + code;
  return `KALA-${at.slice(0, 4)}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The size as the artist typed it and in the other unit, as the artwork page shows it. */
function sizeOf(order: CertifiableOrder): string | null {
  const tenths = (value: number | null) => (value === null ? null : value / 10);
  const size = formatSize({
    height: tenths(order.height_tenths),
    width: tenths(order.width_tenths),
    depth: tenths(order.depth_tenths),
    sizeUnit: order.size_unit as SizeUnit | null,
  });
  return size ? `${size.typed} (${size.other})` : null;
}

/**
 * Issues the certificates the orders `orderIds` are owed, inside the caller's transaction (the one that made
 * them paid): one per paid order of an original, never a second (the order's unique certificate). Returns how
 * many it issued.
 */
export async function issueCertificates(
  tx: Tx,
  signer: CertificateSigner,
  orderIds: readonly string[],
  at: string,
): Promise<number> {
  let issued = 0;
  for (const order of await certifiableOrders(tx, orderIds)) {
    // A number already taken (a 1 in 2^40 chance) stores nothing: try another; an order certified meanwhile stops.
    for (let attempt = 0; attempt < 5; attempt++) {
      const number = newCertificateNumber(at);
      const fields: CertificateFields = {
        number,
        artworkId: order.artwork_id,
        title: order.title,
        artistName: order.artist_name,
        artistUsername: order.artist_username,
        medium: order.medium,
        size: sizeOf(order),
        year: order.year_created,
        imageHash: order.image_hash,
        saleDate: istDay(new Date(at)),
        buyerName: null,
        keyId: signer.keyId,
      };
      const { canonical, signature } = signer.sign(fields);
      const stored = await insertCertificate(tx, {
        number,
        order_id: order.order_id,
        artwork_id: order.artwork_id,
        fields: canonical,
        signature,
        key_id: signer.keyId,
        issued_at: at,
        updated_at: at,
      });
      if (stored) issued++;
      if (stored || (await certificateOfOrder(tx, order.order_id))) break;
    }
  }
  return issued;
}

/** The certificate's fields as stored (the canonical JSON Kala signed). */
export function fieldsOf(row: CertificateRow): CertificateFields {
  return certificateFieldsSchema.parse(JSON.parse(row.fields));
}

/** The certificate of an order as its buyer and artist see it on the order; null when it has none. */
export async function orderCertificate(db: Db, orderId: string): Promise<OrderCertificate | null> {
  const row = await certificateOfOrder(db, orderId);
  return row ? { number: row.number, showBuyerName: row.show_buyer_name === 1 } : null;
}

/** The order and its certificate, for its buyer, its artist or an admin; anyone else gets the order's 404. */
async function certificateFor(
  db: Db,
  orderId: string,
  actor: Actor,
): Promise<{ order: OrderRow; certificate: CertificateRow; party: 'buyer' | 'artist' | 'admin' }> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound('Order');
  const party =
    actor.role === 'admin'
      ? 'admin'
      : order.buyer_id === actor.id
        ? 'buyer'
        : order.artist_id === actor.id
          ? 'artist'
          : null;
  if (!party) throw notFound('Order');
  const certificate = await certificateOfOrder(db, orderId);
  if (!certificate) throw appError('not_found', ERR.certificateNone);
  return { order, certificate, party };
}

/** The certificate to print: its fields and signature, refused once the sale was cancelled. */
export async function printableCertificate(
  db: Db,
  orderId: string,
  actor: Actor,
): Promise<{ row: CertificateRow; fields: CertificateFields }> {
  const { order, certificate } = await certificateFor(db, orderId, actor);
  if (order.status === 'cancelled') throw conflict(ERR.certificateRevoked);
  return { row: certificate, fields: fieldsOf(certificate) };
}

/**
 * The buyer shows or hides their name (the order's, as they gave it) on the certificate: the fields change, so
 * Kala signs them again with its current key. The number stays.
 */
export async function setShowBuyerName(
  { db, certificates }: Pick<AppDeps, 'db' | 'certificates'>,
  orderId: string,
  actor: Actor,
  show: boolean,
): Promise<OrderCertificate> {
  const { order, certificate, party } = await certificateFor(db, orderId, actor);
  if (party !== 'buyer') throw forbidden(ERR.certificateBuyerOnly);
  const fields: CertificateFields = {
    ...fieldsOf(certificate),
    buyerName: show ? order.buyer_name : null,
    keyId: certificates.keyId,
  };
  const { canonical, signature } = certificates.sign(fields);
  await updateCertificateFields(db, certificate.number, {
    fields: canonical,
    signature,
    key_id: certificates.keyId,
    show_buyer_name: show ? 1 : 0,
    updated_at: nowIso(),
  });
  return { number: certificate.number, showBuyerName: show };
}

/** The artwork's main picture's widest stored variant, or null when the artwork (or its picture) is gone. */
export async function pictureKeyOf(db: Db, artworkId: string | null): Promise<string | null> {
  const image = artworkId ? await mainImageOf(db, artworkId) : undefined;
  const widest = image ? displayWidths(parseWidths(image.widths)).at(-1) : undefined;
  return image && widest ? mediaKey(image.hash, widest) : null;
}

/**
 * GET /api/certificates/{number}: what a certificate certifies and whether it is genuine: Kala's signature over
 * the stored fields verifies (with the key it names) and the sale stands. The buyer appears only when they chose.
 */
export async function verifyCertificate(
  { db, certificates }: Pick<AppDeps, 'db' | 'certificates'>,
  number: string,
): Promise<CertificateVerification> {
  const row = await findCertificate(db, number);
  if (!row) throw appError('not_found', ERR.certificateNotFound);
  const fields = fieldsOf(row);
  const signatureValid = fields.number === row.number && certificates.verify(row.fields, row.signature, row.key_id);
  const revoked = row.order_status === 'cancelled';
  const picture = await pictureKeyOf(db, row.artwork_id);
  return {
    genuine: signatureValid && !revoked,
    signatureValid,
    revoked,
    certificate: fields,
    signature: row.signature,
    imageUrl: picture ? `/media/${picture}` : null,
    issuedAt: row.issued_at,
  };
}
