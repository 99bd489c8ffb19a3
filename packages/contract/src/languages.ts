// Languages (issue 18 item 5, docs/decisions/0015-languages.md). English is the spec's texts and the default;
// Hindi (hi/) has the same shape: `Texts` is the English tables with every literal widened to string, so a Hindi
// table that lacks a key, or has a text where English has a function, fails tsc. `texts(lang)` gives a
// language's tables; `localize(message, lang)` turns a finished English text (a server reply, a form rule's
// message baked into a schema) into the same text in the language.

import { readCookie } from './cookies';
import type { ENGLISH } from './english';
import { inEnglish } from './texts/live';

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
  return readCookie(cookieHeader, LANGUAGE_KEY);
}

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

/**
 * Values tried for an argument that does not show in a text but chooses it: a count (1 → 'a message', 2 → '2
 * messages') or a status ('shipped' → 'was shipped').
 */
const SELECTORS: readonly unknown[] = [1, 2, 'paid', 'shipped', 'delivered', 'cancelled'];

/**
 * A text function turned into patterns that read its arguments back: called with markers in place of the
 * arguments that show in its text, and with each selector value for those that do not.
 */
function templatesOf(
  english: (...args: unknown[]) => unknown,
  other: (...args: unknown[]) => unknown,
  word: (text: string) => string,
): Template[] {
  const arity = english.length;
  if (arity === 0) return [];
  const markers = Array.from({ length: arity }, (_, index) => `${MARK}${index}${MARK}`);
  const call = (args: unknown[]): string | null => {
    try {
      const said = english(...args);
      return typeof said === 'string' && !/undefined|NaN/.test(said) ? said : null;
    } catch {
      return null;
    }
  };
  const withSelectors = (hidden: readonly number[]) => {
    let combos: unknown[][] = [markers];
    for (const index of hidden) {
      combos = combos.flatMap((args) =>
        SELECTORS.map((value) => args.map((arg, position) => (position === index ? value : arg))),
      );
    }
    return combos;
  };
  // The arguments that do not show: those whose marker is missing from the text, or that break it as markers
  // (a status looked up in a table), found one at a time.
  let hidden: number[] = [];
  let sample = call(markers);
  for (let index = 0; sample === null && index < arity; index++) {
    const found = withSelectors([index])
      .map(call)
      .find((text) => text !== null);
    if (found) {
      hidden = [index];
      sample = found;
    }
  }
  if (sample === null) return [];
  hidden = [...new Set([...hidden, ...markers.flatMap((marker, index) => (sample.includes(marker) ? [] : [index]))])];
  if (hidden.length > 2) return [];
  // And each shown argument set to a selector too: a count of 1 often picks another sentence ('a message').
  const combos = [
    ...withSelectors(hidden),
    ...markers.flatMap((_, index) => (hidden.includes(index) ? [] : withSelectors([...hidden, index]))),
  ];
  const templates: Template[] = [];
  for (const args of combos) {
    const text = call(args);
    if (text === null) continue;
    const order: number[] = [];
    const source = text
      .split(new RegExp(`${MARK}(\\d+)${MARK}`))
      .map((part, index) => {
        if (index % 2 === 0) return escapeRegExp(part);
        order.push(Number(part));
        return '(.+?)';
      })
      .join('');
    templates.push({
      pattern: new RegExp(`^${source}$`, 's'),
      translate: (...captured: unknown[]) => {
        const filled = [...args];
        order.forEach((argIndex, i) => {
          const value = String(captured[i]);
          filled[argIndex] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : word(value);
        });
        return other(...filled);
      },
    });
  }
  return templates;
}

/**
 * A function that says a finished English text in another language: exact texts by lookup, texts made by a
 * function (`Only 3 left in stock`) by matching the function's pattern and calling the other language's with
 * what it read. A text it does not know comes back as it is (a name, a text of another helper's branch).
 */
export function createLocalizer(english: Texts, other: Texts): (message: string) => string {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  // The English side read in English, whichever translation the live tables show now.
  inEnglish(() =>
    walkTexts(english, other, (a, b) => {
      if (typeof a === 'string' && typeof b === 'string') {
        if (!exact.has(a)) exact.set(a, b);
      } else if (typeof a === 'function' && typeof b === 'function') {
        templates.push(...templatesOf(a as never, b as never, (text) => exact.get(text) ?? text));
      }
    }),
  );
  // The most specific pattern first: the longest fixed text.
  templates.sort((x, y) => y.pattern.source.length - x.pattern.source.length);
  const said = new Map<string, string>();
  return (message: string) => {
    const known = said.get(message);
    if (known !== undefined) return known;
    const result = translate(message);
    if (said.size < 1000) said.set(message, result);
    return result;
  };
  function translate(message: string): string {
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
  }
}

/** `<html lang>` for each language: Indian English, as index.html has always said, and Hindi. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The language an `<html lang>` names ('hi-IN' → 'hi'); English for anything else. */
export function languageOfHtmlLang(lang: string | null | undefined): Language {
  const base = (lang ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
