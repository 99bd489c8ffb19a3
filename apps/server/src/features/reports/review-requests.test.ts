import { ERR, NOTIFY, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addComment } from '../comments/comments.repository';
import { type SignedInUser, signUp } from '../auth/auth.fixtures';
import { listOf, outboxOf } from '../notifications/notifications.fixtures';
import { capturingMailer, outboxDeps } from '../notifications/outbox.fixtures';
import { processOutbox } from '../notifications/outbox.worker';
import { moderate } from '../admin/admin.fixtures';

// Moderation the author can see (issue 34, decision 0028): hiding needs a reason, the author is told, and may ask
// for a review that puts the item back in the moderators' queue.
describe('moderation reasons and requests for a review', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    artist = await signUp(t);
    stranger = await signUp(t);
  });
  afterAll(() => t.close());

  const hide = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/moderation/hide', headers: admin.auth, payload });
  const queue = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.auth })).json() as {
      targetId: string;
      count: number;
      content: { hidden: boolean; hiddenReason: string | null; hiddenNote: string } | null;
      reviewRequest: { message: string; status: string } | null;
    }[];
  const moderationOf = (id: string, user: { auth: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url: `/api/auth/moderation/artworks/${id}`, headers: user.auth });
  const ask = (id: string, user: { auth: Record<string, string> }, message: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/moderation/artworks/${id}/review-request`,
      headers: user.auth,
      payload: { message },
    });

  it('hiding an artwork, comment or review needs a reason, and a note for "other"', async () => {
    const artwork = await createArtwork(t, artist.id);
    const none = await hide({ targetType: 'artwork', targetId: artwork.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(VALIDATION.moderation.reasonRequired);
    const bad = await hide({ targetType: 'artwork', targetId: artwork.id, reason: 'ugly' });
    expect(bad.statusCode).toBe(400);
    const other = await hide({ targetType: 'artwork', targetId: artwork.id, reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(VALIDATION.moderation.noteRequired);
    const comment = await addComment(t.deps.db, artwork.id, stranger.id, 'buy followers');
    expect((await hide({ targetType: 'comment', targetId: comment?.id })).statusCode).toBe(400);
    // Nothing was hidden by the refused calls.
    const row = await t.deps.db
      .selectFrom('artworks')
      .select('hidden_at')
      .where('id', '=', artwork.id)
      .executeTakeFirst();
    expect(row?.hidden_at).toBeNull();
    // A suspension through the same call needs no reason.
    const person = await createUser(t);
    expect((await hide({ targetType: 'user', targetId: person.id })).statusCode).toBe(204);
  });

  it('the author is told with the reason (bell and mail), and the audit log keeps the reason', async () => {
    const artwork = await createArtwork(t, artist.id, { title: 'Monsoon Gond' });
    const res = await hide({
      targetType: 'artwork',
      targetId: artwork.id,
      reason: 'copyright',
      note: 'Traced from a book',
    });
    expect(res.statusCode).toBe(204);

    const [entry] = await listOf(t, artist);
    expect(entry).toMatchObject({ type: 'moderation', actor: null, artwork: { id: artwork.id } });
    expect(entry?.text).toBe(
      NOTIFY.text.moderationHidden(
        'artwork',
        'Monsoon Gond',
        NOTIFY.text.moderationReasons.copyright,
        'Traced from a book',
      ),
    );
    expect((await outboxOf(t, artist.id)).some((row) => row.channel === 'email' && row.kind === 'notification')).toBe(
      true,
    );
    const mailer = capturingMailer();
    await processOutbox(outboxDeps(t, { mailer }));
    const mail = mailer.sent.find((m) => m.to === `${artist.username.toLowerCase()}@example.com`);
    expect(mail?.subject).toBe(NOTIFY.moderation.mailSubject);
    expect(mail?.text).toContain('Traced from a book');
    expect(mail?.text).toContain(NOTIFY.text.moderationReasons.copyright);

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?q=content.hide', headers: admin.auth });
    const row = (audit.json() as { targetId: string; reason: string; note?: string }[]).find(
      (r) => r.targetId === artwork.id,
    );
    expect(row).toMatchObject({ reason: 'copyright', note: 'Traced from a book' });
    const stored = await t.deps.db
      .selectFrom('artworks')
      .select(['hidden_reason', 'hidden_note'])
      .where('id', '=', artwork.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ hidden_reason: 'copyright', hidden_note: 'Traced from a book' });

    // A second hide changes nothing and tells nobody again.
    expect((await hide({ targetType: 'artwork', targetId: artwork.id, reason: 'spam' })).statusCode).toBe(204);
    expect((await listOf(t, artist)).filter((n) => n.artwork?.id === artwork.id)).toHaveLength(1);
  });

  it('the author of a hidden comment is told too', async () => {
    const artwork = await createArtwork(t, artist.id, { title: 'Lotus' });
    const comment = await addComment(t.deps.db, artwork.id, stranger.id, 'cheap followers here');
    expect((await hide({ targetType: 'comment', targetId: comment?.id, reason: 'spam' })).statusCode).toBe(204);
    const [entry] = await listOf(t, stranger);
    expect(entry?.text).toBe(NOTIFY.text.moderationHidden('comment', 'Lotus', NOTIFY.text.moderationReasons.spam, ''));
  });

  it('the artist sees why, asks for a review once, and the request opens a queue item', async () => {
    const artwork = await createArtwork(t, artist.id);
    await hide({ targetType: 'artwork', targetId: artwork.id, reason: 'nudity' });
    const seen = await moderationOf(artwork.id, artist);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ hidden: true, reason: 'nudity', note: '', request: null });

    expect((await ask(artwork.id, artist, '   ')).json().message).toBe(VALIDATION.moderation.messageRequired);
    expect((await ask(artwork.id, artist, 'x'.repeat(1001))).statusCode).toBe(400);
    const asked = await ask(artwork.id, artist, 'It is a classical nude study, not explicit.');
    expect(asked.statusCode).toBe(201);
    expect(asked.json().request).toMatchObject({
      status: 'open',
      message: 'It is a classical nude study, not explicit.',
    });

    const again = await ask(artwork.id, artist, 'Please?');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERR.reviewRequestOpen);

    const item = (await queue()).find((entry) => entry.targetId === artwork.id);
    expect(item).toMatchObject({
      count: 0,
      content: { hidden: true, hiddenReason: 'nudity' },
      reviewRequest: { message: 'It is a classical nude study, not explicit.', status: 'open' },
    });

    // Keeping it hidden closes the request and tells the artist; a new request may then open.
    const dismissed = await moderate(t, admin, 'dismiss', { targetType: 'artwork', targetId: artwork.id });
    expect(dismissed.statusCode).toBe(204);
    expect((await queue()).some((entry) => entry.targetId === artwork.id)).toBe(false);
    expect((await moderationOf(artwork.id, artist)).json().request).toMatchObject({ status: 'declined' });
    expect((await listOf(t, artist))[0]?.text).toBe(NOTIFY.text.moderationKept('artwork', artwork.title));
    expect((await ask(artwork.id, artist, 'I added the source.')).statusCode).toBe(201);

    // Unhiding accepts it: the artwork is shown and the artist told.
    const unhide = await moderate(t, admin, 'unhide', { targetType: 'artwork', targetId: artwork.id });
    expect(unhide.statusCode).toBe(204);
    expect((await moderationOf(artwork.id, artist)).json()).toMatchObject({
      hidden: false,
      reason: null,
      request: null,
    });
    expect((await listOf(t, artist))[0]?.text).toBe(NOTIFY.text.moderationRestored('artwork', artwork.title));
    expect((await t.app.inject({ method: 'GET', url: `/api/artworks/${artwork.id}` })).statusCode).toBe(200);
  });

  it('only the artist may ask, and only for a hidden artwork', async () => {
    const artwork = await createArtwork(t, artist.id);
    expect((await ask(artwork.id, artist, 'why?')).json().message).toBe(ERR.reviewRequestNotHidden);
    await hide({ targetType: 'artwork', targetId: artwork.id, reason: 'spam' });
    const theirs = await ask(artwork.id, stranger, 'Show it again');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(ERR.reviewRequestNotYours);
    // Someone else cannot learn that it is hidden, or why.
    expect((await moderationOf(artwork.id, stranger)).statusCode).toBe(404);
    expect((await moderationOf(artwork.id, admin)).statusCode).toBe(200);
    const none = await t.deps.db
      .selectFrom('review_requests')
      .select('id')
      .where('target_id', '=', artwork.id)
      .execute();
    expect(none).toHaveLength(0);
  });

  it("the artist's own grid marks a hidden artwork; others do not see it", async () => {
    const artwork = await createArtwork(t, artist.id);
    await hide({ targetType: 'artwork', targetId: artwork.id, reason: 'misleading' });
    const own = await t.app.inject({ method: 'GET', url: `/api/users/${artist.id}/artworks`, headers: artist.auth });
    expect((own.json() as { id: string; hidden?: boolean }[]).find((a) => a.id === artwork.id)?.hidden).toBe(true);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/users/${artist.id}/artworks`,
      headers: stranger.auth,
    });
    expect((theirs.json() as { id: string }[]).some((a) => a.id === artwork.id)).toBe(false);
  });
});
