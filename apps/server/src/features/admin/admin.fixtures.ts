// Test fixtures for the admin back-office: calls that fail loudly, stored media, raw orders, moderation.
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { newId, nowIso } from '../../lib/ids';

/** Every key in media storage, sorted. */
export async function storedKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.deps.media.list()) keys.push(key);
  return keys.sort();
}

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever fields it checks from a reply.
type Json = any;

/** Sends a request and expects the status; returns the parsed JSON body (null for an empty one). */
export async function expectStatus(t: TestApp, request: InjectOptions, status: number): Promise<Json> {
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBe(status);
  return res.body === '' ? null : res.json();
}

export interface OrderOverrides {
  buyerId?: string | null;
  artistId?: string | null;
  artworkId?: string | null;
  title?: string;
  /** Paise. */
  totalPaise?: number;
  paymentStatus?: 'pending' | 'paid' | 'failed' | 'refunded';
  createdAt?: string;
  buyerUsername?: string;
}

/** Inserts an order row directly (the dashboard needs orders on chosen days and with chosen statuses). */
export async function insertOrder(t: TestApp, overrides: OrderOverrides = {}): Promise<string> {
  const id = newId();
  const createdAt = overrides.createdAt ?? nowIso();
  const total = overrides.totalPaise ?? 100_000;
  await t.deps.db
    .insertInto('orders')
    .values({
      id,
      checkout_id: newId(),
      buyer_id: overrides.buyerId ?? null,
      artist_id: overrides.artistId ?? null,
      artwork_id: overrides.artworkId ?? null,
      artwork_title: overrides.title ?? 'Monsoon',
      unit_price_paise: total,
      quantity: 1,
      total_paise: total,
      payment_status: overrides.paymentStatus ?? 'pending',
      buyer_username: overrides.buyerUsername ?? 'buyer',
      buyer_name: 'Ravi Kumar',
      buyer_location: 'Delhi',
      shipping_name: 'Ravi Kumar',
      shipping_address: '12 MG Road',
      shipping_city: 'Delhi',
      shipping_pincode: '110001',
      shipping_phone: '9812345678',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

/**
 * An admin acts on reported content (a person, an artwork, a comment, a review): hides it (a person hidden is
 * suspended), unhides it, or dismisses its reports, keeping it as it is. The answer as it comes.
 */
export function moderate(
  t: TestApp,
  admin: { auth: Record<string, string> },
  action: 'hide' | 'unhide' | 'dismiss',
  target: { targetType: string; targetId: string; reason?: string; note?: string },
) {
  const url = action === 'dismiss' ? '/api/admin/reports/dismiss' : `/api/admin/moderation/${action}`;
  return t.app.inject({ method: 'POST', url, headers: admin.auth, payload: target });
}
