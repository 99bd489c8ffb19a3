import { SESSION_COOKIE } from '@kala/contract';
import { JS_BUDGET, KB, measureRouteScripts } from '../js-budget.mjs';
import { createArtwork } from './artwork-helpers';
import { adminLogin, expect, loginToken, registerUser, test } from './fixtures';

// The JavaScript budget (apps/web/js-budget.mjs): each route's first load on a phone, measured as
// scripts/bench-web.mjs measures it, against the built app `npm test` has just built. A route over its budget
// fails with every route's numbers and its largest files.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const kb = (bytes: number) => (bytes / KB).toFixed(1);

test('every route stays within its JavaScript budget', async ({ browser, request, baseURL }, testInfo) => {
  // Skipped on desktop on purpose: the budgets (js-budget.mjs) are a phone's first load, measured once, on the phone
  // project; measuring them again at desktop size would test nothing more and cost a minute.
  test.skip(testInfo.project.name !== 'phone', 'the budget is a phone first load; one project measures it');
  test.setTimeout(180_000);
  const artist = await registerUser(request);
  const artwork = await createArtwork(request, artist, { title: 'Monsoon painting', tags: ['painting'] });
  // A home with more than a screen of works, as a marketplace's is: what loads below the first screen (the visitor's
  // Trending now row) is not a first load's, and a feed of one card would put it on the first screen.
  for (const title of ['Kolam at dawn', 'Warli harvest', 'Gond peacock', 'Madhubani fish']) {
    await createArtwork(request, artist, { title });
  }
  const buyer = await registerUser(request);
  const admin = await loginToken(request, adminLogin.username, adminLogin.password);

  const routes: { budget: keyof typeof JS_BUDGET; path: string; token?: string }[] = [
    { budget: '/', path: '/' },
    { budget: '/ (signed in)', path: '/', token: buyer.token },
    { budget: '/products', path: '/products' },
    { budget: '/products/{id}', path: `/products/${artwork.id}` },
    { budget: '/products/{id} (signed in)', path: `/products/${artwork.id}`, token: buyer.token },
    { budget: '/auth/login', path: '/auth/login' },
    { budget: '/search/{query}', path: '/search/painting' },
    { budget: '/upload', path: '/upload', token: buyer.token },
    { budget: '/admin', path: '/admin', token: admin },
    { budget: '/chat/{id}', path: `/chat/${artist.id}`, token: buyer.token },
  ];
  expect(routes.map((route) => route.budget).sort()).toEqual(Object.keys(JS_BUDGET).sort());

  const lines: string[] = [];
  const over: string[] = [];
  for (const route of routes) {
    const context = await browser.newContext(PHONE);
    if (route.token) {
      await context.addInitScript((token) => localStorage.setItem('token', token), route.token);
      // A returning signed-in browser: the app keeps this cookie while a token is stored (lib/auth-store.ts).
      await context.addCookies([{ name: SESSION_COOKIE, value: route.token, url: baseURL! }]);
    }
    const page = await context.newPage();
    const measured = await measureRouteScripts(page, baseURL!, route.path);
    await context.close();
    const budget = JS_BUDGET[route.budget]!;
    const largest = measured.files
      .slice(0, 3)
      .map((f) => `${f.file} ${kb(f.gzip)}`)
      .join(', ');
    const line = `${route.budget}: ${kb(measured.gzip)} kB gzipped in ${measured.files.length} scripts (budget ${budget.kb} kB; largest ${largest})`;
    lines.push(line);
    const files = measured.files.map((f) => `  ${kb(f.gzip).padStart(5)} kB  ${f.file}`).join('\n');
    if (measured.gzip > budget.kb * KB) over.push(`${line}\n${files}`);
  }
  console.log(`JavaScript per route:\n${lines.join('\n')}`);
  expect(
    over,
    `Over the JavaScript budget (apps/web/js-budget.mjs):\n${over.join('\n')}\n\nEvery route:\n${lines.join('\n')}`,
  ).toEqual([]);
});
