// A visitor's home page: ask for the feed (the first page of GET /api/artworks) while the app's code downloads,
// instead of once it has run; the app's own request for the guest feed (features/feed/feed.api.ts) then takes
// this answer. Signed-in people get their own feed and other pages other data: nothing is asked for them.
// It cannot import the contract or the app: src/lib/feed-preload.test.ts holds the storage key and the URL to
// theirs.
(() => {
  if (window.location.pathname !== '/') return;
  try {
    if (window.localStorage.getItem('token')) return;
  } catch (_error) {
    // Storage blocked: a visitor, as far as the app can tell.
  }
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.href = '/api/artworks';
  // The app's fetch sends credentials: the preload must match to be used.
  link.crossOrigin = 'use-credentials';
  document.head.appendChild(link);
})();
