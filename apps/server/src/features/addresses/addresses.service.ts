import { ADDRESS_BOOK_MAX, type AddressBody, ERR, type SavedAddress, type ShippingAddress } from '@kala/contract';
import type { Db, Tx } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import {
  addressColumns,
  addressesOf,
  addressOf,
  countAddresses,
  deleteAddress,
  insertAddress,
  sameAddress,
  setDefaultAddress,
  toSavedAddress,
  updateAddress,
} from './addresses.repository';

// The address book (issue 35): each person keeps up to ADDRESS_BOOK_MAX shipping addresses, exactly one of them
// the default while there are any. Checkout fills its form from the default and saves a new address it ships to.

export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  return (await addressesOf(db, userId)).map(toSavedAddress);
}

async function savedOrMissing(db: Db, userId: string, id: string): Promise<SavedAddress> {
  const row = await addressOf(db, userId, id);
  if (!row) throw notFound('Address');
  return toSavedAddress(row);
}

/** Adds an address; the first one, or one asked to be, becomes the default. */
export async function addAddress(db: Db, userId: string, body: AddressBody): Promise<SavedAddress> {
  return db.transaction().execute(async (tx) => {
    const count = await countAddresses(tx, userId);
    if (count >= ADDRESS_BOOK_MAX) throw conflict(ERR.addressBookFull(ADDRESS_BOOK_MAX));
    const id = await saveNew(tx, userId, body, count === 0 || body.isDefault === true);
    return savedOrMissing(tx, userId, id);
  });
}

/** Replaces an address's fields; `isDefault: true` makes it the default (the default cannot be unset, only moved). */
export async function editAddress(db: Db, userId: string, id: string, body: AddressBody): Promise<SavedAddress> {
  return db.transaction().execute(async (tx) => {
    if (!(await addressOf(tx, userId, id))) throw notFound('Address');
    await updateAddress(tx, userId, id, addressColumns(body), nowIso());
    if (body.isDefault === true) await setDefaultAddress(tx, userId, id);
    return savedOrMissing(tx, userId, id);
  });
}

/** Deletes an address; when it was the default, the most recently saved other one takes its place. */
export async function removeAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await addressOf(tx, userId, id);
    if (!row || !(await deleteAddress(tx, userId, id))) throw notFound('Address');
    if (row.is_default !== 1) return;
    const [next] = await addressesOf(tx, userId);
    if (next) await setDefaultAddress(tx, userId, next.id);
  });
}

/**
 * Inside a checkout's transaction: keeps the address shipped to, unless it is saved already or the book is
 * full (a full book never stops an order). The first address saved becomes the default.
 */
export async function rememberAddress(tx: Tx, userId: string, shipping: ShippingAddress): Promise<void> {
  if (await sameAddress(tx, userId, addressColumns(shipping))) return;
  const count = await countAddresses(tx, userId);
  if (count >= ADDRESS_BOOK_MAX) return;
  await saveNew(tx, userId, shipping, count === 0);
}

async function saveNew(tx: Tx, userId: string, address: ShippingAddress, asDefault: boolean): Promise<string> {
  const now = nowIso();
  const id = newId();
  await insertAddress(tx, {
    id,
    user_id: userId,
    ...addressColumns(address),
    is_default: 0,
    created_at: now,
    updated_at: now,
  });
  if (asDefault) await setDefaultAddress(tx, userId, id);
  return id;
}
