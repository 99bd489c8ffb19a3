import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('outbox mailer (no SMTP_URL)', () => {
  let outboxDir: string;
  beforeEach(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'kala-outbox-'));
  });
  afterEach(async () => {
    await rm(outboxDir, { recursive: true, force: true });
  });

  const mailer = () => createMailer({ smtpUrl: undefined, outboxDir, publicUrl: 'https://kala.example' });

  it('writes each mail as one JSON file, from the public host', async () => {
    await mailer().send({ to: 'asha@example.com', subject: 'Reset your password', text: 'Open the link.' });
    const names = await readdir(outboxDir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/\.json$/);
    const mail = JSON.parse(await readFile(path.join(outboxDir, names[0]!), 'utf8'));
    expect(mail).toMatchObject({
      from: 'Kala <no-reply@kala.example>',
      to: 'asha@example.com',
      subject: 'Reset your password',
      text: 'Open the link.',
    });
  });

  it('keeps attachments as base64 with their name, type and size', async () => {
    const pdf = Buffer.from('%PDF-1.3 an invoice');
    await mailer().send({
      to: 'asha@example.com',
      subject: 'Your invoice',
      text: 'Attached.',
      attachments: [{ filename: 'KS-2627-000001.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const [name] = await readdir(outboxDir);
    const mail = JSON.parse(await readFile(path.join(outboxDir, name!), 'utf8'));
    expect(mail.attachments).toEqual([
      {
        filename: 'KS-2627-000001.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        contentBase64: pdf.toString('base64'),
      },
    ]);
  });

  it('never shows a reader a half-written mail', async () => {
    // A reader (a developer's tool, the tests) lists the folder while mails are being written: every .json file
    // it finds must already be whole.
    const text = 'x'.repeat(2_000_000);
    let writing = true;
    const sends = Promise.all(
      Array.from({ length: 8 }, (_, index) => mailer().send({ to: `user${index}@example.com`, subject: 'Hi', text })),
    ).finally(() => {
      writing = false;
    });
    const broken: string[] = [];
    let reads = 0;
    while (writing) {
      for (const name of (await readdir(outboxDir)).filter((file) => file.endsWith('.json'))) {
        const body = await readFile(path.join(outboxDir, name), 'utf8').catch(() => null);
        if (body === null) continue;
        reads += 1;
        try {
          JSON.parse(body);
        } catch {
          broken.push(name);
        }
      }
    }
    await sends;
    expect(reads).toBeGreaterThan(0);
    expect(broken).toEqual([]);
    const names = await readdir(outboxDir);
    expect(names.filter((name) => name.endsWith('.json'))).toHaveLength(8);
    // Nothing else is left behind.
    expect(names).toHaveLength(8);
  });
});
