// The language store (docs/decisions/0015-languages.md): one i18next instance holds the current language and its
// change events; react-i18next re-renders the app on a change (app/language-provider.tsx). The typed tables live
// beside it (i18next copies resources as JSON, which drops the functions of texts with parameters), and texts are
// read through lib/texts.ts, typed, not by string keys.
//
// English is in every bundle; Hindi (`@kala/contract/hi`) is downloaded only when it is chosen or detected.

import {
  createLocalizer,
  DEFAULT_LANGUAGE,
  ENGLISH,
  HTML_LANG,
  isLanguage,
  LANGUAGE_KEY,
  type Language,
  languageCookie,
  pickLanguage,
  type Texts,
} from '@kala/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { retryImport } from './retry-import';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'hi'],
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const tables = new Map<Language, Texts>([[DEFAULT_LANGUAGE, ENGLISH]]);
const localizers = new Map<Language, (message: string) => string>();

/** Makes a language's tables available (the browser after downloading them; the server's renderer at start). */
export function registerTexts(language: Language, texts: Texts): void {
  if (tables.has(language)) return;
  tables.set(language, texts);
  if (language !== DEFAULT_LANGUAGE) localizers.set(language, createLocalizer(ENGLISH, texts));
}

// The server's renderer draws one page in one language inside a synchronous renderToString, while other requests
// may want another: the language of that render wins over the store's for its duration.
let renderLanguage: Language | null = null;

/** Runs `render` (synchronous) with the texts of `language`. */
export function renderIn<T>(language: Language, render: () => T): T {
  const previous = renderLanguage;
  renderLanguage = language;
  try {
    return render();
  } finally {
    renderLanguage = previous;
  }
}

/** The language texts are read in now. */
export function currentLanguage(): Language {
  const language = renderLanguage ?? i18n.language;
  return isLanguage(language) && tables.has(language) ? language : DEFAULT_LANGUAGE;
}

/** The tables of the current language. */
export function currentTexts(): Texts {
  return tables.get(currentLanguage()) ?? ENGLISH;
}

/** A finished English text (a schema's message, a reply of the server) in the current language. */
export function localize(message: string): string {
  return localizers.get(currentLanguage())?.(message) ?? message;
}

/** Downloads a language's tables once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'hi' && !tables.has('hi')) {
    const { HINDI } = await retryImport(() => import('@kala/contract/hi'));
    registerTexts('hi', HINDI);
  }
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
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered on this device; the cookie still is.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; the Cookie Store API is not in every browser.
  document.cookie = `${LANGUAGE_KEY}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  document.documentElement.lang = HTML_LANG[language];
  await i18n.changeLanguage(language);
}

/** Sets the language the app starts in, before its first render (its tables downloaded). */
export async function startLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  await i18n.changeLanguage(language);
}
