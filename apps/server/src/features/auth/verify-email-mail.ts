import type { MailMessage } from '../../lib/mailer';

/** The verify-your-address mail: plain text like the reset mail, so the link survives every mail client. */
export function verifyEmailMail(user: { email: string; name: string }, link: string, ttlHours: number): MailMessage {
  return {
    to: user.email,
    subject: 'Confirm your e-mail address for Kala',
    text: [
      `Hello ${user.name},`,
      '',
      'Please confirm that this is your e-mail address by opening this link:',
      '',
      link,
      '',
      `The link works once and expires in ${ttlHours} hours. If you did not ask for it, ignore this mail.`,
      '',
      '— Kala',
    ].join('\n'),
  };
}
