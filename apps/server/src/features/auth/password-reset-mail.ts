import type { MailMessage } from '../../lib/mailer';
import { readLanguage, textsFor } from '../../lib/language';

/** The forgot-password mail: plain text, so the link survives every mail client. */
export function passwordResetMail(
  user: { email: string; name: string; language?: string | null },
  link: string,
  ttlMinutes: number,
): MailMessage {
  // In the person's stored language (users.language; null is English).
  const M = textsFor(readLanguage(user.language)).NOTIFY.mail;
  return {
    to: user.email,
    subject: M.resetSubject,
    text: [M.greeting(user.name), '', M.resetIntro, '', link, '', M.resetExpiry(ttlMinutes), '', M.signature].join(
      '\n',
    ),
  };
}
