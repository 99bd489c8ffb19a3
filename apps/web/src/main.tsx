import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { startQueuedActions } from './entities/artwork/artwork-actions.api';
import { languageOfHtmlLang } from '@kala/contract';
import { dropExpiredToken } from './lib/auth-store';
import { preferredLanguage, setLanguage, startLanguage } from './lib/i18n';
import { setNavigate } from './lib/navigation';
import { registerServiceWorker } from './lib/register-service-worker';
import { queryClient } from './lib/query-client';
import { PAGE_STATE_ELEMENT_ID } from './lib/server-page-state';
import { startThemeSync } from './lib/theme';
import './index.css';

// The Content-Security-Policy allows no eval: without jitless, zod's probe for it (to compile faster parsers)
// is reported as a CSP violation on every page that validates something. zod keeps its settings in this
// global (zod/v4/core/core.js) so that every copy shares them; setting it here, before any schema exists,
// keeps zod itself out of the first load (the schemas load with the screens that need them).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
startThemeSync();
dropExpiredToken();
// The installable app's worker (offline page, push), once the page has loaded.
registerServiceWorker();

/**
 * Starts the app. Not top-level code: the entry module must finish evaluating before the screens' code, which
 * imports from it, can run. A top-level await of a screen's import here would wait forever.
 */
async function start(): Promise<void> {
  // A page the server rendered (entry-server.tsx) is hydrated: React takes over its markup instead of drawing it
  // again. The server renders what a visitor sees; for a signed-in person it then becomes theirs (hydrate-page.tsx).
  const serverRendered = document.getElementById(PAGE_STATE_ELEMENT_ID) !== null;
  // The language (docs/decisions/0015-languages.md): a page the server rendered is hydrated in the language it was
  // drawn in (its <html lang>), else the person's choice; its texts are downloaded before the first render.
  const preferred = preferredLanguage();
  const language = serverRendered ? languageOfHtmlLang(document.documentElement.lang) : preferred;
  await startLanguage(language);
  const hydration = serverRendered ? await import('./lib/hydrate-page') : null;
  const pageState = hydration ? await hydration.prepareHydration(document, routes, queryClient) : null;

  // Evaluating the app's code is one long task on a slow phone. The router's first navigation (matching the URL,
  // starting the screen's code and data) runs in a task of its own, so the browser can paint and answer input in
  // between instead of being held for both at once (Lighthouse's Total Blocking Time).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createBrowserRouter(routes, pageState ? { hydrationData: { loaderData: pageState.loaderData } } : {});
  setNavigate((to) => void router.navigate(to));

  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // The first render is a transition: React builds (or hydrates) the page in slices of a few milliseconds and lets
  // the browser paint and answer input between them, instead of holding a phone's main thread in one long task.
  const container = document.getElementById('root')!;
  startTransition(() => {
    if (pageState && hydration) hydration.hydratePage(container, app, pageState);
    // Drawn by the server for someone other than this tab's person (or its state unreadable): drawn anew, and
    // marked live once the browser's drawing has replaced the server's.
    else if (hydration) hydration.drawPageAnew(container, app);
    else createRoot(container).render(app);
  });
  // Drawn by the server in another language than the one chosen on this device (its cookie lost): switch once drawn.
  if (language !== preferred) setTimeout(() => void setLanguage(preferred), 0);
  // Likes and saves made offline go out now, and whenever the network comes back.
  startQueuedActions(queryClient);
}

void start();
