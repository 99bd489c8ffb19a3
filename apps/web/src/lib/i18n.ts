// The language store (docs/decisions/0015-languages.md). The current language is a small cell here, with
// listeners (app/providers.tsx draws the app again on a change); from the first switch to Hindi on, the i18next
// instance of lib/i18n-store.ts, downloaded with the Hindi tables, holds it and this cell follows its
// languageChanged event. Texts are read as always (`SCREEN.nav.home` from @kala/contract): the contract's tables
// are live (texts/live.ts) and this module switches them to the current language's tables.
//
// English is in every bundle, one area at a time as screens read them; Hindi (`@kala/contract/hi`) and i18next
// are downloaded only when Hindi is chosen or detected.

import {
  createLocalizer,
  DEFAULT_LANGUAGE,
  HTML_LANG,
  isLanguage,
  LANGUAGE_KEY,
  type Language,
  languageCookie,
  pickLanguage,
  setActiveTexts,
  type Texts,
} from '@kala/contract';
import { retryImport } from './retry-import';

type Store = typeof import('./i18n-store');

let language: Language = DEFAULT_LANGUAGE;
let store: Store['i18n'] | null = null;
const listeners = new Set<() => void>();

function setCurrent(next: Language): void {
  if (next === language) return;
  language = next;
  setActiveTexts(tablesOf(next));
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change of language; returns the unsubscribe. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language the app is drawn in (the store's), whatever a server render says. */
export function appLanguage(): Language {
  return language;
}

// The tables of the languages other than English (English is the contract's own), and for each a translator of
// finished English texts.
const tables = new Map<Language, Texts>();
const localizers = new Map<Language, (message: string) => string>();

/** A language's tables, or null for English (the live tables' own texts). */
function tablesOf(language: Language): Texts | null {
  return tables.get(language) ?? null;
}

/**
 * Makes a language's tables available (the browser after downloading them; the server's renderer at start), with
 * its translator of finished English texts (`english`: the English tables, passed in so that only the module
 * downloaded with the translation imports every English text).
 */
export function registerTexts(language: Language, texts: Texts, english: Texts): void {
  if (tables.has(language) || language === DEFAULT_LANGUAGE) return;
  tables.set(language, texts);
  localizers.set(language, createLocalizer(english, texts));
  // And back: a form's rules are made once, in the language on at the time (the tables are live), so a message
  // made while Hindi was on is said in English again once English is back.
  const toLanguage = localizers.get(DEFAULT_LANGUAGE);
  const fromThis = createLocalizer(texts, english);
  localizers.set(DEFAULT_LANGUAGE, (message) => fromThis(toLanguage ? toLanguage(message) : message));
}

// The server's renderer draws one page in one language, while other requests may want another: the language of
// that render wins over the store's for its duration. The renderer runs one render at a time (entry-server.tsx),
// so a render that waits (for a lazy part's code) keeps its language until it ends.
let renderLanguage: Language | null = null;

/** Runs `render` with the texts of `language`, until it returns or, for a promise, until that settles. */
export function renderIn<T>(language: Language, render: () => T): T {
  const previous = renderLanguage;
  renderLanguage = language;
  setActiveTexts(tablesOf(currentLanguage()));
  const restore = () => {
    renderLanguage = previous;
    setActiveTexts(tablesOf(currentLanguage()));
  };
  let result: T;
  try {
    result = render();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}

/** The language texts are read in now. */
export function currentLanguage(): Language {
  const current = renderLanguage ?? language;
  return tables.has(current) ? current : DEFAULT_LANGUAGE;
}

/** A finished English text (a schema's message, a reply of the server) in the current language. */
export function localize(message: string): string {
  return localizers.get(currentLanguage())?.(message) ?? message;
}

/** Downloads a language's tables (and the i18next store) once. */
export async function loadLanguage(wanted: Language): Promise<void> {
  if (wanted === DEFAULT_LANGUAGE || (tables.has(wanted) && store)) return;
  const [{ HINDI, ENGLISH }, loaded] = await Promise.all([
    retryImport(() => import('@kala/contract/hi')),
    retryImport(() => import('./i18n-store')),
  ]);
  registerTexts('hi', HINDI, ENGLISH);
  if (!store) {
    store = loaded.i18n;
    await store.changeLanguage(language);
    store.on('languageChanged', (next) => setCurrent(isLanguage(next) ? next : DEFAULT_LANGUAGE));
  }
}

async function changeLanguage(next: Language): Promise<void> {
  if (store) await store.changeLanguage(next);
  else setCurrent(next);
}

/** The language the person chose (cookie, then this device's storage), else their browser's, else English. */
export function preferredLanguage(): Language {
  const fromCookie = languageCookie(typeof document === 'undefined' ? null : document.cookie);
  if (isLanguage(fromCookie)) return fromCookie;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage can be blocked; the browser's languages still count.
  }
  if (isLanguage(stored)) return stored;
  return pickLanguage(null, typeof navigator === 'undefined' ? null : navigator.languages.join(','));
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Switches the app to `language`, remembers it (localStorage and the cookie the server reads) and sets <html lang>. */
export async function setLanguage(next: Language): Promise<void> {
  await loadLanguage(next);
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // Not remembered on this device; the cookie still is.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; the Cookie Store API is not in every browser.
  document.cookie = `${LANGUAGE_KEY}=${next}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  document.documentElement.lang = HTML_LANG[next];
  await changeLanguage(next);
}

/** Sets the language the app starts in, before its first render (its tables downloaded). */
export async function startLanguage(next: Language): Promise<void> {
  await loadLanguage(next);
  document.documentElement.lang = HTML_LANG[next];
  await changeLanguage(next);
}
