import { NOTIFY, VALIDATION } from '@kala/contract';
import { HINDI } from '@kala/contract/hi';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { patchMe, validRegistration } from '../auth/auth.fixtures';
import { passwordResetMail, verifyEmailMail } from './mail/account-mails';
import { buy } from '../checkout/checkout.fixtures';
import { capturingMailer, outboxDeps } from './outbox.fixtures';
import { composePush } from './outbox-messages';
import { processOutbox } from './outbox.worker';

// Issue 18 item 5: mails and pushes in the reader's stored language (users.language, migration 0018).

const emailOf = (user: TestUser) => `${user.username}@example.com`;

describe('the reader language of mails and pushes', () => {
  let t: TestApp;
  let artist: TestUser;
  let englishArtist: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://kala.example' });
    artist = await createUser(t, { name: 'Asha Rao', language: 'hi' });
    englishArtist = await createUser(t, { name: 'Dev Shah' });
  });
  afterAll(() => t.close());

  const languageOf = async (id: string) =>
    (await t.deps.db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;

  /** The mail the file mailer wrote to `email` (it writes in the background). */
  async function mailTo(email: string): Promise<{ subject: string; text: string }> {
    for (let waited = 0; waited < 5000; waited += 25) {
      const names = (await readdir(t.config.outboxDir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
      for (const name of names) {
        const mail = JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8'));
        if (mail.to === email.toLowerCase()) return mail;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no mail to ${email}`);
  }

  it('the verify and reset mails are in the stored language; English (null or en) exactly as before', async () => {
    const english = { email: 'a@example.com', name: 'Asha' };
    const verifyMail = await verifyEmailMail(english, 'https://k/v', 24);
    // Issue 35: an HTML part too, its button to the same link.
    expect(verifyMail.html).toContain('href="https://k/v"');
    expect(verifyMail).toMatchObject({
      to: 'a@example.com',
      subject: 'Confirm your e-mail address for Kala',
      text: [
        'Hello Asha,',
        '',
        'Please confirm that this is your e-mail address by opening this link:',
        '',
        'https://k/v',
        '',
        'The link works once and expires in 24 hours. If you did not ask for it, ignore this mail.',
        '',
        '— Kala',
      ].join('\n'),
    });
    expect(passwordResetMail({ ...english, language: 'en' }, 'https://k/r', 30).subject).toBe(
      'Reset your Kala password',
    );
    expect(passwordResetMail({ ...english, language: null }, 'https://k/r', 30).text).toContain(
      'expires in 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
    );
    const hindi = { ...english, language: 'hi' };
    const verify = await verifyEmailMail(hindi, 'https://k/v', 24);
    expect(verify.subject).toBe(HINDI.NOTIFY.mail.verifySubject);
    expect(verify.text).toContain(HINDI.NOTIFY.mail.greeting('Asha'));
    expect(verify.text).toContain(HINDI.NOTIFY.mail.verifyExpiry(24));
    expect(verify.text).toContain('https://k/v');
    const reset = passwordResetMail(hindi, 'https://k/r', 30);
    expect(reset.subject).toBe(HINDI.NOTIFY.mail.resetSubject);
    expect(reset.text).toContain(HINDI.NOTIFY.mail.resetIntro);
    expect(reset.text).toContain(HINDI.NOTIFY.mail.resetExpiry(30));
  });

  it('registration stores the request language (Accept-Language: hi); without one, English', async () => {
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: validRegistration(),
    });
    expect(hindi.statusCode).toBe(201);
    expect(await languageOf(hindi.json().id)).toBe('hi');
    // The verify mail sent at registration is in Hindi already.
    const verifyMail = await mailTo(`${hindi.json().username}@example.com`);
    expect(verifyMail.subject).toBe(HINDI.NOTIFY.mail.verifySubject);
    expect(verifyMail.text).toContain(HINDI.NOTIFY.mail.verifyIntro);
    const english = await t.app.inject({ method: 'POST', url: '/api/register', payload: validRegistration() });
    expect(english.statusCode).toBe(201);
    expect(await languageOf(english.json().id)).toBe('en');
  });

  it('PATCH /api/auth/me {language} stores it; any other language is a 400 with its message', async () => {
    const person = await createUser(t);
    const ok = await patchMe(t, person, { language: 'hi' });
    expect(ok.statusCode).toBe(200);
    expect(await languageOf(person.id)).toBe('hi');
    const bad = await patchMe(t, person, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(VALIDATION.profile.languageInvalid);
    expect(await languageOf(person.id)).toBe('hi');
    // The person's data export carries it too.
    const exported = await t.app.inject({ method: 'GET', url: '/api/auth/me/export', headers: person.auth });
    expect(exported.json().profile.language).toBe('hi');
    const hindiReply = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { ...person.auth, 'accept-language': 'hi' },
      payload: { language: 'fr' },
    });
    expect(hindiReply.statusCode).toBe(400);
    expect(hindiReply.body).toContain(HINDI.VALIDATION.profile.languageInvalid);
  });

  it("a Hindi buyer's receipt and a Hindi artist's sale mail are in Hindi; an English artist's sale mail is as before", async () => {
    const buyer = await createUser(t, { name: 'Ravi Kumar', language: 'hi' });
    const hindiWork = await createArtwork(t, artist.id, { forSale: true, price: 100, title: 'Monsoon' });
    const englishWork = await createArtwork(t, englishArtist.id, { forSale: true, price: 100, title: 'Dusk' });
    await buy(t, buyer, hindiWork.id);
    await buy(t, buyer, englishWork.id);
    const mailer = capturingMailer();
    await processOutbox(outboxDeps(t, { mailer }));

    const receipts = mailer.sent.filter((mail) => mail.to === emailOf(buyer));
    expect(receipts.map((mail) => mail.subject)).toEqual([
      HINDI.NOTIFY.mail.receiptSubject(1),
      HINDI.NOTIFY.mail.receiptSubject(1),
    ]);
    expect(receipts[0]?.html).toContain(HINDI.NOTIFY.mail.receiptIntro);
    expect(receipts[0]?.html).toContain('lang="hi-IN"');
    expect(receipts[0]?.html).not.toContain(NOTIFY.mail.receiptIntro);

    const hindiSale = mailer.sent.find((mail) => mail.to === emailOf(artist));
    expect(hindiSale?.subject).toBe(HINDI.NOTIFY.mail.saleSubject('Monsoon'));
    expect(hindiSale?.text).toContain(HINDI.NOTIFY.mail.saleIntro('Ravi Kumar'));
    expect(hindiSale?.text).toContain(HINDI.NOTIFY.mail.greeting('Asha Rao'));
    expect(hindiSale?.text).toContain(HINDI.NOTIFY.mail.unsubscribe);

    const englishSale = mailer.sent.find((mail) => mail.to === emailOf(englishArtist));
    expect(englishSale?.subject).toBe(NOTIFY.mail.saleSubject('Dusk'));
    expect(englishSale?.text).toContain(NOTIFY.mail.saleIntro('Ravi Kumar'));
    expect(englishSale?.html).toContain('lang="en"');
  });

  it("a Hindi reader's push has the Hindi title and sentence", async () => {
    const fan = await createUser(t, { name: 'Fan' });
    const work = await createArtwork(t, artist.id, { title: 'Lotus' });
    const liked = await t.app.inject({ method: 'POST', url: `/api/auth/likes/${work.id}`, headers: fan.auth });
    expect(liked.statusCode).toBeLessThan(300);
    const row = await t.deps.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_id', '=', artist.id)
      .where('type', '=', 'like')
      .executeTakeFirstOrThrow();
    const push = await composePush(
      { db: t.deps.db, publicUrl: 'https://kala.example', secret: 'secret' },
      { channel: 'push', kind: 'notification', user_id: artist.id, ref_id: row.id },
    );
    expect(push).not.toBe('skip');
    if (push === 'skip') return;
    expect(push.title).toBe(HINDI.NOTIFY.push.title);
    expect(push.body).toBe(HINDI.NOTIFY.text.like(fan.username, 1, 'Lotus'));
  });
});
