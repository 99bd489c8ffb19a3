import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CertificatesTable } from '../../db/schema';

// The SQL of certificates of authenticity (docs/certificates.md).

export type CertificateRow = Selectable<CertificatesTable>;

/** What a certificate is made from: the paid order of an original, its artwork's facts and its artist. */
export interface CertifiableOrder {
  order_id: string;
  artwork_id: string;
  buyer_name: string;
  title: string;
  artist_name: string;
  artist_username: string;
  medium: string | null;
  height_tenths: number | null;
  width_tenths: number | null;
  depth_tenths: number | null;
  size_unit: string | null;
  year_created: number | null;
  image_hash: string | null;
}

/**
 * Of `orderIds`, the paid, not cancelled orders of originals (edition 'original', decision 0026) that have no
 * certificate yet, with what their certificate says. The artwork's facts are read now, at the sale.
 */
export async function certifiableOrders(db: Db, orderIds: readonly string[]): Promise<CertifiableOrder[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('orders as o')
    .innerJoin('artworks as a', 'a.id', 'o.artwork_id')
    .innerJoin('users as u', 'u.id', 'a.artist_id')
    .leftJoin('certificates as c', 'c.order_id', 'o.id')
    .select((eb) => [
      'o.id as order_id',
      'a.id as artwork_id',
      'o.buyer_name',
      'o.artwork_title as title',
      'u.name as artist_name',
      'u.username as artist_username',
      'a.medium',
      'a.height_tenths',
      'a.width_tenths',
      'a.depth_tenths',
      'a.size_unit',
      'a.year_created',
      eb
        .selectFrom('artwork_images as i')
        .select('i.hash')
        .whereRef('i.artwork_id', '=', 'a.id')
        .orderBy('i.position')
        .limit(1)
        .as('image_hash'),
    ])
    .where('o.id', 'in', [...orderIds])
    .where('o.payment_status', '=', 'paid')
    .where('o.status', '<>', 'cancelled')
    .where('a.edition', '=', 'original')
    .where('c.number', 'is', null)
    .execute();
}

/**
 * Stores a certificate unless its order has one already (or, by a 40-bit chance, the number is taken): true
 * when this call stored it.
 */
export async function insertCertificate(db: Db, row: Omit<CertificateRow, 'show_buyer_name'>): Promise<boolean> {
  const result = await db
    .insertInto('certificates')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function certificateOfOrder(db: Db, orderId: string): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificates').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** A certificate by its number, with the status of its order (a cancelled sale's certificate is revoked). */
export function findCertificate(
  db: Db,
  number: string,
): Promise<(CertificateRow & { order_status: string }) | undefined> {
  return db
    .selectFrom('certificates as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .selectAll('c')
    .select('o.status as order_status')
    .where('c.number', '=', number)
    .executeTakeFirst();
}

/** The buyer showed or hid their name: the certificate's fields and signature as newly signed. */
export async function updateCertificateFields(
  db: Db,
  number: string,
  change: Pick<CertificateRow, 'fields' | 'signature' | 'key_id' | 'show_buyer_name' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('certificates').set(change).where('number', '=', number).execute();
}

/** The artwork's main picture now (the widest variants), for the PDF and the verify page; null when gone. */
export function mainImageOf(db: Db, artworkId: string): Promise<{ hash: string; widths: string } | undefined> {
  return db
    .selectFrom('artwork_images')
    .select(['hash', 'widths'])
    .where('artwork_id', '=', artworkId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
}
