// The cart's shipping to a pincode (issue 34 item 3): GET /api/auth/cart/shipping, shared by the cart and checkout.
// Under the cart's key, so a change to the cart refreshes it too.

import { type CartShipping, CACHE, type DeliveryMethod } from '@kala/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, lazySchemas } from './api-client';
import { useAuth } from './auth-store';
import { currentProfileQueryOptions } from './current-profile.api';
import { isPincode, rememberedPincode, rememberPincode } from './pincode';
import { CART_QUERY_KEY } from './query-keys';

const schema = lazySchemas(() => import('./cart-shipping.schemas'));

export function cartShippingQuery(token: string | null, pincode: string | null, delivery: DeliveryMethod = 'ship') {
  return queryOptions({
    queryKey: [...CART_QUERY_KEY, 'shipping', token, pincode, delivery] as const,
    queryFn: ({ signal }): Promise<CartShipping> =>
      api.get('/auth/cart/shipping', { signal, query: { pincode, delivery }, schema: schema('cartShippingSchema') }),
    enabled: token !== null && pincode !== null && isPincode(pincode),
    staleTime: CACHE.cart,
    retry: false,
  });
}

/**
 * The default address's pincode ('addresses' first, so saving an address refreshes it). Keyed by the person's id:
 * the server draws it into their artwork pages, whose state must not carry their token.
 */
export function defaultPincodeQuery(userId: string | null) {
  return queryOptions({
    queryKey: ['addresses', userId, 'default-pincode'] as const,
    queryFn: async ({ signal }) => {
      const addresses = await api.get('/auth/addresses', { signal, schema: schema('savedAddressesSchema') });
      return addresses.find((address) => address.isDefault)?.pincode ?? null;
    },
    enabled: userId !== null,
    staleTime: CACHE.profile,
  });
}

/**
 * The pincode shipping is quoted for: the page's `?pincode=`, else the one this browser remembers, else the signed-in
 * buyer's default address's, else their profile's. `choose` remembers a new one.
 *
 * The URL comes first because the pincode form is a plain GET form: sent before the page's code has loaded, it
 * reloads the page with `?pincode=`, and the quote must then be for that pincode (the server draws it in the box).
 */
export function useBuyerPincode(): { pincode: string | null; choose: (pincode: string) => void } {
  const { token, userId, profile } = useAuth();
  const fromUrl = useSearchParams()[0].get('pincode');
  const sent = fromUrl !== null && isPincode(fromUrl) ? fromUrl.trim() : null;
  const [typed, setTyped] = useState<string | null>(() => sent ?? rememberedPincode());
  useEffect(() => {
    if (sent) rememberPincode(sent);
  }, [sent]);
  const fromAddress = useQuery({ ...defaultPincodeQuery(userId), enabled: userId !== null && typed === null });
  const fromProfile = profile?.pincode ? String(profile.pincode) : null;
  return {
    pincode: typed ?? fromAddress.data ?? (fromAddress.isPending && token !== null ? null : fromProfile),
    choose: (pincode: string) => {
      rememberPincode(pincode);
      setTyped(pincode);
    },
  };
}

/**
 * The pincode an artwork page opens with when the browser remembers none (useBuyerPincode): the page's `?pincode=`,
 * else a signed-in buyer's default address's, else their profile's. For the server, which draws its quote.
 */
export async function openingPincode(client: QueryClient, userId: string | null, fromUrl: string | null) {
  if (fromUrl !== null && isPincode(fromUrl)) return fromUrl.trim();
  if (userId === null) return null;
  const [fromAddress, profile] = await Promise.all([
    client.fetchQuery(defaultPincodeQuery(userId)).catch(() => null),
    client.fetchQuery(currentProfileQueryOptions(userId)).catch(() => null),
  ]);
  return fromAddress ?? (profile?.pincode ? String(profile.pincode) : null);
}
