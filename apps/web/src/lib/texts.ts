// The texts of the current language, read as before: `SCREEN.nav.home`, `MSG.cart.added`. Screens import them from
// here, not from @kala/contract: each is a live view of lib/i18n.ts's current tables (a proxy), so a text is
// looked up when it is read, in the language in effect then — a module-level alias (`const C =
// SCREEN.admin.columns`) follows a switch too. Typed as the English tables.

import type {
  ERR as EN_ERR,
  MSG as EN_MSG,
  NOTIFY as EN_NOTIFY,
  SCREEN as EN_SCREEN,
  VALIDATION as EN_VALIDATION,
} from '@kala/contract';
import { currentTexts } from './i18n';

function read(path: readonly string[]): unknown {
  let value: unknown = currentTexts();
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

const views = new Map<string, object>();

function live(path: readonly string[]): object {
  const id = path.join('.');
  const existing = views.get(id);
  if (existing) return existing;
  const view = new Proxy(
    {},
    {
      get(_, key) {
        if (typeof key !== 'string') return undefined;
        const value = read([...path, key]);
        return typeof value === 'object' && value !== null ? live([...path, key]) : value;
      },
      has: (_, key) => typeof key === 'string' && key in (read(path) as object),
      ownKeys: () => Reflect.ownKeys(read(path) as object),
      getOwnPropertyDescriptor(_, key) {
        if (typeof key !== 'string' || !(key in (read(path) as object))) return undefined;
        const value = read([...path, key]);
        return {
          value: typeof value === 'object' && value !== null ? live([...path, key]) : value,
          enumerable: true,
          configurable: true,
          writable: false,
        };
      },
    },
  );
  views.set(id, view);
  return view;
}

export const SCREEN = live(['SCREEN']) as typeof EN_SCREEN;
export const MSG = live(['MSG']) as typeof EN_MSG;
export const ERR = live(['ERR']) as typeof EN_ERR;
export const VALIDATION = live(['VALIDATION']) as typeof EN_VALIDATION;
export const NOTIFY = live(['NOTIFY']) as typeof EN_NOTIFY;

/** The name a screen shows for a category ('Painting' → 'चित्रकला' in Hindi); an unknown one as it is. */
export function categoryName(category: string): string {
  return (SCREEN.categories as Record<string, string | undefined>)[category] ?? category;
}
