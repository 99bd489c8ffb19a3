// The offline page (offline.html): asks again for the page that could not load, when the person says so and as
// soon as the connection is back. A file, not inline: the Content-Security-Policy allows scripts from this origin only.
const retry = () => window.location.reload();
window.addEventListener('online', retry);
document.getElementById('retry')?.addEventListener('click', retry);
