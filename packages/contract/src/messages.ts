// Every user-facing text of the product, spelled once. The spec's texts (docs/product.md#screens-and-routes screens,
// docs/product.md#validation-rules validation, docs/product.md#messages errors and toasts) are copied to the letter;
// texts Kala adds (server errors, features past the spec) sit beside them. Server and web import these objects; a text
// must never be written a second time anywhere in the code base, so a text used in two places is declared once in
// texts/shared.ts and referenced from both groups.
//
//   VALIDATION  form and request-body rules (docs/product.md#validation-rules)     texts/validation.ts
//   MSG         toasts and inline outcomes (docs/product.md#messages)               texts/msg/<area>.ts
//   ERR         server error replies; the `message` of the API error shape          texts/err.ts
//   NOTIFY      notification sentences, settings labels, e-mails, unsubscribe page  texts/notify.ts
//   SCREEN      texts of screens (docs/product.md#screens-and-routes): headings,    texts/screen/<area>.ts
//               placeholders, pending labels, empty/loading/error texts
//
// Texts with parameters are functions.
//
// Why several files: the web app loads a module whole, with every text of it that any screen reads. The shell
// and home page need MSG, ERR and a few screen areas; kept in one file with the other screens' texts and the
// form rules, they made every visitor download all of them before the first page could show. This file only
// re-exports: a file with texts of its own would be loaded whole, and with it every file it re-exports.

export { ERR } from './texts/err';
export { VALIDATION } from './texts/validation';
// Namespaces, not objects: `SCREEN.nav.home` reads the same, and the bundler takes only the areas a chunk reads.
export * as MSG from './texts/msg';
export * as SCREEN from './texts/screen';
export * as NOTIFY from './texts/notify';
