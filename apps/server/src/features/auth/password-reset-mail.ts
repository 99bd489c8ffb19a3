import type { MailMessage } from '../../lib/mailer';

/** The forgot-password mail: plain text, so the link survives every mail client. */
export function passwordResetMail(
  user: { email: string; name: string },
  link: string,
  ttlMinutes: number,
): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Kala password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Kala account. Open this link to choose a new one:',
      '',
      link,
      '',
      `The link works once and expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
      '',
      '— Kala',
    ].join('\n'),
  };
}
