// The artist studio (issue 19): artwork page views and the dashboard that joins reach and sales.

import { z } from 'zod';
import { artworkImageSchema } from './artworks';
import { STUDIO_MAX_DAYS } from './constants';

const count = z.number().int().nonnegative();
/** Rupees, at most 2 decimals (computed from integer paise on the server, so exact). */
const rupees = z.number().nonnegative();
/** A calendar day in India (Asia/Kolkata), YYYY-MM-DD: Indian artists read their days in IST. */
export const studioDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD');

/**
 * GET /api/auth/studio?from=&to=: IST days, both included. Without them, the last 30 days up to today (IST).
 * The span is at most STUDIO_MAX_DAYS; `from` after `to` is a 400.
 */
export const studioQuerySchema = z
  .object({ from: studioDaySchema.optional(), to: studioDaySchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '`from` must not be after `to`', path: ['from'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STUDIO_MAX_DAYS, {
    message: `At most ${STUDIO_MAX_DAYS} days`,
    path: ['from'],
  });
export type StudioQuery = z.infer<typeof studioQuerySchema>;

/** A figure of the period and the same figure over the period of equal length just before it. */
const figureSchema = z.object({ value: z.number().nonnegative(), previous: z.number().nonnegative() });
export type StudioFigure = z.infer<typeof figureSchema>;

export const studioSchema = z.object({
  /** The period shown, and the one it is compared with (IST days, both included). */
  period: z.object({
    from: studioDaySchema,
    to: studioDaySchema,
    previousFrom: studioDaySchema,
    previousTo: studioDaySchema,
  }),
  /**
   * views: counted artwork page views; likes, saves (wishlist), comments: made on my artworks by others;
   * followers: new followers; orders: orders of my artworks placed in the period, not cancelled and not waiting
   * for an online payment; revenue: what those orders are worth (rupees).
   */
  totals: z.object({
    views: figureSchema,
    likes: figureSchema,
    saves: figureSchema,
    comments: figureSchema,
    followers: figureSchema,
    orders: figureSchema,
    revenue: figureSchema,
  }),
  /** One entry per IST day of the period, oldest first (0 on a quiet day). */
  perDay: z.array(z.object({ date: studioDaySchema, views: count, orders: count, revenue: rupees })),
  /** My artworks, most viewed in the period first; conversion is orders per 100 views (null without views). */
  artworks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      image: artworkImageSchema.nullable(),
      views: count,
      likes: count,
      saves: count,
      orders: count,
      conversion: z.number().nonnegative().nullable(),
      stock: count,
      forSale: z.boolean(),
    }),
  ),
  /** Orders placed and not yet shipped (paid, or pay on delivery): what to ship now. Oldest first. */
  toShip: z.object({
    count,
    orders: z.array(
      z.object({
        id: z.string(),
        artworkTitle: z.string(),
        quantity: count,
        totalAmount: rupees,
        buyerUsername: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
});
export type Studio = z.infer<typeof studioSchema>;
