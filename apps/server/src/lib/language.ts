// The language a request is answered in (docs/decisions/0015-languages.md): the `lang` cookie the web app's switch
// sets, else Accept-Language, else English. Error replies and server-rendered pages follow it.

import {
  createLocalizer,
  HTML_LANG,
  isLanguage,
  type Language,
  languageCookie,
  pickLanguage,
  type Texts,
} from '@kala/contract';
import { ENGLISH, HINDI } from '@kala/contract/hi';

interface RequestHeaders {
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined };
}

export function requestLanguage(request: RequestHeaders): Language {
  return pickLanguage(languageCookie(request.headers.cookie), request.headers['accept-language']);
}

const toHindi = createLocalizer(ENGLISH, HINDI);

/** A language's text tables. */
export function textsFor(language: Language): Texts {
  return language === 'hi' ? HINDI : ENGLISH;
}

export { HTML_LANG };

/** A finished English text (an ERR or VALIDATION text, with its arguments) in `language`; English as it is. */
export function localizeText(message: string, language: Language): string {
  return language === 'hi' ? toHindi(message) : message;
}

/** A stored language (users.language, migration 0018): 'hi', or English for null, 'en' and anything else. */
export function readLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : 'en';
}
