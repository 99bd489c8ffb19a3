import type { MailMessage } from '../../../lib/mailer';
import { readLanguage, textsFor } from '../../../lib/language';

/**
 * The notice to an account's OLD address when its e-mail is changed (issue 32): if someone else changed it (a
 * stolen session), the owner learns of it where they still read mail, and is told how to take the account back.
 * The new address is shown masked (a***@example.com), so the notice does not hand it to whoever reads the old
 * mailbox. Plain text, like the other account mails.
 */
export function emailChangedMail(
  user: { oldEmail: string; newEmail: string; name: string; language?: string | null },
  forgotPasswordUrl: string,
): MailMessage {
  const M = textsFor(readLanguage(user.language)).NOTIFY.mail;
  return {
    to: user.oldEmail,
    subject: M.emailChangedSubject,
    text: [
      M.greeting(user.name),
      '',
      M.emailChangedIntro(maskEmail(user.newEmail)),
      '',
      M.emailChangedNotYou,
      '',
      forgotPasswordUrl,
      '',
      M.signature,
    ].join('\n'),
  };
}

/** a***@example.com: the first character of the local part, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
