// A visitor's home page: ask for the feed (the first page of GET /api/artworks) while the app's code downloads,
// instead of once it has run; the app's own request for the guest feed (features/feed/feed.api.ts) then takes
// this answer. Signed-in people get their own feed and other pages other data: nothing is asked for them.
//
// The first card's image is the page's largest paint. Without help the browser finds it only once the app has
// run and drawn the card; here it is found as soon as the first card is known (a one-card request, answered
// from the server's public read cache), and downloads beside the app's code, with the same srcset and sizes
// as the card's <img>, so the browser picks the same file and the card uses the download.
//
// It cannot import the contract or the app: src/lib/feed-preload.test.ts holds the storage key, the URL and
// the image sizes to theirs.
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

  var FEED_IMAGE_SIZES = '(min-width: 640px) 576px, 100vw';
  fetch('/api/artworks?limit=1', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((cards) => {
      var image = cards?.[0]?.images?.[0];
      if (!image?.srcset) return;
      var imageLink = document.createElement('link');
      imageLink.rel = 'preload';
      imageLink.as = 'image';
      imageLink.setAttribute('imagesrcset', image.srcset);
      imageLink.setAttribute('imagesizes', FEED_IMAGE_SIZES);
      imageLink.setAttribute('fetchpriority', 'high');
      document.head.appendChild(imageLink);
    })
    .catch(() => {
      // Only a head start: the app asks for what it needs anyway.
    });
})();
