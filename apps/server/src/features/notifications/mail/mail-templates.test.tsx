/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { NOTIFY } from '@kala/contract';
import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MailLanguageProvider } from './mail-layout';
import { asSentence, ModerationMail, OrderStatusMail, RECEIPT_TEXT_OPTIONS, ReceiptMail } from './mail-templates';

// Issue 35: the mails' text parts read cleanly, the receipt's columns line up, the layout is fluid.

async function rendered(element: ReactElement) {
  const html = await render(
    <MailLanguageProvider value={{ language: 'en', notify: NOTIFY }}>{element}</MailLanguageProvider>,
  );
  if (process.env.KALA_MAIL_PREVIEW_DIR) {
    const { writeFile } = await import('node:fs/promises');
    const name = (element.type as { name: string }).name;
    await writeFile(`${process.env.KALA_MAIL_PREVIEW_DIR}/${name}.html`, html);
  }
  return { html, text: toPlainText(html, RECEIPT_TEXT_OPTIONS) };
}

const footer = { label: 'Orders', unsubscribeUrl: 'https://k/u', settingsUrl: 'https://k/s' };

describe('mail templates', () => {
  it('the receipt: one table whose columns line up, and a text part with one line per artwork', async () => {
    const { html, text } = await rendered(
      <ReceiptMail
        name="Ravi"
        lines={[
          { title: 'Monsoon Ghats', quantity: 2, amount: 2400 },
          { title: 'Nataraja in bronze', quantity: 1, amount: 15000 },
        ]}
        total={17400}
        shipping={{
          name: 'Ravi Kumar',
          address: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
          phone: '+919876543210',
        }}
        ordersUrl="https://k/me/orders"
      />,
    );
    // One <table> for all the rows (react-email's Row made one table per row, whose columns did not line up).
    expect(html.match(/<table class="receipt"/g)).toHaveLength(1);
    const lines = text.split('\n').map((line) => line.trimEnd());
    expect(lines).toContainEqual(expect.stringMatching(/^Artwork\s{2,}Quantity\s{2,}Amount$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Monsoon Ghats\s{2,}2\s{2,}₹2,400$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Nataraja in bronze\s{2,}1\s{2,}₹15,000$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Total\s{2,}₹17,400$/));
    expect(text).not.toContain('ArtworkQuantityAmount');
    expect(text).toContain('Pune, Maharashtra 411001');
  });

  it('is fluid up to 600 px rather than a fixed width', async () => {
    const { html } = await rendered(
      <OrderStatusMail name="Ravi" sentence="asha shipped Monsoon Ghats" ordersUrl="https://k/o" footer={footer} />,
    );
    expect(html).toContain('max-width:600px');
    expect(html).toContain('width:100%');
    expect(html).not.toContain('560px');
  });

  it('the shipped mail names the courier and the tracking number', async () => {
    const { text } = await rendered(
      <OrderStatusMail
        name="Ravi"
        sentence="asha shipped Monsoon Ghats"
        ordersUrl="https://k/o"
        footer={footer}
        tracking={{ courier: 'India Post', trackingNumber: 'EE123456789IN' }}
      />,
    );
    expect(text).toContain('Courier: India Post');
    expect(text).toContain('Tracking number: EE123456789IN');
  });

  it("a moderator's note that ends with a full stop gets no second one", async () => {
    expect(asSentence('Reason: Spam or scam — copied from a book.')).toBe('Reason: Spam or scam — copied from a book.');
    expect(asSentence('Reason: Spam or scam')).toBe('Reason: Spam or scam.');
    expect(asSentence('कलाकृति हटाई गई।')).toBe('कलाकृति हटाई गई।');
    const { text } = await rendered(
      <ModerationMail
        name="Priya"
        sentence={NOTIFY.text.moderationHidden(
          'artwork',
          'Bandhani',
          'Not original, or copyright',
          'A photograph by another.',
        )}
        url="https://k/a"
        footer={footer}
        hidden
      />,
    );
    expect(text).toContain('A photograph by another.\n');
    expect(text).not.toContain('another..');
  });
});
