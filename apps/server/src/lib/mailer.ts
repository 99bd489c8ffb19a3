import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { newId, nowIso } from './ids';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Files that go with it (a receipt's invoices as PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
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
      await mkdir(config.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const date = nowIso();
      // Named by time, then a time-ordered id: sorting the names puts the newest mail last.
      const name = `${date.replace(/[:.]/g, '-')}-${newId()}`;
      // Written under another name, then renamed: whoever reads the folder sees a .json mail only once it is
      // whole (a rename within a folder is atomic).
      const partial = path.join(config.outboxDir, `.${name}.partial`);
      // An attachment is written as base64, as it travels in a mail (RFC 2045), with its size to check it by.
      const { attachments, ...rest } = message;
      const stored = {
        date,
        from,
        ...rest,
        ...(attachments?.length
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                size: file.content.length,
                contentBase64: file.content.toString('base64'),
              })),
            }
          : {}),
      };
      await writeFile(partial, `${JSON.stringify(stored, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
      await rename(partial, path.join(config.outboxDir, `${name}.json`));
    },
  };
}

/**
 * Deletes the outbox folder's `.partial` files older than `minAgeMs`: mails a crash cut off between the write and
 * the rename (the send is retried, so the mail itself is not lost). Younger ones may belong to a write in progress
 * on another instance sharing the folder. Run at start; answers how many were removed.
 */
export async function sweepOutboxPartials(outboxDir: string, minAgeMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return 0; // No outbox yet.
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('.') || !name.endsWith('.partial')) continue;
    const file = path.join(outboxDir, name);
    const info = await stat(file).catch(() => null);
    if (!info || now - info.mtimeMs < minAgeMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
