/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The account mails (verify the address, the password changed), in the person's stored language: an HTML part
// in Kala's mail frame and a text part written line by line, so the link survives every mail client.
import { render } from '@react-email/components';
import { readLanguage, textsFor } from '../../lib/language';
import type { MailMessage } from '../../lib/mailer';
import { MailLanguageProvider } from '../notifications/mail/mail-layout';
import { AccountMail } from '../notifications/mail/mail-templates';

interface Recipient {
  email: string;
  name: string;
  language?: string | null;
}

async function accountMail(
  user: Recipient,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): Promise<MailMessage> {
  const language = readLanguage(user.language);
  const notify = textsFor(language).NOTIFY;
  const html = await render(
    <MailLanguageProvider value={{ language, notify }}>
      <AccountMail name={user.name} preview={paragraphs[0] ?? subject} paragraphs={paragraphs} action={action} />
    </MailLanguageProvider>,
  );
  // The first paragraph leads to the link; the rest follow it.
  const [first = '', ...rest] = paragraphs;
  const text = [
    notify.mail.greeting(user.name),
    '',
    first,
    '',
    action.url,
    '',
    ...rest.flatMap((paragraph) => [paragraph, '']),
    notify.mail.signature,
  ].join('\n');
  return { to: user.email, subject, html, text };
}

/** The verify-your-address mail. */
export function verifyEmailMail(user: Recipient, link: string, ttlHours: number): Promise<MailMessage> {
  const M = textsFor(readLanguage(user.language)).NOTIFY.mail;
  return accountMail(user, M.verifySubject, [M.verifyIntro, M.verifyExpiry(ttlHours)], {
    label: M.verifyButton,
    url: link,
  });
}

/** Sent after a password change, so that a change the person did not make is noticed at once. */
export function passwordChangedMail(user: Recipient, resetUrl: string, at: Date): Promise<MailMessage> {
  const language = readLanguage(user.language);
  const M = textsFor(language).NOTIFY.mail;
  const when = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(at);
  return accountMail(user, M.passwordChangedSubject, [M.passwordChangedIntro(`${when} IST`), M.passwordChangedNotYou], {
    label: M.passwordChangedButton,
    url: resetUrl,
  });
}
