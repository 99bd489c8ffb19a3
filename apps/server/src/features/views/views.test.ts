import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestArtwork, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp, testDialect } from '../../../test/helpers';
import { buildApp } from '../../app';
import { isBot } from './bots';
import { VIEWS_PER_ADDRESS, ViewCounter } from './views.service';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1';
const SECRET = 'test-secret-that-is-long-enough-for-hs256!!';

describe('artwork views', () => {
  let t: TestApp;
  let artist: TestUser;
  let viewer: TestUser;
  let artwork: TestArtwork;
  let clock: Date;
  const counter = () => new ViewCounter({ secret: SECRET, now: () => clock });
  const anonymous = (ip = '203.0.113.7', userAgent = BROWSER) => ({
    artworkId: artwork.id,
    userId: null,
    ip,
    userAgent,
  });
  const viewsByDay = async () =>
    Object.fromEntries(
      (
        await t.deps.db
          .selectFrom('artwork_views_daily')
          .select(['day', 'views'])
          .where('artwork_id', '=', artwork.id)
          .orderBy('day')
          .execute()
      ).map((row) => [row.day, Number(row.views)]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    viewer = await createUser(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    artwork = await createArtwork(t, artist.id);
    clock = new Date('2026-03-10T06:00:00.000Z');
  });

  it('the same viewer twice a day counts once; the next day counts again', async () => {
    const a = counter();
    a.record(anonymous());
    a.record(anonymous());
    await a.flush(t.deps.db);
    a.record(anonymous());
    await a.flush(t.deps.db);
    expect(await viewsByDay()).toEqual({ '2026-03-10': 1 });
    clock = new Date('2026-03-11T06:00:00.000Z');
    a.record(anonymous());
    await a.flush(t.deps.db);
    expect(await viewsByDay()).toEqual({ '2026-03-10': 1, '2026-03-11': 1 });
  });

  it('days are IST days: 18:29 UTC and 18:30 UTC fall on two days', async () => {
    const a = counter();
    clock = new Date('2026-03-10T18:29:59.000Z');
    a.record(anonymous());
    clock = new Date('2026-03-10T18:30:00.000Z');
    a.record(anonymous());
    await a.flush(t.deps.db);
    expect(await viewsByDay()).toEqual({ '2026-03-10': 1, '2026-03-11': 1 });
  });

  it('a clock set back to the day before counts on that day (the day is not only ever moved forward)', async () => {
    const a = counter();
    a.record(anonymous());
    clock = new Date('2026-03-09T06:00:00.000Z');
    a.record(anonymous());
    await a.flush(t.deps.db);
    expect(await viewsByDay()).toEqual({ '2026-03-09': 1, '2026-03-10': 1 });
  });

  it('visitors differ by address or browser; a signed-in person is one viewer whatever their address', async () => {
    const a = counter();
    a.record(anonymous('203.0.113.7'));
    a.record(anonymous('203.0.113.8'));
    a.record(anonymous('203.0.113.7', OTHER_BROWSER));
    a.record({ artworkId: artwork.id, userId: viewer.id, ip: '198.51.100.1', userAgent: BROWSER });
    a.record({ artworkId: artwork.id, userId: viewer.id, ip: '198.51.100.2', userAgent: OTHER_BROWSER });
    await a.flush(t.deps.db);
    expect(await viewsByDay()).toEqual({ '2026-03-10': 4 });
  });

  it(`one address counts at most ${VIEWS_PER_ADDRESS} visitors a day, however many user agents it sends`, async () => {
    const a = counter();
    for (let i = 0; i < 300; i += 1) a.record(anonymous('203.0.113.50', `Mozilla/5.0 (agent ${i}) Firefox/${i}`));
    a.record(anonymous('203.0.113.51'));
    await a.flush(t.deps.db);
    expect(await viewsByDay()).toEqual({ '2026-03-10': VIEWS_PER_ADDRESS + 1 });
    // A second instance (its own slots) adds nothing for that address; the next day counts again.
    const b = counter();
    for (let i = 0; i < 10; i += 1) b.record(anonymous('203.0.113.50', `Mozilla/5.0 (agent ${i + 500}) Firefox/1`));
    await b.flush(t.deps.db);
    expect(await viewsByDay()).toEqual({ '2026-03-10': VIEWS_PER_ADDRESS + 1 });
    clock = new Date('2026-03-11T06:00:00.000Z');
    a.record(anonymous('203.0.113.50', 'Mozilla/5.0 (agent 0) Firefox/0'));
    await a.flush(t.deps.db);
    expect(await viewsByDay()).toEqual({ '2026-03-10': VIEWS_PER_ADDRESS + 1, '2026-03-11': 1 });
  });

  it('a view of a hidden artwork, or of a suspended artist’s, does not count', async () => {
    const hidden = await createArtwork(t, artist.id);
    await t.deps.db
      .updateTable('artworks')
      .set({ hidden_at: clock.toISOString() })
      .where('id', '=', hidden.id)
      .execute();
    const suspended = await createUser(t, { suspended_at: clock.toISOString() });
    const ofSuspended = await createArtwork(t, suspended.id);
    const a = counter();
    for (const artworkId of [hidden.id, ofSuspended.id]) {
      a.record({ artworkId, userId: null, ip: '203.0.113.60', userAgent: BROWSER });
      a.record({ artworkId, userId: viewer.id, ip: '203.0.113.61', userAgent: BROWSER });
    }
    await expect(a.flush(t.deps.db)).resolves.toBe(0);
    const rows = await t.deps.db
      .selectFrom('artwork_views_daily')
      .select('views')
      .where('artwork_id', 'in', [hidden.id, ofSuspended.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it("the artist's own views and bots' views are not counted; an unknown artwork is ignored", async () => {
    const a = counter();
    a.record({ artworkId: artwork.id, userId: artist.id, ip: '203.0.113.7', userAgent: BROWSER });
    expect(a.record(anonymous('203.0.113.9', 'Googlebot/2.1 (+http://www.google.com/bot.html)'))).toBe(false);
    expect(a.record(anonymous('203.0.113.9', ''))).toBe(false);
    a.record({
      artworkId: '01900000-0000-7000-8000-000000000000',
      userId: null,
      ip: '203.0.113.7',
      userAgent: BROWSER,
    });
    await expect(a.flush(t.deps.db)).resolves.toBe(0);
    expect(await viewsByDay()).toEqual({});
  });

  it('two instances flushing add up, and the same viewer on both counts once', async () => {
    const other = t.openSecondHandle();
    try {
      const a = counter();
      const b = counter();
      a.record(anonymous('203.0.113.1'));
      b.record(anonymous('203.0.113.2'));
      a.record({ artworkId: artwork.id, userId: viewer.id, ip: '198.51.100.1', userAgent: BROWSER });
      b.record({ artworkId: artwork.id, userId: viewer.id, ip: '198.51.100.9', userAgent: BROWSER });
      // PostgreSQL: at the same moment. SQLite: in turn, since two better-sqlite3 handles in one process cannot
      // wait for each other (a waiting handle blocks the event loop the other needs to commit).
      if (testDialect === 'postgres') await Promise.all([a.flush(t.deps.db), b.flush(other.db)]);
      else
        for (const [instance, db] of [
          [a, t.deps.db],
          [b, other.db],
        ] as const)
          await instance.flush(db);
      expect(await viewsByDay()).toEqual({ '2026-03-10': 3 });
    } finally {
      await other.close();
    }
  });

  it('stores no address or id: only a daily keyed hash, and past days are forgotten', async () => {
    const a = counter();
    a.record(anonymous('203.0.113.77'));
    a.record({ artworkId: artwork.id, userId: viewer.id, ip: '198.51.100.1', userAgent: BROWSER });
    await a.flush(t.deps.db);
    const seen = await t.deps.db
      .selectFrom('artwork_view_seen')
      .selectAll()
      .where('artwork_id', '=', artwork.id)
      .execute();
    expect(seen).toHaveLength(2);
    for (const row of seen) {
      expect(row.viewer).not.toContain('203.0.113.77');
      expect(row.viewer).not.toContain(viewer.id);
    }
    clock = new Date('2026-03-13T06:00:00.000Z');
    a.record(anonymous('203.0.113.78'));
    await a.flush(t.deps.db);
    const days = await t.deps.db.selectFrom('artwork_view_seen').select('day').distinct().execute();
    expect(days.map((row) => row.day).sort()).toEqual(['2026-03-13']);
    expect(await viewsByDay()).toEqual({ '2026-03-10': 2, '2026-03-13': 1 });
  });

  it('the beacon answers 204 and counts at the next flush; a signed-in viewer is known by their token', async () => {
    const beacon = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/artworks/${artwork.id}/view`,
        headers: { 'user-agent': BROWSER, ...headers },
      });
    expect((await beacon({})).statusCode).toBe(204);
    expect((await beacon({})).statusCode).toBe(204);
    expect((await beacon(viewer.auth)).statusCode).toBe(204);
    expect((await beacon(artist.auth)).statusCode).toBe(204);
    expect((await beacon({ 'user-agent': 'curl/8.5.0' })).statusCode).toBe(204);
    const rows = () =>
      t.deps.db.selectFrom('artwork_views_daily').select('views').where('artwork_id', '=', artwork.id).execute();
    await t.app.viewCounter.flush(t.deps.db);
    expect((await rows()).map((row) => Number(row.views))).toEqual([2]);
  });

  it('views still buffered are written when the server closes', async () => {
    const app = await buildApp(t.deps, { logger: false });
    await app.ready();
    await app.inject({ method: 'POST', url: `/api/artworks/${artwork.id}/view`, headers: { 'user-agent': BROWSER } });
    await app.close();
    const row = await t.deps.db
      .selectFrom('artwork_views_daily')
      .select('views')
      .where('artwork_id', '=', artwork.id)
      .executeTakeFirst();
    expect(Number(row?.views)).toBe(1);
  });

  it('with VIEW_COUNTING off the beacon still answers 204 and nothing is kept', async () => {
    const off = await createTestApp({ viewCounting: false });
    try {
      const owner = await createUser(off);
      const piece = await createArtwork(off, owner.id);
      const res = await off.app.inject({
        method: 'POST',
        url: `/api/artworks/${piece.id}/view`,
        headers: { 'user-agent': BROWSER },
      });
      expect(res.statusCode).toBe(204);
      expect(off.app.viewCounter.pending).toBe(0);
      await off.app.viewCounter.flush(off.deps.db);
      const rows = await off.deps.db.selectFrom('artwork_views_daily').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('the beacon does not empty the public read cache', async () => {
    const cached = await createTestApp({ publicCacheMs: 60_000 });
    try {
      const owner = await createUser(cached);
      const piece = await createArtwork(cached, owner.id, { title: 'Before' });
      const read = async () =>
        (await cached.app.inject({ method: 'GET', url: `/api/artworks/${piece.id}` })).json().title;
      expect(await read()).toBe('Before');
      await cached.deps.db.updateTable('artworks').set({ title: 'After' }).where('id', '=', piece.id).execute();
      await cached.app.inject({
        method: 'POST',
        url: `/api/artworks/${piece.id}/view`,
        headers: { 'user-agent': BROWSER },
      });
      expect(await read()).toBe('Before');
    } finally {
      await cached.close();
    }
  });
});

describe('bots by user agent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
    'curl/8.5.0',
    'python-requests/2.32.3',
    'Go-http-client/1.1',
    '',
  ])('%s is a bot', (ua) => expect(isBot(ua)).toBe(true));

  it.each([
    BROWSER,
    OTHER_BROWSER,
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (Linux; Android 13; SM-A525F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36',
  ])('%s is a person', (ua) => expect(isBot(ua)).toBe(false));

  it('verdicts stay right past the number of user agents remembered', () => {
    for (let i = 0; i < 5000; i++) {
      expect(isBot(`Mozilla/5.0 (X11; Linux x86_64) Firefox/${i}.0`)).toBe(false);
      expect(isBot(`Mozilla/5.0 (compatible; ExampleBot/${i}.0)`)).toBe(true);
    }
    expect(isBot(BROWSER)).toBe(false);
    expect(isBot('curl/8.5.0')).toBe(true);
  });
});
