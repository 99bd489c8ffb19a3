// Transfers to artists through Razorpay Route (issue 37 items 3, 4 and 9, docs/decisions/0039-transfers.md,
// docs/payments.md "Transfers to artists"): what the admin's payouts view shows and sends.

import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { VALIDATION } from './messages';

/**
 * A transfer as the payouts view shows it: waiting (no active linked account yet, or asked for again), on_hold (made,
 * held until delivery and the return window), released, failed (the gateway said so), reversed (a refund took
 * it back, fully or in part), cancelled (refunded before it was made).
 */
export const TRANSFER_VIEW_STATES = ['waiting', 'on_hold', 'released', 'failed', 'reversed', 'cancelled'] as const;
export type TransferViewState = (typeof TRANSFER_VIEW_STATES)[number];

export const adminTransferSchema = z.object({
  id: idSchema,
  orderId: idSchema,
  title: z.string(),
  artist: z.object({ username: z.string() }),
  state: z.enum(TRANSFER_VIEW_STATES),
  /** The order's share for its artist (artwork price plus shipping, less Kala's fee), rupees. */
  share: z.number(),
  /** What the transfer sends (the share less any fee owed on cash kept back); null until fixed. */
  amount: z.number().nullable(),
  /** The fee owed on cash kept back from it. */
  deducted: z.number(),
  /** What reversals took back. */
  reversed: z.number(),
  gatewayTransferId: z.string().nullable(),
  /** Held by an admin, with the reason: the automatic release passes it by. */
  heldByAdmin: z.boolean(),
  holdReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** When the order was delivered, and when its return window ends (null until delivered). */
  deliveredAt: isoDateTimeSchema.nullable(),
  releaseDueAt: isoDateTimeSchema.nullable(),
  releasedAt: isoDateTimeSchema.nullable(),
  /** Settled to the artist's bank (decision 0044): Razorpay's settlement, its UTR when known, and when. */
  paidOut: z.object({ settlementId: z.string(), utr: z.string().nullable(), settledAt: isoDateTimeSchema }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;

/** What an artist owes Kala: the fee on cash sales not yet kept back from a transfer, rupees. */
export const artistOwedSchema = z.object({ username: z.string(), owed: z.number() });

/** GET /api/admin/payouts: the transfers (newest first, at most 200 of a state) and what artists owe. */
export const adminPayoutsSchema = z.object({
  transfers: z.array(adminTransferSchema),
  counts: z.record(z.enum(TRANSFER_VIEW_STATES), z.number().int().nonnegative()),
  owed: z.array(artistOwedSchema),
});
export type AdminPayouts = z.infer<typeof adminPayoutsSchema>;

export const adminPayoutsQuerySchema = z.object({ state: z.enum(TRANSFER_VIEW_STATES).optional() });

export const TRANSFER_REASON_MAX_LENGTH = 500;

/** POST /api/admin/payouts/{id}/release and /hold: why, for the audit log. */
export const transferActionBodySchema = z.object({
  reason: z
    .string({ error: VALIDATION.transfers.reasonRequired })
    .trim()
    .min(1, VALIDATION.transfers.reasonRequired)
    .max(TRANSFER_REASON_MAX_LENGTH),
});
export type TransferActionBody = z.infer<typeof transferActionBodySchema>;
