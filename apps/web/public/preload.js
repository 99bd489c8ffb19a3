// Starts a page's first data and its largest image while the app's code downloads, instead of once it has run.
// Every page is drawn in the browser: without this, the largest image waits for the code, then the data, then
// its own bytes.
//
// - `/` for a visitor: the feed (the first page of GET /api/artworks) as a fetch preload that the app's own
//   request for the guest feed (features/feed/feed.api.ts) then takes, and the first card's image. Signed-in
//   people get their own feed: nothing is asked for them.
// - `/products` (no filters): the first two cards' images (the first row on a phone) and, for a visitor, the
//   listing's first page as a fetch preload that the listing's own request takes.
// - `/products/{id}`: the artwork's first image.
// - `/auth/login`: the code files of the screen itself (modulepreload). The router asks for them only once the
//   app's first code has downloaded and run; asked for here, they download beside it.
//
// Images are preloaded with the same srcset and sizes as the <img> that shows them, so the browser picks the same
// file and the page uses the download. The cards come from small requests that the server's public read cache
// answers. It cannot import the contract or the app: src/lib/preload.test.ts holds the storage key, the URLs
// and the image sizes to theirs.
(() => {
  // Filled in by the build (build-plugins.ts, fillRouteModules): page → the files of its screen under /assets/.
  // Empty in development, where the files have other names.
  const ROUTE_MODULES = {};
  const FEED_IMAGE_SIZES = '(min-width: 640px) 576px, 100vw';
  const GRID_IMAGE_SIZES = '(min-width: 1024px) 22vw, (min-width: 768px) 40vw, 50vw';
  const SLIDE_SIZES = '(min-width: 1024px) 55vw, 100vw';

  function preloadImage(image, sizes) {
    if (!image?.srcset) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.setAttribute('imagesrcset', image.srcset);
    link.setAttribute('imagesizes', sizes);
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }

  /** Fetches `url` and preloads the images `pick` chooses from its JSON. Only a head start: errors are ignored. */
  function preloadImagesOf(url, pick, sizes) {
    fetch(url, { credentials: 'same-origin' })
      // The body of a refusal (a 404 for a removed artwork) is read too: left unread, it holds one of the page's
      // few connections open.
      .then((response) => (response.ok ? response.json() : response.arrayBuffer().then(() => null)))
      .then((body) => {
        for (const image of body ? pick(body) : []) preloadImage(image, sizes);
      })
      .catch(() => {});
  }

  /** modulepreload of a page's screen: fetched as the router's import() will ask for it, then taken from there. */
  function preloadModules(page) {
    for (const file of ROUTE_MODULES[page] || []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/assets/${file}`;
      // As the app's own <script type="module" crossorigin>: the same request, so the download is shared.
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
  }

  /** Whether nobody is signed in: a signed-in person's requests carry their token and would not match a preload. */
  function isVisitor() {
    try {
      return !window.localStorage.getItem('token');
    } catch (_error) {
      return true; // Storage blocked: a visitor, as far as the app can tell.
    }
  }

  /** A fetch preload of a request the app will make: its own fetch then takes the answer. */
  function preloadFetch(href) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.href = href;
    // The app's fetch sends credentials: the preload must match to be used.
    link.crossOrigin = 'use-credentials';
    document.head.appendChild(link);
  }

  const firstImage = (artwork) => [artwork?.images?.[0]];
  const path = window.location.pathname;
  if (path === '/auth/login') {
    preloadModules(path);
    return;
  }

  if (path === '/') {
    // Signed-in people get their own feed: nothing is asked for them.
    if (!isVisitor()) return;
    preloadFetch('/api/artworks');
    preloadImagesOf('/api/artworks?limit=1', (cards) => firstImage(cards[0]), FEED_IMAGE_SIZES);
    return;
  }
  if (path === '/products' && !window.location.search) {
    if (isVisitor()) preloadFetch('/api/artworks?sort=recent');
    preloadImagesOf('/api/artworks?limit=2', (cards) => cards.map((card) => card.images?.[0]), GRID_IMAGE_SIZES);
    return;
  }
  const detail = /^\/products?\/([0-9a-fA-F-]{36})$/.exec(path);
  if (detail) preloadImagesOf(`/api/artworks/${detail[1]}`, firstImage, SLIDE_SIZES);
})();
