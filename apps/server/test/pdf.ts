// Reading what a PDF says, for the tests of the documents Kala draws (statements, invoices, credit notes).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether poppler's pdftotext is on this machine (CI installs it). */
export const hasPdfToText = spawnSync('sh', ['-c', 'command -v pdftotext'], { stdio: 'ignore' }).status === 0;

/** The text of a PDF as `pdftotext -layout` lays it out (columns stay side by side), through a temp file. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kala-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
