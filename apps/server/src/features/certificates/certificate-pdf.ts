import { type CertificateFields, type ArtMedium, SCREEN } from '@kala/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { ACCENT, collectPdf, drawLetterhead, INK, MUTED, writeText as write } from '../../lib/pdf-text';

// The certificate of authenticity as a PDF (docs/certificates.md): A4, drawn by pdfkit, with the artwork's
// picture, its facts, the artist, the sale date, the number, a QR code to the public verify page and Kala's
// signature in small print. Its texts are English; the artist's own words (title, name) are printed as given,
// each run of Devanagari in Noto Sans Devanagari when the system has the font (lib/pdf-text.ts).

/** '2026-11-29' → '29 November 2026'. */
export function formatSaleDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

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
  const done = collectPdf(doc);
  const { left, width } = drawLetterhead(doc, 'Certificate of Authenticity', 14);

  // The picture.
  const pictureTop = 92;
  const pictureHeight = 290;
  if (picture) {
    doc.image(picture, left, pictureTop, { fit: [width, pictureHeight], align: 'center', valign: 'center' });
  } else {
    doc.rect(left, pictureTop, width, pictureHeight).fillColor('#f3efe9').fill();
    write(
      doc,
      'Picture no longer available',
      left,
      pictureTop + 140,
      { bold: false, size: 10, colour: MUTED },
      {
        width,
        align: 'center',
      },
    );
  }

  // The work and its artist.
  let y = pictureTop + pictureHeight + 22;
  write(doc, fields.title, left, y, { bold: true, size: 22, colour: INK }, { width });
  y = doc.y + 2;
  const byline = `by ${fields.artistName} (@${fields.artistUsername})`;
  write(doc, byline, left, y, { bold: false, size: 12, colour: MUTED }, { width });
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
    const cell = { width: column - 12, characterSpacing: 0.6 };
    write(doc, label.toUpperCase(), x, rowY, { bold: false, size: 8.5, colour: MUTED }, cell);
    write(
      doc,
      value,
      x,
      rowY + 12,
      { bold: true, size: 11.5, colour: INK },
      { width: column - 12, lineBreak: false, ellipsis: true },
    );
  });
  y += Math.ceil(facts.length / 2) * 38 + 6;

  const statement =
    `Kala certifies that the artwork described here is an original by ${fields.artistName}, sold through Kala on ` +
    `${formatSaleDate(fields.saleDate)}. The certificate is signed by Kala; anyone can check it with the code below.`;
  write(doc, statement, left, y, { bold: false, size: 10, colour: INK }, { width, lineGap: 2 });

  // The QR code to the verify page.
  const qrSize = 96;
  const qrTop = doc.page.height - 50 - qrSize - 40;
  doc.image(qr, left, qrTop, { width: qrSize, height: qrSize });
  const qrText = left + qrSize + 16;
  const beside = { width: width - qrSize - 16 };
  write(doc, 'Verify this certificate', qrText, qrTop + 8, { bold: true, size: 11, colour: INK }, beside);
  write(doc, verifyUrl, qrText, doc.y + 4, { bold: false, size: 10, colour: ACCENT }, { ...beside, link: verifyUrl });
  write(
    doc,
    'Scan the code or open the address: Kala says whether this certificate is genuine and what it certifies.',
    qrText,
    doc.y + 4,
    { bold: false, size: 9, colour: MUTED },
    beside,
  );

  // The signature, in small print.
  const small = `Signed by Kala with Ed25519, key ${fields.keyId}. Signature: ${signature}`;
  write(doc, small, left, doc.page.height - 50 - 24, { bold: false, size: 6.5, colour: MUTED }, { width });

  doc.end();
  return done;
}
