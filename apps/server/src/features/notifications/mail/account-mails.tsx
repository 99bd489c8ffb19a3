/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The account mails (verify the address, the password changed, reset the password, the address changed), in the
// person's stored language (users.language; null is English). Each has a text part written line by line, so the
// link survives every mail client; verify and password-changed add an HTML part in Kala's mail frame.
import type { Texts } from '@kala/contract';
import { render } from '@react-email/components';
import { readLanguage, textsFor } from '../../../lib/language';
import type { MailMessage } from '../../../lib/mailer';
import { MailLanguageProvider } from './mail-layout';
import { AccountMail } from './mail-templates';

interface Recipient {
  email: string;
  name: string;
  language?: string | null;
}

type MailTexts = Texts['NOTIFY']['mail'];

/** An account mail's text: the greeting, each paragraph (a link is one of them), the signature, a blank line apart. */
function accountMailText(M: MailTexts, name: string, paragraphs: string[]): string {
  return [M.greeting(name), ...paragraphs, M.signature].join('\n\n');
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
  return { to: user.email, subject, html, text: accountMailText(notify.mail, user.name, [first, action.url, ...rest]) };
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

/** The forgot-password mail: plain text only. */
export function passwordResetMail(user: Recipient, link: string, ttlMinutes: number): MailMessage {
  const M = textsFor(readLanguage(user.language)).NOTIFY.mail;
  return {
    to: user.email,
    subject: M.resetSubject,
    text: accountMailText(M, user.name, [M.resetIntro, link, M.resetExpiry(ttlMinutes)]),
  };
}

/**
 * The notice to an account's OLD address when its e-mail is changed (issue 32): if someone else changed it (a
 * stolen session), the owner learns of it where they still read mail, and is told how to take the account back.
 * The new address is shown masked (a***@example.com), so the notice does not hand it to whoever reads the old
 * mailbox. Plain text only.
 */
export function emailChangedMail(
  user: { oldEmail: string; newEmail: string; name: string; language?: string | null },
  forgotPasswordUrl: string,
): MailMessage {
  const M = textsFor(readLanguage(user.language)).NOTIFY.mail;
  return {
    to: user.oldEmail,
    subject: M.emailChangedSubject,
    text: accountMailText(M, user.name, [
      M.emailChangedIntro(maskEmail(user.newEmail)),
      M.emailChangedNotYou,
      forgotPasswordUrl,
    ]),
  };
}

/** a***@example.com: the first character of the local part, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
