import { describe, expect, it } from 'vitest';
import { ERR, MSG, SCREEN, VALIDATION } from './messages';

// The texts are spread over messages.ts and texts/ (see messages.ts): the rules below hold for all of them together.
const source = Object.values(
  import.meta.glob(['./messages.ts', './texts/**/*.ts', '!./texts/live.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('\n');

// String literals of a TypeScript source, comments removed, and the tables' paths (`live(['SCREEN', 'cart'], …)`,
// texts/live.ts) and live.ts itself left out: they name tables, they are not texts.
function stringLiterals(text: string): string[] {
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/live\(\s*\[[^\]]*\]/g, 'live(');
  const literal = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
  return [...code.matchAll(literal)].map((match) => match[0].slice(1, -1));
}

function leaves(value: unknown): unknown[] {
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
}

describe('messages', () => {
  it('spells every text once: no string literal appears twice in messages.ts and texts/', () => {
    // Import paths ('./shared', '../../constants') are not texts.
    const literals = stringLiterals(source).filter((text) => !/^\.\.?\//.test(text));
    const duplicates = literals.filter((text, index) => literals.indexOf(text) !== index);
    expect(literals.length).toBeGreaterThan(100);
    expect(duplicates).toEqual([]);
  });

  it('texts shared by two screens are the same value, not two spellings', () => {
    expect(VALIDATION.login.passwordRequired).toBe(VALIDATION.registration.passwordRequired);
    expect(VALIDATION.reset.confirmPasswordRequired).toBe(VALIDATION.registration.confirmPasswordRequired);
    expect(VALIDATION.forgot.invalidEmail).toBe(VALIDATION.registration.invalidEmail);
    expect(SCREEN.search.noProducts).toBe(SCREEN.listing.empty);
    expect(MSG.reviews.ratingAndReviewRequired).toBe(VALIDATION.review.ratingAndReviewRequired);
    expect(MSG.admin.passwordRequiredForNewUsers).toBe(VALIDATION.adminUser.passwordRequiredForNewUsers);
    expect(MSG.loginRequired.upload).toBe(VALIDATION.upload.loginRequired);
  });

  it('every message is a non-empty text without stray spaces, or a template', () => {
    for (const leaf of leaves({ VALIDATION, MSG, ERR, SCREEN })) {
      if (typeof leaf === 'function') continue;
      expect(typeof leaf).toBe('string');
      expect((leaf as string).trim()).toBe(leaf);
      expect(leaf).not.toBe('');
    }
  });

  it('the unsupported-files message names the files and lists the supported formats', () => {
    const text = VALIDATION.images.unsupported(['scan.bmp', 'photo.tiff']);
    expect(text).toMatch(/not supported: scan\.bmp, photo\.tiff\. /);
    expect(text).toMatch(/JPG, PNG, WebP, GIF, AVIF$/);
  });

  it('the too-many-images message carries the limit of 5', () => {
    expect(VALIDATION.images.tooMany).toMatch(/maximum of 5 images$/);
  });

  it('the password policy message carries the minimum of 8', () => {
    expect(VALIDATION.registration.passwordTooShort).toMatch(/at least 8 characters$/);
  });

  it('notFound names the missing thing', () => {
    expect(ERR.notFound('Artwork')).toMatch(/^Artwork not found$/);
  });

  it('templates fill in their parameters', () => {
    expect(SCREEN.feed.viewAllComments(3)).toMatch(/^View all 3 comments$/);
    expect(SCREEN.cart.byArtist('asha')).toMatch(/^by asha$/);
    expect(SCREEN.admin.moreImages(2)).toMatch(/^\+2$/);
    expect(ERR.notEnoughStock(1)).toContain('1');
    expect(VALIDATION.common.tooLong('Bio', 500)).toContain('500');
  });
});
