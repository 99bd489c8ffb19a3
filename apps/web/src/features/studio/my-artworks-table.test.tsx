import type { MyListing } from '@kala/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { MyArtworksTable } from './my-artworks-table';

const listing = (overrides: Partial<MyListing>): MyListing => ({
  id: 'a1',
  title: 'Monsoon',
  image: null,
  price: 1200,
  quantity: 1,
  forSale: true,
  state: 'live',
  views: 10,
  likes: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const LISTINGS = [
  listing({ id: 'a1', title: 'Monsoon', state: 'live', price: 1200 }),
  listing({ id: 'a2', title: 'Quiet harbour', state: 'unlisted', price: 800 }),
  listing({ id: 'a3', title: 'Red earth', state: 'hidden', forSale: false, price: 0 }),
];

const routes = [{ path: '/me/studio', element: <MyArtworksTable /> }];

describe("the studio's Your artworks table", () => {
  it('lists every artwork with its state, and searches, filters and sorts through the server', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch(() => jsonResponse(LISTINGS));
    renderRoutes(routes, '/me/studio');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Monsoon');
    expect(rows[1]).toHaveTextContent('Live');
    expect(rows[1]).toHaveTextContent('₹1,200');
    expect(rows[2]).toHaveTextContent('Unlisted');
    expect(rows[3]).toHaveTextContent('Hidden by moderators');
    expect(rows[3]).toHaveTextContent('Not for sale');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Edit: Monsoon' })).toHaveAttribute(
      'href',
      '/artworks/a1/edit',
    );
    expect(calls[0]?.url).toBe('/api/auth/studio/artworks?sort=newest');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by state' }), 'unlisted');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'views');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your artworks by title' }), 'quiet');
    await vi.waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/auth/studio/artworks?q=quiet&state=unlisted&sort=views'),
    );
  });

  it('unlists several at once and changes their price by a percentage', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch((call) => (call.method === 'POST' ? jsonResponse({ changed: 2 }) : jsonResponse(LISTINGS)));
    renderRoutes(routes, '/me/studio');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Monsoon' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Quiet harbour' }));
    expect(screen.getByRole('group', { name: '2 selected' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlist' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const unlist = calls.find((call) => call.method === 'POST');
    expect(unlist?.url).toBe('/api/auth/artworks/bulk');
    expect(JSON.parse(String(unlist?.body))).toEqual({ ids: ['a1', 'a2'], action: 'unlist' });
    expect(await screen.findByText('2 artworks changed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Change price by %' }), '-10');
    await userEvent.click(screen.getByRole('button', { name: 'Change price' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const price = calls.filter((call) => call.method === 'POST')[1];
    expect(JSON.parse(String(price?.body))).toEqual({ ids: ['a1', 'a2', 'a3'], action: 'price', percent: -10 });
  });

  it('says when nothing matches, and when the table failed to load, with a retry', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch((call) =>
      call.url.includes('q=') ? jsonResponse([]) : jsonResponse({ message: 'Down', code: 'x' }, 500),
    );
    renderRoutes(routes, '/me/studio');
    expect(await screen.findByText('Could not load your artworks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your artworks by title' }), 'zzz');
    expect(await screen.findByText('No artworks match this search')).toBeInTheDocument();
  });
});
