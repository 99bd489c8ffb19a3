import { ADDRESS_BOOK_MAX, ERR, orderSchema, savedAddressSchema, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addToCart, postCheckout, SHIPPING } from '../checkout/checkout.fixtures';

const HOME = { ...SHIPPING, state: 'Karnataka' } as const;
const OFFICE = {
  name: 'Ravi Kumar',
  address: '4th floor, 221 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
  phone: '+919812345678',
} as const;

describe('address book', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/addresses', headers: user.auth });
    expect(res.statusCode).toBe(200);
    return (res.json() as unknown[]).map((row) => savedAddressSchema.parse(row));
  };
  const add = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/addresses', headers: user.auth, payload });
  const edit = (user: TestUser, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/auth/addresses/${id}`, headers: user.auth, payload });
  const remove = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/addresses/${id}`, headers: user.auth });

  it('keeps several addresses; the first is the default until another is made so', async () => {
    const buyer = await createUser(t);
    const home = await add(buyer, HOME);
    expect(home.statusCode).toBe(201);
    expect(home.json()).toMatchObject({ ...HOME, isDefault: true });
    const office = await add(buyer, OFFICE);
    expect(office.json()).toMatchObject({ ...OFFICE, isDefault: false });

    expect((await list(buyer)).map((a) => [a.city, a.isDefault])).toEqual([
      ['Bengaluru', true],
      ['Kolkata', false],
    ]);
    const made = await edit(buyer, office.json().id, { ...OFFICE, isDefault: true });
    expect(made.statusCode).toBe(200);
    // Exactly one default, listed first.
    expect((await list(buyer)).map((a) => [a.city, a.isDefault])).toEqual([
      ['Kolkata', true],
      ['Bengaluru', false],
    ]);
  });

  it('edits an address in place, and deleting the default hands it to the next one', async () => {
    const buyer = await createUser(t);
    const home = (await add(buyer, HOME)).json();
    const office = (await add(buyer, OFFICE)).json();
    const edited = await edit(buyer, home.id, { ...HOME, address: '14 MG Road, Indiranagar' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: home.id, address: '14 MG Road, Indiranagar', isDefault: true });
    expect(await list(buyer)).toHaveLength(2);

    expect((await remove(buyer, home.id)).statusCode).toBe(204);
    expect(await list(buyer)).toEqual([{ ...OFFICE, id: office.id, isDefault: true }]);
  });

  it("is private: another person's address is not found, to read, edit or delete", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const { id } = (await add(owner, HOME)).json();
    expect(await list(other)).toEqual([]);
    expect((await edit(other, id, OFFICE)).json()).toMatchObject({ message: ERR.notFound('Address') });
    expect((await edit(other, id, OFFICE)).statusCode).toBe(404);
    expect((await remove(other, id)).statusCode).toBe(404);
    expect((await list(owner))[0]).toMatchObject(HOME);
  });

  it('refuses a state that is not one of India, with the field named, and a full book with 409', async () => {
    const buyer = await createUser(t);
    const bad = await add(buyer, { ...HOME, state: 'Atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ state: VALIDATION.checkout.stateInvalid });
    for (let i = 0; i < ADDRESS_BOOK_MAX; i += 1) {
      expect((await add(buyer, { ...HOME, address: `House ${i}` })).statusCode).toBe(201);
    }
    const full = await add(buyer, HOME);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(ERR.addressBookFull(ADDRESS_BOOK_MAX));
  });

  it('checkout remembers the address shipped to (once), with its state, as the default of an empty book', async () => {
    const artist = await createUser(t);
    const buyer = await createUser(t);
    for (let i = 0; i < 2; i += 1) {
      const { id } = await createArtwork(t, artist.id, { forSale: true, price: 500, quantity: 1 });
      await addToCart(t, buyer, id);
      const res = await postCheckout(t, buyer, { body: { state: 'Karnataka' } });
      expect(res.statusCode).toBe(201);
      const [order] = (res.json() as unknown[]).map((row) => orderSchema.parse(row));
      expect(order?.shipping).toEqual(HOME);
    }
    const saved = await list(buyer);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ ...HOME, isDefault: true });

    // A different address is added beside it, not as the default.
    const { id } = await createArtwork(t, artist.id, { forSale: true, price: 500, quantity: 1 });
    await addToCart(t, buyer, id);
    expect((await postCheckout(t, buyer, { body: OFFICE })).statusCode).toBe(201);
    expect((await list(buyer)).map((a) => [a.city, a.isDefault])).toEqual([
      ['Bengaluru', true],
      ['Kolkata', false],
    ]);
  });
});
