// The admin back-office beyond the user and artwork bodies (those live in users.ts and artworks.ts):
// the list query of its tables and the dashboard figures.

import { z } from 'zod';
import { pageQuerySchema } from './artworks';
import { optionalText } from './common';
import { orderSchema } from './commerce';
import { ORDER_STATUSES, SEARCH_QUERY_MAX_LENGTH } from './constants';
import { VALIDATION } from './messages';

/**
 * GET /api/admin/users and /api/admin/artworks: `?q=` searches on the server (docs/product.md#screens-and-routes: users
 * by name, email, username, location, role or phone; artworks by title, description, category, artist username or any
 * tag), case-insensitively, over every row; `?limit=&cursor=` pages, newest first, with the next page in the Link
 * header. Without `limit` the table answers whole, up to 2,000 rows (docs/decisions/0022-whole-lists.md).
 */
export const adminListQuerySchema = pageQuerySchema.extend({
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    optionalText(SEARCH_QUERY_MAX_LENGTH, 'Search text').optional(),
  ),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** GET /api/admin/orders (issue 35): also `?status=` to show one fulfilment status only. */
export const adminOrdersQuerySchema = adminListQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: VALIDATION.orders.statusFilterInvalid }).optional(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** An order as the admin's table shows it: who sells it too (null once the artist deleted their account). */
export const adminOrderSchema = orderSchema.extend({
  artist: z.object({ username: z.string() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const count = z.number().int().nonnegative();
/** Rupees, at most 2 decimals. */
const rupees = z.number().nonnegative();
/** A UTC day, YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /api/admin/dashboard (/admin/admin_dashboard). Series run over the last DASHBOARD_DAYS UTC days, oldest
 * first, one entry per day (0 on a quiet day). Revenue counts paid orders only; pendingAmount is what orders
 * still awaiting payment are worth.
 */
export const adminDashboardSchema = z.object({
  totals: z.object({
    users: count,
    /** People with at least one artwork. */
    artists: count,
    artworks: count,
    /** Listed for sale and not sold out: what a buyer can put in a cart now. */
    artworksForSale: count,
    soldOut: count,
    orders: count,
    revenue: rupees,
    pendingAmount: rupees,
    /** Reports waiting for a moderator (issue 17). */
    openReports: count,
  }),
  signupsPerDay: z.array(z.object({ date: day, count })),
  /** orders: every order placed that day; revenue: the paid ones among them. */
  salesPerDay: z.array(z.object({ date: day, orders: count, revenue: rupees })),
  /** Most artworks first; at most DASHBOARD_TOP_CATEGORIES. */
  topCategories: z.array(z.object({ category: z.string(), count })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
