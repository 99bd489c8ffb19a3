// "Buy at ₹X" on an accepted offer (issue 19): one piece of the artwork in the cart, then checkout. The agreed
// price is for one piece, so a line with more is set back to one.

import { cartItemSchema } from '@kala/contract';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { CART_QUERY_KEY } from '../../lib/query-keys';

export async function putOnePieceInCart(queryClient: QueryClient, artworkId: string): Promise<void> {
  const lines = await api.get('/auth/cart', {
    schema: z.array(z.object({ id: z.string(), artworkId: z.string(), quantity: z.number() })),
  });
  const line = lines.find((item) => item.artworkId === artworkId);
  if (!line) await api.post('/auth/cart', { artworkId, quantity: 1 }, { schema: cartItemSchema });
  else if (line.quantity !== 1) {
    await api.patch(`/auth/cart/${encodeURIComponent(line.id)}`, { quantity: 1 }, { schema: cartItemSchema });
  }
  await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
}
