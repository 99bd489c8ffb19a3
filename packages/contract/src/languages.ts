// Languages (issue 18 item 5, docs/decisions/0015-languages.md). English is the spec's texts and the default;
// Hindi (hi/) has the same shape: `Texts` is the English tables with every literal widened to string, so a Hindi
// table that lacks a key, or has a text where English has a function, fails tsc. `texts(lang)` gives a
// language's tables; `localize(message, lang)` turns a finished English text (a server reply, a form rule's
// message baked into a schema) into the same text in the language.

import { ERR, MSG, NOTIFY, SCREEN, VALIDATION } from './messages';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The name of each language in itself: the switch shows these. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
/** The cookie and the localStorage key that remember the choice. */
export const LANGUAGE_KEY = 'lang';

/** A text table's shape with its literal strings widened: what every language must provide. */
export type Widen<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => Widen<R>
  : T extends string
    ? string
    : T extends readonly unknown[]
      ? T
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

export const ENGLISH = { SCREEN, MSG, ERR, VALIDATION, NOTIFY };
export type Texts = Widen<typeof ENGLISH>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a request: the `lang` cookie when it names one, else the first supported language of an
 * Accept-Language header ('hi-IN,hi;q=0.9,en;q=0.8' → 'hi'), else English.
 */
export function pickLanguage(cookie: string | undefined | null, acceptLanguage: string | undefined | null): Language {
  if (isLanguage(cookie)) return cookie;
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The value of the `lang` cookie in a Cookie header. */
export function languageCookie(cookieHeader: string | undefined | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_KEY) return value.join('=');
  }
  return undefined;
}

type Leaf = string | ((...args: never[]) => unknown);
type Template = { pattern: RegExp; translate: (...args: unknown[]) => unknown };

/** Walks two tables of the same shape, calling `visit` with each pair of leaves. */
export function walkTexts(a: unknown, b: unknown, visit: (a: unknown, b: unknown, path: string) => void, path = '') {
  if (typeof a === 'object' && a !== null) {
    for (const key of Object.keys(a)) {
      walkTexts(
        (a as Record<string, unknown>)[key],
        typeof b === 'object' && b !== null ? (b as Record<string, unknown>)[key] : undefined,
        visit,
        path ? `${path}.${key}` : key,
      );
    }
    return;
  }
  visit(a, b, path);
}

const MARK = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text function called with markers in place of its arguments, turned into a pattern that reads them back. */
function templateOf(
  english: Leaf & ((...args: unknown[]) => unknown),
  other: (...args: unknown[]) => unknown,
  word: (text: string) => string,
) {
  const arity = english.length;
  if (arity === 0) return null;
  const markers = Array.from({ length: arity }, (_, index) => `${MARK}${index}${MARK}`);
  let sample: unknown;
  try {
    sample = english(...markers);
  } catch {
    return null;
  }
  if (typeof sample !== 'string' || !sample.includes(MARK)) return null;
  const order: number[] = [];
  const source = sample
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      order.push(Number(part));
      return '(.+?)';
    })
    .join('');
  const pattern = new RegExp(`^${source}$`, 's');
  return {
    pattern,
    translate: (...captured: unknown[]) => {
      const args: unknown[] = Array.from({ length: arity }, () => '');
      order.forEach((argIndex, i) => {
        const value = String(captured[i]);
        args[argIndex] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : word(value);
      });
      return other(...args);
    },
  } satisfies Template;
}

/**
 * A function that says a finished English text in another language: exact texts by lookup, texts made by a
 * function (`Only 3 left in stock`) by matching the function's pattern and calling the other language's with
 * what it read. A text it does not know comes back as it is (a name, a text of another helper's branch).
 */
export function createLocalizer(english: Texts, other: Texts): (message: string) => string {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  walkTexts(english, other, (a, b) => {
    if (typeof a === 'string' && typeof b === 'string') {
      if (!exact.has(a)) exact.set(a, b);
    } else if (typeof a === 'function' && typeof b === 'function') {
      const template = templateOf(a as never, b as never, (text) => exact.get(text) ?? text);
      if (template) templates.push(template);
    }
  });
  // The most specific pattern first: the longest fixed text.
  templates.sort((x, y) => y.pattern.source.length - x.pattern.source.length);
  return (message: string) => {
    const found = exact.get(message);
    if (found !== undefined) return found;
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (match) {
        const result = template.translate(...match.slice(1));
        if (typeof result === 'string') return result;
      }
    }
    return message;
  };
}

/** `<html lang>` for each language: Indian English, as index.html has always said, and Hindi. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The language an `<html lang>` names ('hi-IN' → 'hi'); English for anything else. */
export function languageOfHtmlLang(lang: string | null | undefined): Language {
  const base = (lang ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
