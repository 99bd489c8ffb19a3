import { existsSync } from 'node:fs';
import path from 'node:path';

// Text in Kala's PDFs (certificates, statements): English in Helvetica, and the people's own words (titles, names)
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
