// Starts a page's first data and its largest image while the app's code downloads, instead of once it has run.
// For pages drawn in the browser only: without this, the largest image waits for the code, then the data, then
// its own bytes. The listing and an artwork's page come rendered by the server with their data and images
// (apps/web/src/entry-server.tsx), and the server leaves this script out of them.
//
// - `/` for a visitor: the feed (the first page of GET /api/artworks) as a fetch preload that the app's own
//   request for the guest feed (features/feed/feed.api.ts) then takes, and the first card's image. Signed-in
//   people get their own feed: nothing is asked for them.
// - `/auth/login`: the code files of the screen itself (modulepreload). The router asks for them only once the
//   app's first code has downloaded and run; asked for here, they download beside it.
//
// The image is preloaded with the same srcset and sizes as the <img> that shows it, so the browser picks the same
// file and the page uses the download. The card comes from a small request that the server's public read cache
// answers. It cannot import the contract or the app: src/lib/preload.test.ts holds the storage key, the URLs,
// the srcset and the image sizes to theirs.
(() => {
  // Filled in by the build (build-plugins.ts, fillRouteModules): page → the files of its screen under /assets/.
  // Empty in development, where the files have other names.
  const ROUTE_MODULES = {};
  const FEED_IMAGE_SIZES = '(min-width: 640px) 576px, 100vw';

  /** An image's srcset from its url and widths, as the contract's imageSrcset builds it for the <img>. */
  function srcsetOf(image) {
    const hash = /^\/media\/([^/]+)-\d+\.webp$/.exec(image?.url || '')?.[1];
    if (!hash || !image.widths?.length) return undefined;
    return image.widths.map((width) => `/media/${hash}-${width}.webp ${width}w`).join(', ');
  }

  function preloadImage(image, sizes) {
    const srcset = srcsetOf(image);
    if (!srcset) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', sizes);
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }

  /** Fetches `url` and preloads the images `pick` chooses from its JSON. Only a head start: errors are ignored. */
  function preloadImagesOf(url, pick, sizes) {
    fetch(url, { credentials: 'same-origin' })
      // The body of a refusal (a server error) is read too: left unread, it holds one of the page's few
      // connections open.
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
  }
})();
