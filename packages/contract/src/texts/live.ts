// Texts in the reader's language (docs/decisions/0015-languages.md). Every text table (each screen area, each MSG
// area, ERR, VALIDATION, NOTIFY's parts) is exported through `live`: reading `SCREEN.cart.title` gives the English
// text, the spec's, until a translation is switched on with `setActiveTexts`; from then on it gives the
// translation's. Call sites stay `SCREEN.cart.title`, a new text is in the reader's language wherever it is read,
// and the tables stay one module per area: the bundler still follows `SCREEN.cart` to its own module and drops an
// area nobody reads (each `live` call is marked pure). Only the web switches (the reader's choice); the server
// keeps English here and answers a request in its language through `texts(lang)` and `localize`.

type Table = Record<string, unknown>;

let active: Table | null = null;

/** Makes every live table read `texts` (a language's tables, shaped as the English ones), or English with null. */
export function setActiveTexts(texts: object | null): void {
  active = texts as Table | null;
}

/** Runs `read` with the English texts whatever translation is on (to build a lookup of English texts). */
export function inEnglish<T>(read: () => T): T {
  const previous = active;
  active = null;
  try {
    return read();
  } finally {
    active = previous;
  }
}

function translated(path: readonly string[]): unknown {
  let value: unknown = active;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Table)[key];
  }
  return value;
}

const views = new Map<string, object>();

/** The English table `english`, found at `path` in a language's tables, read in the active language. */
export function live<T extends object>(path: readonly string[], english: T): T {
  const id = path.join('.');
  const existing = views.get(id);
  if (existing) return existing as T;
  const view = new Proxy(english, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      // A group of texts inside the table (SCREEN.admin.columns) is live too, so an alias of it follows a switch.
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return live([...path, key], value);
      if (active === null) return value;
      return translated([...path, key]) ?? value;
    },
  });
  views.set(id, view);
  return view;
}
