import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { setNavigate } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders routes in a memory router inside the app's providers (query client, toaster), starting at `path`.
 * Pass a `queryClient` to start with data already cached.
 * Code outside React (auth store, API client) navigates through the same router.
 */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigate((to) => void router.navigate(to));
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
