// Readies the app to hydrate a page the server rendered (main.tsx): loaded only on such a page, so the pages
// drawn in the browser (the home page first) do not download it.

import { hydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { getAuthState, getToken, RenderedAuthContext, setCurrentProfile } from './auth-store';
import { currentProfileQueryOptions } from './current-profile.api';
import { PageQueriesContext, PageTimeContext } from './hydration';
import { readPageState, type ServerPageState } from './server-page-state';

/**
 * Reads the state the server rendered the page with, puts its queries into `queryClient` and loads the code of
 * the URL's lazy routes: the first render must draw the server's markup with its data, not a spinner or a
 * fallback while a screen's code downloads. Null when the state cannot be read: the page is then drawn anew.
 *
 * A page drawn for the person signed in here (its state names them) is theirs already: hydrated as drawn, nothing
 * asked again. One drawn for someone else (the cookie and this tab's storage disagree for a moment) is drawn anew.
 * One drawn for a visitor: for a signed-in person, React hydrates it as drawn (the auth state's server snapshot is
 * "signed out"), then draws their navigation; the server's answers are marked stale, so each screen asks again
 * with the person's token as it mounts (their likes, saves, follows) while the page stays on screen.
 */
export async function prepareHydration(
  doc: Document,
  routes: RouteObject[],
  queryClient: QueryClient,
): Promise<ServerPageState | null> {
  const state = readPageState(doc);
  if (!state) return null;
  if (state.viewer !== null && state.viewer !== getAuthState().claims?.uid) return null;
  hydrate(queryClient, state.queries);
  // The person's profile, as the page was drawn with it: the navigation hydrates with their avatar and name.
  const token = getToken();
  const profile = state.viewer
    ? queryClient.getQueryData(currentProfileQueryOptions(state.viewer).queryKey)
    : undefined;
  if (profile && token) setCurrentProfile(profile, token);
  // A visitor's page in a signed-in browser, or a copy the service worker kept (offline, decision 0030: what was
  // drawn into it may be older than the API's copies made since): each screen asks again as it mounts.
  const copy = doc.documentElement.dataset.copyOf !== undefined;
  if ((state.viewer === null && getToken()) || copy) void queryClient.invalidateQueries();
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return state;
}

/**
 * Marks the page live (`<html data-hydrated="true">`) once React has taken it over: until then its buttons are
 * drawn but answer nothing. The end-to-end specs wait for it before they act (e2e/fixtures.ts). It wraps the app
 * rather than standing beside it: a sibling would change the app's place in the tree, and with it every useId
 * (the server's ids, in aria-controls and the like, would no longer match).
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

/**
 * Draws `app` in `container` in place of the server's markup, for a page that cannot be hydrated (drawn for
 * someone else than this tab's person): its buttons answer once this drawing is on screen, and the page is marked
 * live then, not before (until then a tap would land on the server's markup, which answers nothing).
 */
export function drawPageAnew(container: HTMLElement, app: ReactNode): Root {
  const root = createRoot(container);
  root.render(<MarkHydrated>{app}</MarkHydrated>);
  return root;
}

/**
 * Hydrates the server's markup in `container` with `app`, measuring "3 hours ago" as the server did, with the data
 * it drew and signed in as it drew it (prepareHydration made sure it is this person).
 */
export function hydratePage(container: HTMLElement, app: ReactNode, state: ServerPageState): Root {
  return hydrateRoot(
    container,
    <PageTimeContext value={state.renderedAt}>
      <PageQueriesContext value={state.queries}>
        <RenderedAuthContext value={state.viewer === null ? null : getAuthState()}>
          <MarkHydrated>{app}</MarkHydrated>
        </RenderedAuthContext>
      </PageQueriesContext>
    </PageTimeContext>,
  );
}
