import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeArtwork, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { RelatedArtworksSection } from './related-artworks-section';

/** The section under a stand-in for the artwork page: a button says its picture is in. */
function PageWithMainPicture() {
  const [holdImages, setHoldImages] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setHoldImages(false)}>
        Main picture in
      </button>
      <RelatedArtworksSection artworkId="a1" artist="priya_sharma" holdImages={holdImages} />
    </>
  );
}

describe('More by and Similar works under an artwork', () => {
  it('shows both rows from GET /api/artworks/{id}/related, each card a link to its page', async () => {
    const calls = mockFetch(() =>
      jsonResponse({
        moreByArtist: [fakeArtwork({ id: 'b1', title: 'Kerala Backwaters' })],
        similar: [fakeArtwork({ id: 's1', title: 'Monsoon Ghats' }), fakeArtwork({ id: 's2', title: 'Rain Song' })],
      }),
    );
    renderRoutes([{ path: '/', element: <RelatedArtworksSection artworkId="a1" artist="priya_sharma" /> }], '/');
    const moreBy = await screen.findByRole('region', { name: 'More by priya_sharma' });
    expect(within(moreBy).getByRole('link', { name: /Kerala Backwaters/ })).toHaveAttribute('href', '/products/b1');
    const similar = screen.getByRole('region', { name: 'Similar works' });
    expect(within(similar).getAllByRole('link', { name: /Monsoon Ghats|Rain Song/ })).toHaveLength(2);
    expect(calls[0]!.url).toBe('/api/artworks/a1/related');
  });

  it("keeps the cards' pictures out while holdImages (the artwork's own is loading), then shows them", async () => {
    mockFetch(() =>
      jsonResponse({
        moreByArtist: [
          fakeArtwork({ id: 'b1', title: 'Kerala', images: [{ id: 'img-b1', url: '/media/kerala.webp' }] }),
        ],
        similar: [],
      }),
    );
    renderRoutes([{ path: '/', element: <PageWithMainPicture /> }], '/');
    const moreBy = await screen.findByRole('region', { name: 'More by priya_sharma' });
    expect(within(moreBy).getByRole('link', { name: /Kerala/ })).toBeInTheDocument();
    expect(moreBy.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Main picture in' }));
    expect(within(moreBy).getByRole('img', { name: 'Kerala' })).toHaveAttribute('src', '/media/kerala.webp');
  });

  it('leaves out a row with nothing in it', async () => {
    mockFetch(() => jsonResponse({ moreByArtist: [], similar: [fakeArtwork({ id: 's1', title: 'Rain Song' })] }));
    renderRoutes([{ path: '/', element: <RelatedArtworksSection artworkId="a1" artist="priya_sharma" /> }], '/');
    expect(await screen.findByRole('region', { name: 'Similar works' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /More by/ })).not.toBeInTheDocument();
  });
});
