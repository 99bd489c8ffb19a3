import type { SavedAddress, ShippingAddress } from '@kala/contract';
import { stateSchema } from '@kala/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AddressesTable } from '../../db/schema';

type AddressRow = Selectable<AddressesTable>;

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    ...(row.state ? { state: stateSchema.parse(row.state) } : {}),
    pincode: row.pincode,
    phone: row.phone,
    isDefault: row.is_default === 1,
  };
}

/** The fields an address is stored with ('' for a state not given). */
export function addressColumns(address: ShippingAddress) {
  return {
    name: address.name,
    address: address.address,
    city: address.city,
    state: address.state ?? '',
    pincode: address.pincode,
    phone: address.phone,
  };
}

/** One person's addresses: the default first, then the most recently saved. */
export function addressesOf(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function addressOf(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Db, row: AddressRow): Promise<void> {
  await db.insertInto('addresses').values(row).execute();
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  columns: ReturnType<typeof addressColumns>,
  now: string,
): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ ...columns, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Makes `id` the person's one default address. */
export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<void> {
  await db
    .updateTable('addresses')
    .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The person's saved address with exactly these fields, if any (checkout does not save one twice). */
export function sameAddress(db: Db, userId: string, columns: ReturnType<typeof addressColumns>) {
  return db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('name', '=', columns.name)
    .where('address', '=', columns.address)
    .where('city', '=', columns.city)
    .where('state', '=', columns.state)
    .where('pincode', '=', columns.pincode)
    .where('phone', '=', columns.phone)
    .executeTakeFirst();
}
