import type { MailMessage } from '../../lib/mailer';
import { readLanguage, textsFor } from '../../lib/language';

/** The verify-your-address mail: plain text like the reset mail, so the link survives every mail client. */
export function verifyEmailMail(
  user: { email: string; name: string; language?: string | null },
  link: string,
  ttlHours: number,
): MailMessage {
  // In the person's stored language (users.language; null is English).
  const M = textsFor(readLanguage(user.language)).NOTIFY.mail;
  return {
    to: user.email,
    subject: M.verifySubject,
    text: [M.greeting(user.name), '', M.verifyIntro, '', link, '', M.verifyExpiry(ttlHours), '', M.signature].join(
      '\n',
    ),
  };
}
