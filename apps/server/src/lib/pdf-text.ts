import { existsSync } from 'node:fs';
import path from 'node:path';

// Text in Kala's PDFs (certificates, invoices, statements), and the frame they share: English in Helvetica, and the people's own words (titles, names)
// as given, each run of Devanagari in Noto Sans Devanagari when the system has the font (Debian's
// fonts-noto-core). pdfkit's built-in fonts have no Devanagari.

const NOTO_DIR = '/usr/share/fonts/truetype/noto';
const DEVANAGARI = /[\u0900-\u097F]/;
/** Runs of Devanagari (with the spaces, joiners and dandas between its words) and of everything else. */
const SCRIPT_RUNS = /[\u0900-\u097F\u200C\u200D]+(?:[\s\u0964\u0965]+[\u0900-\u097F\u200C\u200D]+)*|[^\u0900-\u097F]+/g;

/** Noto Sans Devanagari's file when the system has it (it has no Latin letters: those stay in Helvetica). */
function devanagariFont(bold: boolean): string | null {
  const file = path.join(NOTO_DIR, bold ? 'NotoSansDevanagari-Bold.ttf' : 'NotoSansDevanagari-Regular.ttf');
  return existsSync(file) ? file : null;
}

/**
 * Writes `value` at (x, y) like doc.text, each run of Devanagari in Noto Sans Devanagari (when installed) and the
 * rest in Helvetica, as one paragraph (pdfkit's `continued` text).
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
  style: { bold: boolean; size: number; colour: string },
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const latin = style.bold ? 'Helvetica-Bold' : 'Helvetica';
  const indic = DEVANAGARI.test(value) ? devanagariFont(style.bold) : null;
  doc.fontSize(style.size).fillColor(style.colour);
  if (!indic) {
    doc.font(latin).text(value, x, y, options);
    return;
  }
  const runs = value.match(SCRIPT_RUNS) ?? [value];
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    doc.font(DEVANAGARI.test(run) ? indic : latin);
    if (index === 0) doc.text(run, x, y, { ...options, continued: !last });
    else doc.text(run, { continued: !last });
  });
}

/** The PDF's bytes once `doc.end()` is called (call this before drawing: pdfkit streams as it draws). */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The colours of Kala's documents: the text, the text that explains it, and Kala's name and the heading's rule. */
export const INK = '#1f1b16';
export const MUTED = '#6b6259';
export const ACCENT = '#9a3412';

/** The left edge of every Kala document's text; the right edge is as far from the page's. */
const LEFT = 50;

/** A straight line across from `from` to `to` at `y`. */
export function drawRule(doc: PDFKit.PDFDocument, from: number, to: number, y: number, weight: number, colour: string) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(weight).strokeColor(colour).stroke();
}

/**
 * The head of every Kala document: KALA at the left, the document's name at the right, the accent rule under
 * both. Answers the text's left edge and width.
 */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  title: string,
  titleSize: number,
): { left: number; width: number } {
  const width = doc.page.width - 2 * LEFT;
  writeText(doc, 'KALA', LEFT, 50, { bold: true, size: 14, colour: ACCENT }, { characterSpacing: 4 });
  writeText(doc, title, LEFT, 50, { bold: false, size: titleSize, colour: INK }, { width, align: 'right' });
  drawRule(doc, LEFT, LEFT + width, 75, 0.75, ACCENT);
  return { left: LEFT, width };
}
