import { VALIDATION } from '@kala/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { validationFailed } from './errors';

// Keyset paging for every long list (docs/product.md#api-conventions): the body stays a JSON array and the next
// page's URL goes in a `Link: <...>; rel="next"` header. The cursor is opaque to clients: base64url of a JSON
// array holding what the list needs to resume after the last row — its sort key and id (plus, for lists that
// have several sorts or phases, which one). Never OFFSET: a row added or removed meanwhile neither repeats
// nor skips a row, and page 500 costs what page 1 costs.

export type CursorValue = string | number;

/** One page of a list: how many rows, after which cursor (plugins/whole-lists.ts listPage reads it from a request). */
export interface Page {
  limit: number;
  cursor?: string | undefined;
}

/**
 * A page's LIMIT as a number written into the statement rather than a bound parameter: SQLite runs `limit ?`
 * slower than `limit 25` (issue 21: the signed-in listing's statement at 100,000 artworks took 0.25 ms against
 * 0.20 ms, the benchmark baseline's likewise). Page sizes are integers the contract bounds (1 to 100) or a
 * whole-list cap, so the statement texts stay few and SQLite's statement cache (db/database.ts) holds them.
 */
export function pageLimit(rows: number) {
  // Never anything but an integer in the SQL text.
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a page size: ${rows}`);
  return sql.lit(rows);
}

export function encodeCursor(parts: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export const invalidCursor = () => validationFailed({ cursor: VALIDATION.query.cursorInvalid });

/**
 * The parts of a cursor, checked against `shape` (one entry per part: 'string' or 'number'); a cursor that
 * was tampered with, truncated, or made for another list or sort is a 400, never a 500.
 */
export function decodeCursor(cursor: string, shape: readonly ('string' | 'number')[]): CursorValue[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parts) || parts.length !== shape.length) throw invalidCursor();
  shape.forEach((type, index) => {
    const part = parts[index];
    if (typeof part !== type || (typeof part === 'number' && !Number.isFinite(part))) throw invalidCursor();
  });
  return parts as CursorValue[];
}

/**
 * Trims a page fetched with one row more than asked: the extra row only tells that a next page exists.
 * `cursorOf` turns the last row kept into the cursor of the next page.
 */
export function takePage<T>(
  rows: T[],
  limit: number,
  cursorOf: (last: T) => string,
): { rows: T[]; next: string | null } {
  if (rows.length <= limit) return { rows, next: null };
  const page = rows.slice(0, limit);
  return { rows: page, next: cursorOf(page[page.length - 1] as T) };
}

/**
 * One page of a newest-first list, the order of most of Kala's lists (comments, reviews, orders, notifications,
 * the wishlist, the admin tables): sorted by `createdAt` then `id`, both descending, resuming after the cursor's
 * pair. `createdAt` and `id` name the columns (qualified when the query joins); `keyOf` reads that pair back
 * from a row, for the next page's cursor. The row comparison `(a, b) < (x, y)` is the keyset condition itself
 * and uses the (…, created_at, id) indexes on both engines.
 */
export async function newestFirstPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  columns: { createdAt: string; id: string },
  page: Page,
  keyOf: (row: Row) => readonly [string, string],
): Promise<{ rows: Row[]; next: string | null }> {
  const after =
    page.cursor === undefined ? null : (decodeCursor(page.cursor, ['string', 'string']) as [string, string]);
  const rows = await newestFirst(query, columns, page.limit, after).execute();
  return takePage(rows, page.limit, (last) => encodeCursor(keyOf(last)));
}

/**
 * newestFirstPage of a table's own rows, by its created_at and id, which each row carries: `table` is its name in
 * the query (comments, reviews, orders, the admin tables).
 */
export function newestRowsFirst<DB, TB extends keyof DB, Row extends { created_at: string; id: string }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  table: string,
  page: Page,
): Promise<{ rows: Row[]; next: string | null }> {
  return newestFirstPage(query, { createdAt: `${table}.created_at`, id: `${table}.id` }, page, (row) => [
    row.created_at,
    row.id,
  ]);
}

/**
 * newestFirstPage's statement: one row more than `limit`, after the (created_at, id) pair `after` when given. Apart
 * for a prepared read (db/prepared.ts), whose `after` holds stand-ins.
 */
export function newestFirst<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  columns: { createdAt: string; id: string },
  limit: number,
  after: readonly [createdAt: string, id: string] | null,
): SelectQueryBuilder<DB, TB, Row> {
  const createdAt = sql.ref(columns.createdAt);
  const id = sql.ref(columns.id);
  const paged = after ? query.where(sql<SqlBool>`(${createdAt}, ${id}) < (${after[0]}, ${after[1]})`) : query;
  return paged
    .orderBy(createdAt, 'desc')
    .orderBy(id, 'desc')
    .limit(pageLimit(limit + 1));
}

/** Sets the Link header to this same URL (path and every other parameter kept) with the next cursor. */
export function setNextLink(request: FastifyRequest, reply: FastifyReply, next: string | null): void {
  if (next === null) return;
  const url = new URL(request.url, 'http://kala.invalid');
  url.searchParams.set('cursor', next);
  // Relative to the request URL (RFC 8288), so it holds behind any proxy or host name.
  reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}
