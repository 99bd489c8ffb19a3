// The JavaScript budget of Kala's routes: the gzipped JavaScript a phone's first visit to a route downloads (the
// shell plus the route's lazy chunks, every script fetched until the network is idle, gzip level 9, kB of 1000
// bytes). One place for the numbers and their reasons; `npm test` holds the build to them (e2e/js-budget.spec.ts,
// after the web build) and `node scripts/bench-web.mjs` reports against them.
//
// Why a budget: on a mid-range phone over slow 4G each kB of script costs download, parse and main-thread time
// before the page answers (Lighthouse mobile ≥ 95 is a target of the issue "Performance and scale-out"). React 19,
// React Router 7 and TanStack Query alone are about 108 kB of it. `/` has the issue's own target; every other
// route's budget is what it measured when the budget was set (2026-11-25, e2e data, phone) plus about 3 kB of
// room, so a route that grows by a library or a screen's worth of code fails the test and the change has to say
// why (raise the number here, with the reason, in the same commit). docs/decisions/0004-web-first-load.md says how
// the first load is kept small.
import { gzipSync } from 'node:zlib';

export const KB = 1000;

// 2026-11-26: every route grew about 3 kB with Hindi (issue 18 item 5, decision 0015): the language switch in the
// shell, the language store and the live text tables; the Hindi tables and i18next (about 31 kB) load only for a
// Hindi reader. Offers in chat, local pickup and Report (issues 19 and 17) added to the artwork page and the chat;
// their dialogs and menus load on the first tap.
// 2026-11-28: the shell gained the screen-reader announcer (new chat messages, the bell's count: issue 40) and the
// texts of the address book, used offers and reviews (issue 35): / measured 136.6, /upload 218.6, /chat/{id} 235.4;
// /admin 244.6 with the orders page's status filter, order detail link and cancel dialog (issue 35). Held at what was
// measured plus about a kilobyte (/ at 137); the shell's next saving should bring / back down.
// 2026-11-28 (evening): the artist's shop (issue 34) and the navigation of issue 35. The shell carries Settings,
// the Cart count and the phone's search button (/ 137.6); signed in, the cart is fetched after the page for its
// count (its schemas: / signed in 209.5). The artwork page shows the shipping box, Details and, for its artist,
// the owner's menu and the moderation notice (their code loads only for the artist): 190.5 for a visitor, whose
// shipping policy the server now renders with the page so the browser does not load zod for it (it measured 219.4
// before that); 246.3 signed in. /upload 233.8 with the facts and shipping fields, /admin 252.0 with the hide
// dialog's reasons, /chat/{id} 243.7 with presence, /search 200.8, /products 154.3, /auth/login 167.9. Held at what
// was measured plus about a kilobyte; issue 39 (phone first) is where these come back down.
// 2026-11-29: the offline banner and the state of offline copies (decision 0030) are on every page, since a page
// opened without a network cannot fetch them then: / 138.3, / signed in 210.7, /products/{id} 191.5, signed in 247.8.
// 2026-11-29: the art filters (issue 38, decision 0032): the listing's query schema gained seven params and the
// validation table their five messages (on every route that parses a list); /products also reads the filters from
// the URL and shows their chips (the panel and its counts' schema load with the panel). Measured on the phone:
// / signed in 213.3, /products 158.1, /products/{id} 193.5 (250.5 signed in), /search 203.6, /upload 237.5,
// /admin 254.7, /chat/{id} 247.6; held at that plus about a kilobyte.
// 2026-11-29 (later): issue 37's money and issue 38's search. Every order now carries Kala's fee (`payout`) and its
// certificate, so the contract's ledger and certificate schemas load wherever orders are read (the signed-in shell
// reads the sales count), about 1.9 kB; the payout-details and certificate texts sit in the shared text tables;
// search answers artists, Did you mean and popular tags; the chat keeps messages written offline and reads days in
// India's time while hydrating (decision 0038, 0033); the toasts' code is precached for offline use (not counted: the
// worker fetches it). Measured on the phone: / 140.2, / signed in 217.9, /products 159.9, /products/{id} 195.6
// (255.1 signed in), /auth/login 170.4, /search 210.1, /upload 243.3, /admin 258.7, /chat/{id} 252.8 (258.3 while its
// day separators used date-fns' format and locale, now written out by hand); held at that plus about half a
// kilobyte. Issue 36 asks these back down.
// 2026-11-29 (session 24, NOT a target met: a regression held so the session's work can land): the merge of issue 37
// (transfers, invoices, earnings) and issue 38 (For you, the zoom viewer, the stolen-art guard) grew the shared app
// chunk to 43.1 kB and put the contract's schemas chunk (26.8 kB) on the visitor's home, where For you's trending
// row asks for it. Measured on the phone: / 187.6, / signed in 223.2, /products 162.1, /products/{id} 198.4,
// signed in 260.0, /auth/login 173.2, /search 212.4, /upload 251.3, /admin 264.4, /chat/{id} 257.9. Issues 36 and 39
// hold that these come back down; the visitor's home first (its trending row's schema need not be on the first load).
// 2026-11-29 (session 25): the visitor's Trending now row, below the first screen, loads its code, its request and
// the schemas only when the visitor scrolls near it (ui/when-near.tsx): / measured 142.9 (from 187.6), held at 143.5.
// The rest of the 2.5 kB over 140.5 is the shared chunk's growth with session 24's merges (For you's reason line,
// the art facts' texts); the other routes are unchanged.
// 2026-11-29 (session 26, NOT a target met): / signed in 224.0 (held at 224.5) and /upload 251.7 (held at 252): the
// artwork and user layers and the TCS texts; paid out had already put /upload 0.1 over its budget, which failed CI.
// 2026-11-29 (session 27): no tap is lost before the app runs (issue 39): the buttons the server draws carry an early
// tap's key (lib/early-taps.ts), a few bytes each. The conversation's emoji popover loads on the first tap: /chat/{id}
// 258.5 → 234.8, held at 235.5.
// 2026-11-29 (session 27, later): the build writes no modulepreload links (decision 0047), and with them went Vite's
// preload helper and each lazy import's list of files from the shared chunk (index.js 43.3 → 39.2): every route
// about 4.5 kB less. Measured on the phone: / 138.9, / signed in 219.4, /products 157.8, /products/{id} 191.9
// (253.5 signed in), /auth/login 168.9, /search 208.1, /upload 247.4, /admin 259.9, /chat/{id} 229.9; every budget
// held at that plus half a kilobyte, so the saving stays.
// 2026-11-30 (session 28): the e-mail banner's code loads only for someone who has not confirmed their address, and
// the shell's live orders sync imports the orders' keys (orders-keys.api.ts), not the orders screens' schemas (with
// the contract's invoices, certificates and ledger): every signed-in route about 4.2 kB less. Measured on the phone:
// / signed in 215.1, /products/{id} signed in 249.3, /upload 243.2, /chat/{id} 225.6; held at that plus half a
// kilobyte. The others moved by 0.1 or 0.2 (the early taps' store).
// 2026-11-30 (session 30, NOT a target met: issue 36 asks every budget no worse): issue 36's one spelling shares
// what pages wrote twice (the status pills' colours, the admin's stat card with the studio's, the account-conflict
// rule with the register page, the skip link). Each shared piece used by two lazy screens became a small chunk of its
// own, which compresses less well than the copies did: /admin 260.4 → 260.7, held at 261; /products/{id} 192.4 →
// 192.5 (over by bytes; the main and admin layouts' one skip link is in the shell), held at 193, and /products, at
// its 158.5, at 159; / signed in 215.1, /upload 243.5, /search 208.6, within theirs.
// 2026-11-30 (session 31): a signed-in page comes with its navigation's counts, the home with Artists in your city and
// an artwork page with the buyer's shipping quote (decision 0033), so the browser loads no schema for them as the
// page goes live; the badges' two schemas are a module of their own (zod alone beside them), and the shell's cart
// sync no longer imports the cart screen's API. Measured on the phone: / signed in 215.1 → 195.6, /products/{id}
// signed in 249.3 → 232.1, /upload 243.2 → 237.3, /chat/{id} 225.6 → 223.8; held at that plus half a kilobyte.
// 2026-11-30 (session 33, NOT a target met: a fix's bytes): the shell's counts hydrate as the server drew them
// (lib/hydration.ts useDataAsDrawn, 66 bytes in the shared chunk), which put /search at 209.0 against 209: held at 209.5.
/** @type {Record<string, { kb: number, reason: string }>} */
export const JS_BUDGET = {
  '/': {
    kb: 139.5,
    reason:
      "the landing page, drawn by the app from the main bundle alone. The issue's target is 130 kB; it measured " +
      '129.9 on 2026-11-21 and 131.9 on 2026-11-25 (the shell grew 1.7 kB, early-taps.js came), then 132.2 once ' +
      "every call parses its answer (the shell's one lazy schema loader, lib/shell-schema.ts, and Artists in your " +
      "city's lazy import), 135.8 on 2026-11-26 with the language switch and store (Hindi), 135.9 the same day " +
      'with the one optimistic helper that like and save now use (decision 0018): held here until the shell is ' +
      'back under 130; 136.6 on 2026-11-28 with the screen-reader announcer (issue 40)' +
      '; 139.0 on 2026-11-29 with the one table of page paths and of the navigation entries (issue 36)' +
      '; 187.6 with the trending row on the first load, 142.9 once it waits for the visitor to scroll near it',
  },
  '/ (signed in)': {
    kb: 196,
    reason:
      "a signed-in person's home: their feed with its schemas and zod, Artists in your city and the signed-in " +
      'shell; measured 196.8 on 2026-11-27, when the app drew it (since 2026-11-29 the server draws it for them, ' +
      'decision 0033: 211.8, the hydration code in, preload.js out)' +
      '; 211.9 on 2026-11-29 with the one table of page paths and of the navigation entries (issue 36)' +
      '; 224.0 on 2026-11-29 (session 26): the artwork and user layers (entities/, issue 36 item 2) +0.4, the ' +
      "earnings chunk's TCS texts and schema (decision 0045) +0.2" +
      '; 195.6 on 2026-11-30 (session 31) once the navigation, its counts and Artists in your city came with the page',
  },
  '/products': {
    kb: 159,
    reason:
      'the listing, server-rendered (decision 0007): filters, cards; measured 145.9, 150.9 with Hindi' +
      '; 155.5 on 2026-11-29 with the one table of page paths and of the navigation entries (issue 36)' +
      '; 158.5 on 2026-11-30, at its budget: held at 159 so a few bytes of sharing do not fail it',
  },
  '/products/{id}': {
    kb: 193,
    reason:
      "the artwork page, server-rendered: carousel, comments, no zod. Measured 163.6 to 202.4: the artist's " +
      'sections below the artwork (people code, 28 kB) load when they come into view, which on a short page is at ' +
      'once; 215.7 on 2026-11-26 with Report on the artwork, comments and reviews, Make an offer, the pickup line ' +
      'and Hindi (the report and offer dialogs load on the first tap); 180.7 on 2026-11-27 once the server renders ' +
      'the "More by" and "Similar works" rows too: asked for after hydration, their answer\'s schema had brought ' +
      'zod and the schemas (27.3 kB)' +
      '; 196.0 on 2026-11-29 with the texts of the stolen-art guard (decision 0041) in the shared texts' +
      '; 192.5 on 2026-11-30 (192.4 before the shared skip link of issue 36), over by a few bytes: held at 193',
  },
  '/products/{id} (signed in)': {
    kb: 232.5,
    reason:
      'the artwork page as a signed-in person lands on it (a shared link, a push about a like or comment): the ' +
      "server's page, then the person's likes, saves and follows asked again with their token, whose answers the " +
      'contract schemas and zod read (decision 0007), and the signed-in shell (notifications, messages, account); ' +
      'measured 229.2 on 2026-11-27' +
      '; 249.1 on 2026-11-29 with the one table of page paths and of the navigation entries (issue 36)' +
      "; 232.1 on 2026-11-30 (session 31) with the navigation's counts and the buyer's shipping quote in the page",
  },
  '/auth/login': {
    kb: 169.5,
    reason:
      'the login form and its lazy validation; measured 160.4, 165.2 with Hindi' +
      '; 169.1 on 2026-11-29 with the one table of page paths and of the navigation entries (issue 36)',
  },
  '/search/{query}': {
    kb: 209.5,
    reason:
      'search results with their people tab; measured 183.4, 191.5 with Report and Hindi' +
      '; 202.1 on 2026-11-29 with the one table of page paths and of the navigation entries (issue 36)' +
      "; 208.2 on 2026-11-29 with Discover's Filters button and chips, the named artists, Did you mean and the " +
      "popular tags, and the answer's schema (issue 38 item 3, decision 0037; the panel itself loads when opened)" +
      "; 208.5 on 2026-11-30 (just over): Discover's and search's one filter bar (issue 36) +0.3, and " +
      'early-taps.js telling drawn controls of a late tap' +
      "; 209.0 on 2026-11-30 (session 33, over by bytes): the shell's counts hydrate as the server drew them " +
      '(lib/hydration.ts useDataAsDrawn, +0.07), held at 209.5',
  },
  '/upload': {
    kb: 238,
    reason:
      'the upload form (signed in): form, validation, image handling; measured 208.4, 216.0 with Hindi, 218.6 on ' +
      '2026-11-28 with the announcer and the new shared texts' +
      '; 236.1 on 2026-11-29 with the one table of page paths and of the navigation entries (issue 36)' +
      '; 246.4 on 2026-11-29 with the held notice and its texts (decision 0041: "This looks like a work already on Kala" and the explanation form)' +
      '; 251.6 with paid out (decision 0044; this budget was 251.5, so CI failed it), 251.7 with the TCS texts' +
      "; 237.3 on 2026-11-30 (session 31): the shell's counts no longer load the contract's schemas",
  },
  '/admin': {
    kb: 261,
    reason:
      'the back office (admins only): tables and charts; measured 227.8, 238.0 with Moderation and the Audit log ' +
      '(issue 17; their pages load when opened) and Hindi, 244.6 on 2026-11-28 with the orders page of issue 35 ' +
      '(status filter, artist, cancel with a reason)' +
      '; 253.3 on 2026-11-29 with the one table of page paths and of the navigation entries (issue 36)' +
      "; 259.1 on 2026-11-29 with the queue's side-by-side card of a held upload (decision 0041)" +
      '; 260.7 on 2026-11-30 with the shared pieces of issue 36 in chunks of their own',
  },
  '/chat/{id}': {
    kb: 224.5,
    reason:
      'a conversation (signed in): the socket client, emoji, schemas; measured 218.9, 232.2 with Report on each ' +
      'message, the offer card and Hindi (the report menu and dialog load on the first tap), 235.4 on 2026-11-28 ' +
      'with the announcer of new messages and the used-offer link' +
      '; 246.2 on 2026-11-29 with the one table of page paths and of the navigation entries (issue 36)' +
      "; 234.8 on 2026-11-29 (session 27) once the emoji picker's popover (Radix's positioning, focus and dismiss " +
      'code, 23.7 kB) loads on the first tap (258.5 before)' +
      "; 223.8 on 2026-11-30 (session 31): the shell's counts no longer load the contract's schemas",
  },
};

