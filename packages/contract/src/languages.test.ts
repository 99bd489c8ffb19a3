import { describe, expect, it } from 'vitest';
import { HINDI } from './hi';
import { ENGLISH } from './english';
import { createLocalizer, LANGUAGE_NAMES, pickLanguage, walkTexts } from './languages';
import { ERR, MSG, NOTIFY, SCREEN, VALIDATION } from './messages';
import { inEnglish, setActiveTexts } from './texts/live';

// Arguments a text function may be called with, by parameter name: enough to make every one give a text.
function sampleArgs(fn: (...args: never[]) => unknown): unknown[] {
  const names = /^\(?([^)=]*)\)?\s*=>/.exec(fn.toString())?.[1] ?? '';
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      if (/^(names|fields)$/.test(name)) return ['a.png', 'b.bmp'];
      if (name === 'status') return 'cancelled';
      if (name === 'step') return 'pending';
      if (/count|max|days|index|total|available|percent|megapixels|minEdge|orderCount|quantity/.test(name)) return 2;
      return 'Monsoon';
    });
}

describe('languages', () => {
  it('the tables are live: a translation switched on is what SCREEN, MSG, ERR and VALIDATION read, English again after', () => {
    // An alias taken before the switch (as a module does at load) follows it too.
    const columns = SCREEN.admin.columns;
    try {
      setActiveTexts(HINDI);
      expect(SCREEN.artwork.addToCart).toBe('कार्ट में डालें');
      expect(columns).toEqual(HINDI.SCREEN.admin.columns);
      expect(MSG.cart.removed).toBe(HINDI.MSG.cart.removed);
      expect(ERR.notEnoughStock(3)).toBe(HINDI.ERR.notEnoughStock(3));
      expect(VALIDATION.login.usernameRequired).toBe(HINDI.VALIDATION.login.usernameRequired);
      expect(NOTIFY.typeLabels.like).toBe(HINDI.NOTIFY.typeLabels.like);
      expect(inEnglish(() => SCREEN.artwork.addToCart)).toBe('Add to Cart');
    } finally {
      setActiveTexts(null);
    }
    expect(SCREEN.artwork.addToCart).toBe('Add to Cart');
    expect(columns.name).toBe('Name');
  });

  it('Hindi has every English text: same keys, same kinds, a non-empty text or a function giving one', () => {
    const problems: string[] = [];
    let count = 0;
    walkTexts(ENGLISH, HINDI, (en, hi, path) => {
      count += 1;
      if (typeof en !== typeof hi) problems.push(`${path}: ${typeof en} in English, ${typeof hi} in Hindi`);
      else if (typeof hi === 'string' && hi.trim() === '') problems.push(`${path}: empty`);
      else if (typeof en === 'function' && typeof hi === 'function') {
        const args = sampleArgs(en as never);
        const said = (hi as (...a: unknown[]) => unknown)(...args);
        if (typeof said !== 'string' || said.trim() === '') problems.push(`${path}: gives no text`);
      }
    });
    // And nothing in Hindi that English lacks (a key renamed on one side only).
    walkTexts(HINDI, ENGLISH, (hi, en, path) => {
      if (en === undefined && hi !== undefined) problems.push(`${path}: only in Hindi`);
    });
    expect(count).toBeGreaterThan(700);
    expect(problems).toEqual([]);
  });

  it('Hindi is written in Devanagari, not left in English', () => {
    const untranslated: string[] = [];
    walkTexts(ENGLISH, HINDI, (en, hi, path) => {
      // Brand, symbols, ids and the API's own words (JSON field names) stay as they are.
      if (typeof en === 'string' && en === hi && /[a-z]{3}/i.test(en) && !/^(Kala|ID|— Kala)$/.test(en))
        untranslated.push(path);
    });
    expect(untranslated).toEqual([]);
    expect(HINDI.SCREEN.artwork.addToCart).toBe('कार्ट में डालें');
    expect(LANGUAGE_NAMES.hi).toBe('हिन्दी');
  });

  it('localize says a finished English text in Hindi, made by a function too, and leaves unknown texts', () => {
    const hi = createLocalizer(ENGLISH, HINDI);
    expect(hi(ERR.badCredentials)).toBe(HINDI.ERR.badCredentials);
    expect(hi(VALIDATION.login.usernameRequired)).toBe(HINDI.VALIDATION.login.usernameRequired);
    expect(hi(ERR.notEnoughStock(3))).toBe(HINDI.ERR.notEnoughStock(3));
    expect(hi(ERR.checkoutNotEnoughStock('Monsoon', 2))).toBe(HINDI.ERR.checkoutNotEnoughStock('Monsoon', 2));
    // A label inside a text is translated too.
    expect(hi(VALIDATION.common.tooLong(SCREEN.fields.bio, 500))).toBe(
      HINDI.VALIDATION.common.tooLong(HINDI.SCREEN.fields.bio, 500),
    );
    // A notification's sentence, made by the server in English (the web shows it in Hindi).
    expect(hi(NOTIFY.text.comment('asha', 'Monsoon'))).toBe(HINDI.NOTIFY.text.comment('asha', 'Monsoon'));
    expect(hi(NOTIFY.text.order('shipped', 'Monsoon'))).toBe(HINDI.NOTIFY.text.order('shipped', 'Monsoon'));
    expect(hi(NOTIFY.text.like('asha', 1, 'Monsoon'))).toBe(HINDI.NOTIFY.text.like('asha', 1, 'Monsoon'));
    expect(hi(NOTIFY.text.like('asha', 2, 'Monsoon'))).toBe(HINDI.NOTIFY.text.like('asha', 2, 'Monsoon'));
    expect(hi(NOTIFY.text.message('asha', 1))).toBe(HINDI.NOTIFY.text.message('asha', 1));
    expect(hi(SCREEN.cart.items(1))).toBe(HINDI.SCREEN.cart.items(1));
    expect(hi('Something nobody wrote')).toBe('Something nobody wrote');
  });

  it('picks the request language from the cookie, then Accept-Language, else English', () => {
    expect(pickLanguage(undefined, undefined)).toBe('en');
    expect(pickLanguage(undefined, 'hi')).toBe('hi');
    expect(pickLanguage(undefined, 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pickLanguage(undefined, 'en-US,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(pickLanguage(undefined, 'fr, hi;q=0.5')).toBe('hi');
    expect(pickLanguage('en', 'hi')).toBe('en');
    expect(pickLanguage('hi', 'en')).toBe('hi');
    expect(pickLanguage('xx', 'en')).toBe('en');
  });
});
