// The offline page (offline.html): asks again for the page that could not load when the person says so, and by
// itself once the page's own address answers again. The browser's 'online' event only says that a network is
// there (it comes before the connection works, or not at all behind a captive portal), so the address is tried:
// on that event and every few seconds. A file, not inline: the Content-Security-Policy allows scripts from this
// origin only.
const retry = () => window.location.reload();
const check = () =>
  fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.status < 500 && retry(),
    () => {},
  );
window.addEventListener('online', check);
setInterval(() => navigator.onLine && check(), 3000);
document.getElementById('retry')?.addEventListener('click', retry);
