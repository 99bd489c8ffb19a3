import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeArtwork, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ProductDetailRoute } from './product-detail-route';

// Counts how often the artwork page draws its Share button: each time the page itself is drawn.
const shareDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../ui/share-button', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../ui/share-button')>();
  return {
    ...original,
    ShareButton: (props: Parameters<typeof original.ShareButton>[0]) => {
      shareDrawn.count += 1;
      return original.ShareButton(props);
    },
  };
});

afterEach(() => {
  shareDrawn.count = 0;
});

describe('the artwork route', () => {
  it('does not draw the page again when its picture has loaded (only the rows below change: they may load theirs)', async () => {
    mockFetch((call) =>
      call.url === '/api/artworks/a1'
        ? jsonResponse(fakeArtwork({ id: 'a1', title: 'Monsoon', images: [{ id: 'i1', url: '/media/one.webp' }] }))
        : jsonResponse([]),
    );
    renderRoutes([{ path: '/products/:id', element: <ProductDetailRoute /> }], '/products/a1');
    const picture = await screen.findByRole('img', { name: /^Monsoon/ });
    const before = shareDrawn.count;
    expect(before).toBeGreaterThan(0);
    fireEvent.load(picture);
    // The route took note (its rows below are drawn anew), and the page was left as it was.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shareDrawn.count).toBe(before);
  });
});
