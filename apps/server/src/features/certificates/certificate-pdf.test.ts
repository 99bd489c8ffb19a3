import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from './certificate-pdf';

const hasPoppler =
  spawnSync('sh', ['-c', 'command -v pdftotext && command -v pdffonts'], { stdio: 'ignore' }).status === 0;
const hasNoto = existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf');

describe('the certificate PDF', () => {
  it.skipIf(!hasPoppler || !hasNoto)(
    "prints the artist's Devanagari in Noto Sans Devanagari and the Latin beside it in Helvetica",
    async () => {
      const pdf = await renderCertificatePdf({
        fields: {
          number: 'KALA-2026-7KQ3-M9TX',
          artworkId: 'art-1',
          title: 'मधुबनी मछलियाँ (Madhubani fish)',
          artistName: 'सीता देवी',
          artistUsername: 'sita_devi',
          medium: 'madhubani',
          size: '56 × 76 cm (22 × 30 in)',
          year: 2023,
          imageHash: null,
          saleDate: '2026-11-29',
          buyerName: null,
          keyId: '0123456789abcdef',
        },
        signature: 'c2lnbmF0dXJl',
        verifyUrl: 'https://kala.example/verify/KALA-2026-7KQ3-M9TX',
        picture: null,
        issuedAt: '2026-11-29T06:00:00.000Z',
      });
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'kala-certificate-')), 'hindi.pdf');
      writeFileSync(file, pdf);
      expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/NotoSansDevanagari-Bold/);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(text).toContain('(Madhubani fish)');
      expect(text).toContain('(@sita_devi)');
      expect(text).toContain('Picture no longer available');
      // Devanagari letters, not boxes: the artist's name is there as text (its vowel signs may be reordered).
      expect(text).toMatch(/सीता/);
    },
  );
});
