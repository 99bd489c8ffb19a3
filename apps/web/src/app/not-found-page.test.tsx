import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render-routes';
import { routes } from './router';

describe('Not-found page', () => {
  it('answers an unknown path with 404, Page Not Found, the spec text and a Go Home link', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, the page you are looking for does not exist or has been moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('keeps the navigation around it', async () => {
    renderRoutes(routes, '/nope');
    await screen.findByText('Page Not Found');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
  });

  it('answers a path no route matches at all (under /auth) with the same page, through the error page', async () => {
    renderRoutes(routes, '/auth/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
