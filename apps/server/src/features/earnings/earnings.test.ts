import { earningsSchema, type Order } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, setShippingProfile, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';
import { buy } from '../checkout/checkout.fixtures';
import { appendEntries } from '../ledger/ledger.repository';
import { istMonth, monthSpan, monthsBetween } from './earnings.service';
import { csvField } from './statement-csv';
import { collectCash } from '../orders/orders.fixtures';
import { pdfText } from '../../../test/pdf';
import { statementOf } from './earnings.fixtures';

// The artist's earnings page and monthly statements (issue 37 item 6): read from the artist's own ledger entries,
// by India's months, and the same month as JSON, PDF and CSV.

describe("the artist's earnings", () => {
  let t: TestApp;
  let artist: TestUser;
  let other: TestUser;
  let orderId: string;
  const title = 'Monsoon, Kerala';

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { name: 'Ananya Iyer' });
    other = await createUser(t);
    await setShippingProfile(t, artist.id, { flatPaise: 8000 });
    // A pay-on-delivery sale the artist marks collected: the sale, its shipping and Kala's fee owed on the cash.
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 500, quantity: 1, title });
    const [order] = (await buy(t, buyer, artwork.id)) as Order[];
    orderId = order?.id as string;
    expect((await collectCash(t, artist, orderId)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const earnings = async (user: TestUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/earnings${query}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    return earningsSchema.parse(res.json());
  };

  it("this month: the sale's entries with the artwork, and what they came to", async () => {
    const page = await earnings(artist);
    expect(page.month).toBe(istMonth(new Date()));
    expect(page.entries.map((entry) => [entry.kind, entry.amount, entry.title]).sort()).toEqual([
      ['fee_owed_on_cash', -50, title],
      ['sale', 500, title],
      ['shipping', 80, title],
    ]);
    expect(page.totals.earned).toBe(530);
    expect(page.totals.byKind).toEqual([
      { kind: 'sale', amount: 500 },
      { kind: 'shipping', amount: 80 },
      { kind: 'fee_owed_on_cash', amount: -50 },
    ]);
    expect(page.months[0]).toBe(page.month);
  });

  it("nobody sees another's entries, and a person who sold nothing sees an empty month", async () => {
    const page = await earnings(other);
    expect(page.entries).toEqual([]);
    expect(page.totals).toEqual({ byKind: [], earned: 0 });
    expect(page.earnedAllTime).toBe(0);
    expect(page.months).toEqual([istMonth(new Date())]);
  });

  it('months are India’s: 23:59:59 on 31 October in India is October, a second later is November', async () => {
    await appendEntries(
      t.deps.db,
      [
        { orderId, artistId: artist.id, kind: 'correction', amountPaise: 1000, ref: newId(), reason: 'October' },
        { orderId, artistId: artist.id, kind: 'correction', amountPaise: -300, ref: newId(), reason: 'November' },
      ],
      '2025-10-31T18:29:59.000Z',
    );
    // The second one again, a second later (appendEntries writes a batch at one instant).
    await t.deps.db
      .updateTable('ledger_entries')
      .set({ created_at: '2025-10-31T18:30:00.000Z' })
      .where('reason', '=', 'November')
      .execute();
    const october = await earnings(artist, '?month=2025-10');
    expect(october.entries.map((entry) => entry.reason)).toEqual(['October']);
    expect(october.totals.earned).toBe(10);
    const november = await earnings(artist, '?month=2025-11');
    expect(november.entries.map((entry) => entry.reason)).toEqual(['November']);
    expect(november.totals.earned).toBe(-3);
    // The months to pick run from the first entry's to this one, newest first; all time adds them all.
    const now = await earnings(artist);
    expect(now.months.at(-1)).toBe('2025-10');
    expect(now.months).toEqual(monthsBetween('2025-10', istMonth(new Date())));
    expect(now.earnedAllTime).toBe(530 + 10 - 3);
  });

  it('one kind at a time, while the totals stay the whole month’s', async () => {
    const page = await earnings(artist, '?kind=sale');
    expect(page.entries.map((entry) => entry.kind)).toEqual(['sale']);
    expect(page.totals.earned).toBe(530);
  });

  it('a month or a kind that is not one is a 400 that says so', async () => {
    for (const [query, message] of [
      ['?month=2026-13', 'Choose a month like 2026-11'],
      ['?month=November', 'Choose a month like 2026-11'],
      ['?kind=bonus', 'Choose one of the kinds of entry'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/earnings${query}`, headers: artist.auth });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const noMonth = await t.app.inject({
      method: 'GET',
      url: '/api/auth/earnings/statement.csv',
      headers: artist.auth,
    });
    expect(noMonth.statusCode).toBe(400);
  });

  it('the statement as CSV: every entry oldest first, quoted where it must be, and the total', async () => {
    const month = istMonth(new Date());
    const res = await statementOf(t, artist, 'csv', month);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="kala-statement-${month}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Order,Artwork,Entry,Amount (INR),Note');
    expect(lines).toHaveLength(5);
    expect(lines.slice(1, 4).every((line) => line.includes(`,${orderId},"${title}",`))).toBe(true);
    expect(
      lines
        .slice(1, 4)
        .map((line) => line.split(',').at(-2))
        .sort(),
    ).toEqual(['-50.00', '500.00', '80.00']);
    expect(lines[4]).toBe(',,,Earned this month,530.00,');
  });

  it('a CSV field that a spreadsheet would run as a formula is made plain text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+91 98')).toBe("'+91 98");
    expect(csvField('Plain')).toBe('Plain');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });

  it('the statement as PDF says the month, the artist, each entry and the total', async () => {
    const res = await statementOf(t, artist, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Statement of earnings');
    expect(text).toContain(`Ananya Iyer (@${artist.username})`);
    expect(text).toContain(title);
    expect(text).toMatch(/Earned this month\s+530\.00/);
    expect(text).toMatch(/Kala’s fee on a cash sale \(owed\)\s+-50\.00/);
  });

  it('India’s month bounds', () => {
    expect(monthSpan('2026-12')).toEqual({ from: '2026-11-30T18:30:00.000Z', to: '2026-12-31T18:30:00.000Z' });
    expect(istMonth('2026-11-30T18:29:59.999Z')).toBe('2026-11');
    expect(istMonth('2026-11-30T18:30:00.000Z')).toBe('2026-12');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
