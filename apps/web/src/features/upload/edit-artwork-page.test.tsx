import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FACTS } from '@kala/contract';
import { fakeArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { EditArtworkPage } from './edit-artwork-page';

const ARTWORK = fakeArtwork({
  id: 'a1',
  artistId: 'artist-1',
  title: 'Monsoon',
  price: 1200,
  quantity: 2,
  tags: ['rain', 'ghats'],
  images: [
    { id: 'img-1', url: '/media/one-640.webp' },
    { id: 'img-2', url: '/media/two-640.webp' },
  ],
});

const routes = [
  { path: '/artworks/:id/edit', element: <EditArtworkPage id="a1" /> },
  { path: '/products/:id', element: <p>Artwork page</p> },
];

function serve(overrides: { patch?: () => Response } = {}) {
  return mockFetch((call) => {
    if (call.url.endsWith('/price-history')) {
      return jsonResponse([{ oldPrice: 1000, newPrice: 1200, changedAt: '2026-03-01T10:00:00.000Z' }]);
    }
    if (call.method === 'PATCH') return overrides.patch?.() ?? jsonResponse(ARTWORK);
    if (call.method === 'PUT') return jsonResponse(ARTWORK);
    return jsonResponse(ARTWORK);
  });
}

describe('the edit screen', () => {
  it('the artist changes the price and makes the second picture the cover; both are saved, then the artwork opens', {
    timeout: 20_000,
  }, async () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi', uid: 'artist-1' }));
    const calls = serve();
    renderRoutes(routes, '/artworks/a1/edit');
    const price = await screen.findByRole('spinbutton', { name: 'Price (₹)' });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Monsoon');
    expect(await screen.findByText(/₹1,000.* → ₹1,200/)).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Make cover: Picture 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Artwork page')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/auth/artworks/a1');
    expect(JSON.parse(String(patch?.body))).toMatchObject({
      title: 'Monsoon',
      price: '1500',
      quantity: '2',
      tags: ['rain', 'ghats'],
    });
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/auth/artworks/a1/images');
    expect((put?.body as FormData | undefined)?.get('order')).toBe(JSON.stringify(['img-2', 'img-1']));
  });

  it('shows the art facts and alt text the artwork has, and saves a changed one with the rest (issue 34)', {
    timeout: 20_000,
  }, async () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi', uid: 'artist-1' }));
    const withFacts = {
      ...ARTWORK,
      facts: { ...EMPTY_FACTS, medium: 'madhubani', height: 61, width: 91, sizeUnit: 'cm', year: 2024 },
      altText: 'Fish and lotus in red and black',
    };
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/price-history')) return jsonResponse([]);
      return jsonResponse(withFacts);
    });
    renderRoutes(routes, '/artworks/a1/edit');
    const year = await screen.findByRole('textbox', { name: 'Year made' });
    expect(year).toHaveValue('2024');
    expect(screen.getByRole('combobox', { name: 'Medium' })).toHaveValue('madhubani');
    expect(screen.getByRole('textbox', { name: /Alt text/ })).toHaveValue('Fish and lotus in red and black');
    await userEvent.clear(year);
    await userEvent.type(year, '2023');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Artwork page')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toMatchObject({
      medium: 'madhubani',
      height: '61',
      width: '91',
      sizeUnit: 'cm',
      year: '2023',
      altText: 'Fish and lotus in red and black',
      title: 'Monsoon',
    });
  });

  it("shows the work's own shipping and saves a changed price with the rest (issue 34 item 3)", {
    timeout: 20_000,
  }, async () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi', uid: 'artist-1' }));
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/price-history')) return jsonResponse([]);
      if (call.url.startsWith('/api/artworks/a1/shipping')) {
        return jsonResponse({
          artworkId: 'a1',
          policy: {
            free: false,
            rates: { city: 100, state: 150, india: 250 },
            processingDays: 3,
            returnsDays: 7,
            source: 'artwork',
          },
          override: { mode: 'rates', rates: { city: 100, state: 150, india: 250 }, processingDays: 3, returnsDays: 0 },
          quote: null,
        });
      }
      return jsonResponse(ARTWORK);
    });
    renderRoutes(routes, '/artworks/a1/edit');
    expect(await screen.findByRole('radio', { name: 'Its own prices' })).toBeChecked();
    const india = screen.getByRole('textbox', { name: /Rest of India/i });
    expect(india).toHaveValue('250');
    await userEvent.clear(india);
    await userEvent.type(india, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Artwork page')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toMatchObject({
      shipping: 'rates',
      shippingCity: '100',
      shippingState: '150',
      shippingIndia: '300',
      processingDays: '3',
      returnsDays: '0',
    });
  });

  it("shows the server's message under its field and stays on the form", async () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi', uid: 'artist-1' }));
    serve({
      patch: () =>
        jsonResponse(
          { message: 'Validation failed', code: 'validation_error', fields: { title: 'Title is too long' } },
          400,
        ),
    });
    renderRoutes(routes, '/artworks/a1/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Title is too long')).toBeInTheDocument();
    expect(screen.queryByText('Artwork page')).not.toBeInTheDocument();
  });

  it('a picture cannot be left out entirely: at least one is needed', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi', uid: 'artist-1' }));
    const calls = serve();
    renderRoutes(routes, '/artworks/a1/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove picture: Picture 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture: Picture 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At least one image is required')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(false));
  });

  it('someone else is told only the artist can edit it', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha', uid: 'someone-else' }));
    serve();
    renderRoutes(routes, '/artworks/a1/edit');
    expect(await screen.findByText('Only the artist can edit this artwork')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
