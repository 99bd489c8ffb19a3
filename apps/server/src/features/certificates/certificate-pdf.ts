import { existsSync } from 'node:fs';
import path from 'node:path';
import { type CertificateFields, type ArtMedium, SCREEN } from '@kala/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';

// The certificate of authenticity as a PDF (docs/certificates.md): A4, drawn by pdfkit, with the artwork's
// picture, its facts, the artist, the sale date, the number, a QR code to the public verify page and Kala's
// signature in small print. Its texts are English; the artist's own words (title, name) are printed as given,
// in Noto Sans Devanagari when they are in Devanagari and the system has the font (Debian's fonts-noto-core).

const NOTO_DIR = '/usr/share/fonts/truetype/noto';
const DEVANAGARI = /[\u0900-\u097F]/;

/** Helvetica, or Noto Sans Devanagari for text in Devanagari when it is installed. */
function fontFor(text: string, bold: boolean): string {
  if (DEVANAGARI.test(text)) {
    const file = path.join(NOTO_DIR, bold ? 'NotoSansDevanagari-Bold.ttf' : 'NotoSansDevanagari-Regular.ttf');
    if (existsSync(file)) return file;
  }
  return bold ? 'Helvetica-Bold' : 'Helvetica';
}

/** '2026-11-29' → '29 November 2026'. */
export function formatSaleDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const INK = '#1f1b16';
const MUTED = '#6b6259';
const ACCENT = '#9a3412';

export interface CertificatePdfInput {
  fields: CertificateFields;
  signature: string;
  /** The public verify page the QR code opens: {PUBLIC_URL}/verify/{number}. */
  verifyUrl: string;
  /** The artwork's picture (any format sharp reads), or null when it is gone. */
  picture: Buffer | null;
  issuedAt: string;
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const { fields, signature, verifyUrl } = input;
  const [picture, qr] = await Promise.all([
    input.picture
      ? sharp(input.picture)
          .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85 })
          .toBuffer()
      : null,
    QRCode.toBuffer(verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 300 }),
  ]);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Certificate of authenticity ${fields.number}`,
      Author: 'Kala',
      Subject: `${fields.title} by ${fields.artistName}`,
      CreationDate: new Date(input.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  const text = (value: string, bold: boolean, size: number, colour: string) =>
    doc.font(fontFor(value, bold)).fontSize(size).fillColor(colour);

  // Heading.
  text('KALA', true, 14, ACCENT).text('KALA', left, 50, { characterSpacing: 4 });
  text('Certificate of Authenticity', false, 14, INK).text('Certificate of Authenticity', left, 50, {
    width,
    align: 'right',
  });
  doc
    .moveTo(left, 75)
    .lineTo(left + width, 75)
    .lineWidth(0.75)
    .strokeColor(ACCENT)
    .stroke();

  // The picture.
  const pictureTop = 92;
  const pictureHeight = 290;
  if (picture) {
    doc.image(picture, left, pictureTop, { fit: [width, pictureHeight], align: 'center', valign: 'center' });
  } else {
    doc.rect(left, pictureTop, width, pictureHeight).fillColor('#f3efe9').fill();
    text('Picture no longer available', false, 10, MUTED).text('Picture no longer available', left, pictureTop + 140, {
      width,
      align: 'center',
    });
  }

  // The work and its artist.
  let y = pictureTop + pictureHeight + 22;
  text(fields.title, true, 22, INK).text(fields.title, left, y, { width });
  y = doc.y + 2;
  const byline = `by ${fields.artistName} (@${fields.artistUsername})`;
  text(byline, false, 12, MUTED).text(byline, left, y, { width });
  y = doc.y + 16;

  // The facts, two columns.
  const facts: [string, string][] = [
    ['Medium', fields.medium ? (SCREEN.facts.mediums[fields.medium as ArtMedium] ?? fields.medium) : 'Not stated'],
    ['Size', fields.size ?? 'Not stated'],
    ['Year', fields.year === null ? 'Not stated' : String(fields.year)],
    ['Sold on Kala', formatSaleDate(fields.saleDate)],
    ['Certificate number', fields.number],
    ...(fields.buyerName ? ([['Owner', fields.buyerName]] as [string, string][]) : []),
  ];
  const column = width / 2;
  facts.forEach(([label, value], index) => {
    const x = left + (index % 2) * column;
    const rowY = y + Math.floor(index / 2) * 38;
    text(label, false, 8.5, MUTED).text(label.toUpperCase(), x, rowY, { width: column - 12, characterSpacing: 0.6 });
    text(value, true, 11.5, INK).text(value, x, rowY + 12, { width: column - 12, lineBreak: false, ellipsis: true });
  });
  y += Math.ceil(facts.length / 2) * 38 + 6;

  const statement =
    `Kala certifies that the artwork described here is an original by ${fields.artistName}, sold through Kala on ` +
    `${formatSaleDate(fields.saleDate)}. The certificate is signed by Kala; anyone can check it with the code below.`;
  text(statement, false, 10, INK).text(statement, left, y, { width, lineGap: 2 });

  // The QR code to the verify page.
  const qrSize = 96;
  const qrTop = doc.page.height - 50 - qrSize - 40;
  doc.image(qr, left, qrTop, { width: qrSize, height: qrSize });
  const qrText = left + qrSize + 16;
  text('Verify', true, 11, INK).text('Verify this certificate', qrText, qrTop + 8, { width: width - qrSize - 16 });
  text(verifyUrl, false, 10, ACCENT).text(verifyUrl, qrText, doc.y + 4, {
    width: width - qrSize - 16,
    link: verifyUrl,
  });
  text('x', false, 9, MUTED).text(
    'Scan the code or open the address: Kala says whether this certificate is genuine and what it certifies.',
    qrText,
    doc.y + 4,
    { width: width - qrSize - 16 },
  );

  // The signature, in small print.
  const small = `Signed by Kala with Ed25519, key ${fields.keyId}. Signature: ${signature}`;
  text(small, false, 6.5, MUTED).text(small, left, doc.page.height - 50 - 24, { width, lineBreak: true });

  doc.end();
  return done;
}
