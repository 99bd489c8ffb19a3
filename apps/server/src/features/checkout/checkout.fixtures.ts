// Test fixtures for commerce: a valid shipping address, and cart and checkout calls that fail loudly.
import type { Order } from '@kala/contract';
import type { TestApp } from '../../../test/helpers';
import type { TestUser } from '../../../test/factories';

export const SHIPPING = {
  name: 'Ravi Kumar',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  pincode: '560038',
  phone: '+919812345678',
} as const;

export function postCart(t: TestApp, user: Pick<TestUser, 'auth'>, artworkId: string, quantity?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/cart',
    headers: user.auth,
    payload: quantity === undefined ? { artworkId } : { artworkId, quantity },
  });
}

/** Puts the artwork in the user's cart; throws unless the server accepts it. */
export async function addToCart(t: TestApp, user: Pick<TestUser, 'auth'>, artworkId: string, quantity?: number) {
  const res = await postCart(t, user, artworkId, quantity);
  if (res.statusCode !== 201) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; quantity: number };
}

export function postCheckout(
  t: TestApp,
  user: Pick<TestUser, 'auth'>,
  options: { key?: string; body?: Record<string, unknown> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/checkout',
    headers: { ...user.auth, ...(options.key === undefined ? {} : { 'idempotency-key': options.key }) },
    payload: { ...SHIPPING, ...options.body },
  });
}

/** Adds the artwork and checks out; throws unless both succeed. */
export async function buy(
  t: TestApp,
  buyer: Pick<TestUser, 'auth'>,
  artworkId: string,
  quantity?: number,
): Promise<Order[]> {
  await addToCart(t, buyer, artworkId, quantity);
  const res = await postCheckout(t, buyer);
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json() as Order[];
}

/** The artwork's stock as the database holds it: how many are left, and whether it is sold out. */
export function stockOf(t: TestApp, artworkId: string) {
  return t.deps.db
    .selectFrom('artworks')
    .select(['quantity', 'is_sold'])
    .where('id', '=', artworkId)
    .executeTakeFirstOrThrow();
}
