import { HTML_LANG, type Language } from '@kala/contract';
import { textsFor } from '../../lib/language';

// The small page behind a mail's unsubscribe link, served by the server itself: it must work without the web
// app, without a login, in any mail client's browser. GET only shows it (mail scanners open links, so a GET
// must change nothing); its button POSTs to the same URL, which is also the RFC 8058 one-click address.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// In the language of the request (lib/language.ts); English as it always was.
function page(language: Language, body: string): string {
  const NOTIFY = textsFor(language).NOTIFY;
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(NOTIFY.unsubscribe.title)} · Kala</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:0;background:#8a3b12;color:#fff;cursor:pointer}
@media (prefers-color-scheme:dark){body{background:#1a1816;color:#eee}}</style></head>
<body>${body}</body></html>
`;
}

export const confirmPage = (language: Language, label: string, action: string) =>
  page(
    language,
    `<h1>${escapeHtml(textsFor(language).NOTIFY.unsubscribe.confirm(label))}</h1>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(textsFor(language).NOTIFY.unsubscribe.button)}</button></form>`,
  );

export const donePage = (language: Language, label: string) =>
  page(
    language,
    `<h1>${escapeHtml(textsFor(language).NOTIFY.unsubscribe.done(label))}</h1><p>${escapeHtml(textsFor(language).NOTIFY.unsubscribe.settingsHint)}</p>`,
  );

export const invalidPage = (language: Language) =>
  page(language, `<h1>${escapeHtml(textsFor(language).NOTIFY.unsubscribe.invalid)}</h1>`);