/**
 * Loads `url` in `page` (a fresh context: empty cache) and sums every script of the site it fetched until the
 * screen showed its heading (a conversation: its message box) and no script had been asked for two seconds (a
 * busy machine can be idle on the network while the app's first code still runs, before it asks for the route's
 * chunks). Files are listed largest first.
 * @param {import('playwright-core').Page} page
 * @param {string} base origin of the site, e.g. http://127.0.0.1:8181
 * @param {string} url path to load
 */
export async function measureRouteScripts(page, base, url) {
  const scripts = new Map();
  const pending = [];
  let asked = 0;
  const isScript = (request) => {
    const address = request.url();
    if (!address.startsWith(base)) return false;
    return request.resourceType() === 'script' || /\.m?js$/.test(new URL(address).pathname);
  };
  const onRequest = (request) => {
    if (isScript(request)) asked += 1;
  };
  const onResponse = (response) => {
    if (!isScript(response.request())) return;
    const pathname = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => scripts.set(pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => {},
      ),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await page.goto(base + url, { waitUntil: 'networkidle' });
  // Every screen has a heading but the conversation, which shows its message box.
  await page.locator('h1, main textarea').first().waitFor({ timeout: 30_000 });
  for (let seen = -1; seen !== asked || pending.length !== scripts.size; ) {
    seen = asked;
    await page.waitForTimeout(2000);
    await Promise.all(pending);
  }
  page.off('request', onRequest);
  page.off('response', onResponse);
  const files = [...scripts.entries()].map(([file, size]) => ({ file: file.split('/').pop(), ...size }));
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
