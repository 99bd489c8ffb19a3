// The i18next instance (docs/decisions/0015-languages.md), downloaded with the Hindi tables: a reader who never
// leaves English never downloads it (the first load's JavaScript budget, apps/web/js-budget.mjs). Once here, it is
// the store of the current language: lib/i18n.ts follows its languageChanged event.

import { DEFAULT_LANGUAGE, LANGUAGES } from '@kala/contract';
import i18next from 'i18next';

export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // The typed tables are the resources (lib/i18n.ts): i18next copies resources as JSON, which would drop the
  // functions of texts with parameters.
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});
