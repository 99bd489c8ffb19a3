// Helpers shared by the demo seed and the scale seed (scripts/seed.ts).

/** Runs `insert` on consecutive slices of `rows`, so one statement stays under the engines' parameter limits. */
export async function inChunks<T>(rows: readonly T[], columns: number, insert: (chunk: T[]) => Promise<unknown>) {
  // SQLite allows 32,766 bound parameters per statement and PostgreSQL 65,535; stay well under both.
  const size = Math.max(1, Math.min(2000, Math.floor(30_000 / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/** Maps with at most `limit` calls in flight (image work is CPU-bound; libvips already uses every core). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Counts per key, for the counters (like_count, followers_count...) that must equal the rows. */
export function countBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

/** Sums per key. */
export function sumBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

/** A URL-safe lowercase name for file names ("Kantha Quilt — River Blues" → "kantha-quilt-river-blues"). */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
