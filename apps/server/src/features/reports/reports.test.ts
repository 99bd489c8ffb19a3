import { ERR, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId, nowIso } from '../../lib/ids';

describe('reports', () => {
  let t: TestApp;
  let reporter: TestUser;
  let author: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    reporter = await createUser(t);
    author = await createUser(t);
  });
  afterAll(() => t.close());

  const report = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reports', headers: user.auth, payload });
  const openReports = async () => t.deps.db.selectFrom('reports').selectAll().where('status', '=', 'open').execute();

  async function comment(userId: string, artworkId: string) {
    const id = newId();
    await t.deps.db
      .insertInto('comments')
      .values({ id, artwork_id: artworkId, user_id: userId, content: 'rude words', created_at: nowIso() })
      .execute();
    return id;
  }
  async function review(userId: string, artworkId: string) {
    const id = newId();
    await t.deps.db
      .insertInto('reviews')
      .values({ id, artwork_id: artworkId, reviewer_id: userId, rating: 1, comment: 'scam', created_at: nowIso() })
      .execute();
    return id;
  }
  async function message(senderId: string, receiverId: string) {
    const id = newId();
    await t.deps.db
      .insertInto('chat_messages')
      .values({ id, sender_id: senderId, receiver_id: receiverId, content: 'buy followers', created_at: nowIso() })
      .execute();
    return id;
  }

  it('a report of each kind of item is filed: 201 with the report', async () => {
    const artwork = await createArtwork(t, author.id);
    const targets = {
      artwork: artwork.id,
      comment: await comment(author.id, artwork.id),
      review: await review(author.id, artwork.id),
      user: author.id,
      message: await message(author.id, reporter.id),
    };
    for (const [targetType, targetId] of Object.entries(targets)) {
      const res = await report(reporter, { targetType, targetId, reason: 'spam', details: '  see this  ' });
      expect(res.statusCode, targetType).toBe(201);
      expect(res.json()).toMatchObject({ targetType, targetId, reason: 'spam', details: 'see this' });
    }
    const rows = await t.deps.db.selectFrom('reports').selectAll().where('reporter_id', '=', reporter.id).execute();
    expect(rows.map((row) => row.target_user_id)).toEqual(Array(5).fill(author.id));
  });

  it('the same person reporting the same item again changes nothing: 200 with the first report', async () => {
    const artwork = await createArtwork(t, author.id);
    const first = await report(reporter, { targetType: 'artwork', targetId: artwork.id, reason: 'copyright' });
    const again = await report(reporter, { targetType: 'artwork', targetId: artwork.id, reason: 'scam', details: 'x' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await openReports()).filter((row) => row.target_id === artwork.id)).toHaveLength(1);
    // Someone else reporting it is a second report.
    const other = await createUser(t);
    expect((await report(other, { targetType: 'artwork', targetId: artwork.id, reason: 'scam' })).statusCode).toBe(201);
  });

  it('ten reports of the same item by one person at once file one', async () => {
    const artwork = await createArtwork(t, author.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        report(reporter, { targetType: 'artwork', targetId: artwork.id, reason: 'spam' }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort((a, b) => a - b)).toEqual([...Array(9).fill(200), 201]);
    expect((await openReports()).filter((row) => row.target_id === artwork.id)).toHaveLength(1);
  });

  it('an unknown item is a 404 named after its kind', async () => {
    const names = { artwork: 'Artwork', comment: 'Comment', review: 'Review', user: 'User', message: 'Message' };
    for (const [targetType, name] of Object.entries(names)) {
      const res = await report(reporter, { targetType, targetId: newId(), reason: 'other' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ERR.notFound(name));
    }
  });

  it("a chat message between two other people is a 404 (it is not the reporter's to see)", async () => {
    const third = await createUser(t);
    const id = await message(author.id, third.id);
    expect((await report(reporter, { targetType: 'message', targetId: id, reason: 'spam' })).statusCode).toBe(404);
  });

  it('reporting yourself or your own content is a 400', async () => {
    const artwork = await createArtwork(t, reporter.id);
    const own = {
      user: reporter.id,
      artwork: artwork.id,
      comment: await comment(reporter.id, artwork.id),
      review: await review(reporter.id, (await createArtwork(t, author.id)).id),
      message: await message(reporter.id, author.id),
    };
    for (const [targetType, targetId] of Object.entries(own)) {
      const res = await report(reporter, { targetType, targetId, reason: 'spam' });
      expect(res.statusCode, targetType).toBe(400);
      expect(res.json().message).toBe(ERR.cannotReportOwn);
    }
  });

  it('a wrong kind, a missing item, a wrong reason or details too long are refused with clear texts', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ targetType: 'post', targetId: author.id, reason: 'spam' }, 'targetType', VALIDATION.report.targetTypeInvalid],
      [{ targetType: 'user', targetId: ' ', reason: 'spam' }, 'targetId', VALIDATION.report.targetIdRequired],
      [{ targetType: 'user', reason: 'spam' }, 'targetId', VALIDATION.report.targetIdRequired],
      [{ targetType: 'user', targetId: author.id, reason: 'rude' }, 'reason', VALIDATION.report.reasonInvalid],
      [{ targetType: 'user', targetId: author.id }, 'reason', VALIDATION.report.reasonInvalid],
      [
        { targetType: 'user', targetId: author.id, reason: 'other', details: 'x'.repeat(1001) },
        'details',
        VALIDATION.common.tooLong('Details', 1000),
      ],
    ];
    for (const [payload, field, text] of cases) {
      const res = await report(reporter, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(text);
    }
  });

  it('needs a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reports',
      payload: { targetType: 'user', targetId: author.id, reason: 'spam' },
    });
    expect(res.statusCode).toBe(401);
  });
});
