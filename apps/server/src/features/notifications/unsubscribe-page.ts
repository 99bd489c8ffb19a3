import { NOTIFY } from '@kala/contract';

// The small page behind a mail's unsubscribe link, served by the server itself: it must work without the web
// app, without a login, in any mail client's browser. GET only shows it (mail scanners open links, so a GET
// must change nothing); its button POSTs to the same URL, which is also the RFC 8058 one-click address.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(NOTIFY.unsubscribe.title)} · Kala</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:0;background:#8a3b12;color:#fff;cursor:pointer}
@media (prefers-color-scheme:dark){body{background:#1a1816;color:#eee}}</style></head>
<body>${body}</body></html>
`;
}

export const confirmPage = (label: string, action: string) =>
  page(`<h1>${escapeHtml(NOTIFY.unsubscribe.confirm(label))}</h1>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(NOTIFY.unsubscribe.button)}</button></form>`);

export const donePage = (label: string) =>
  page(`<h1>${escapeHtml(NOTIFY.unsubscribe.done(label))}</h1><p>${escapeHtml(NOTIFY.unsubscribe.settingsHint)}</p>`);

export const invalidPage = () => page(`<h1>${escapeHtml(NOTIFY.unsubscribe.invalid)}</h1>`);
