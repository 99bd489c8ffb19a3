// Starts a page's first data and its largest image while the app's code downloads, instead of once it has run.
// For pages drawn in the browser only: without this, the largest image waits for the code, then the data, then
// its own bytes. The listing, an artwork's page and a visitor's home come rendered by the server with their data
// and images (apps/web/src/entry-server.tsx), and the server leaves this script out of them.
//
// - `/`: the feed's first page and its first card's image. For a signed-in person whose home the server sent as
//   the app's shell (no session cookie yet, or it could not draw it: plugins/web.ts) that is their own feed, asked with their token, and the schemas that will
//   read it (modulepreload); for a visitor whose home the server did not draw, the newest works, which the app
//   takes unparsed. The request is the app's own first request of the page, sent as the app sends it: the app
//   takes its answer instead of asking again (window.__kalaFirstAnswer, src/lib/preloaded-answer.ts). A
//   <link rel=preload> cannot carry the token.
// - `/auth/login`: the code files of the screen itself (modulepreload). The router asks for them only once the
//   app's first code has downloaded and run; asked for here, they download beside it. (The same for `/` above.)
//
// The image is preloaded with the same srcset and sizes as the <img> that shows it, so the browser picks the same
// file and the page uses the download. It cannot import the contract or the app: src/lib/preload.test.ts holds
// the storage key, the URLs, the headers, the srcset and the image sizes to theirs.
(() => {
  // Filled in by the build (build-plugins.ts, fillRouteModules): page → the files it loads first, under /assets/.
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

  /** The token the app will send, or null (none, or storage blocked: a visitor, as far as the app can tell). */
  function storedToken() {
    try {
      return window.localStorage.getItem('token');
    } catch (_error) {
      return null;
    }
  }

  /**
   * GETs `url` as the app's api-client does (its headers, the person's token) and leaves the answer for the app's
   * first request of that URL with that token; preloads the images `pick` chooses from it. Only a head start:
   * errors are the app's to see when it takes the answer.
   */
  function startFirstRequest(url, token, pick, sizes) {
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const answer = fetch(url, { headers, credentials: 'include' });
    window.__kalaFirstAnswer = { url, token, answer };
    answer
      // A copy: the app reads the answer itself.
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body) => {
        for (const image of body ? pick(body) : []) preloadImage(image, sizes);
      })
      .catch(() => {});
  }

  const firstImage = (artwork) => [artwork?.images?.[0]];
  const path = window.location.pathname;
  if (path === '/auth/login') {
    preloadModules(path);
    return;
  }

  if (path === '/') {
    const token = storedToken();
    // The first page as the app asks it (lib/api-client.ts apiPage): always with its page size, 24.
    const feed = token ? '/api/auth/foryou?limit=24' : '/api/artworks?limit=24';
    startFirstRequest(feed, token, (cards) => firstImage(cards[0]), FEED_IMAGE_SIZES);
    if (token) preloadModules(path);
  }
})();
