import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { newId, nowIso } from './ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Outgoing mail. With SMTP_URL it goes out over SMTP; without it each mail becomes one JSON file in the outbox
 * folder (data/outbox), so a single machine needs no mail server and a developer can open the reset link.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'publicUrl'>): Mailer {
  const from = `Kala <no-reply@${new URL(config.publicUrl).hostname}>`;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await mkdir(config.outboxDir, { recursive: true });
      const date = nowIso();
      // Named by time, then a time-ordered id: sorting the names puts the newest mail last.
      const name = `${date.replace(/[:.]/g, '-')}-${newId()}`;
      // Written under another name, then renamed: whoever reads the folder sees a .json mail only once it is
      // whole (a rename within a folder is atomic).
      const partial = path.join(config.outboxDir, `.${name}.partial`);
      await writeFile(partial, `${JSON.stringify({ date, from, ...message }, null, 2)}\n`, { mode: 0o600 });
      await rename(partial, path.join(config.outboxDir, `${name}.json`));
    },
  };
}
