import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ArtworkDetailPage } from '../../features/artwork-detail/artwork-detail-page';
import { fakeArtwork, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ArtworkGrid } from '../../entities/artwork/artwork-grid';
import { TagPage } from '../../features/artworks/tag-page';
import { tagFromParam } from '../../features/artworks/tag-prefetch';

// Here, where routes compose features: the tag links of two features (the grid and the artwork page).
// Tags link to their own pages (issue 18): on cards and on the artwork page, /tags/{tag} lists that tag's artworks.

function TagScreen() {
  return <TagPage tag={tagFromParam(useParams().tag)} />;
}

const tagRoute = { path: '/tags/:tag', element: <TagScreen /> };

describe('tags', () => {
  it("a card's tags are links to their pages, beside the card's own link", async () => {
    const artwork = fakeArtwork({ id: 'a1', title: 'Monsoon', tags: ['warli', 'folk art'] });
    mockFetch(() => jsonResponse([artwork]));
    const { router } = renderRoutes(
      [{ path: '/products', element: <ArtworkGrid artworks={[artwork]} /> }, tagRoute],
      '/products',
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: '#folk art' })).toHaveAttribute('href', '/tags/folk%20art');
    expect(within(card).getByRole('link', { name: /Monsoon/ })).toHaveAttribute('href', '/products/a1');
    await userEvent.click(within(card).getByRole('link', { name: '#warli' }));
    expect(router.state.location.pathname).toBe('/tags/warli');
    expect(await screen.findByRole('heading', { level: 1, name: '#warli' })).toBeInTheDocument();
  });

  it("the artwork page's tags open their pages", async () => {
    const artwork = fakeArtwork({ id: 'a1', title: 'Monsoon', tags: ['warli'] });
    mockFetch(({ url }) => (url === '/api/artworks/a1' ? jsonResponse(artwork) : jsonResponse([])));
    renderRoutes(
      [
        {
          path: '/products/:id',
          element: <ArtworkDetailPage artworkId="a1" />,
        },
      ],
      '/products/a1',
    );
    expect(await screen.findByRole('link', { name: '#warli' })).toHaveAttribute('href', '/tags/warli');
  });

  it('lists the artworks the API answers for exactly that tag, and says so when there are none', async () => {
    const calls = mockFetch(({ url }) =>
      jsonResponse(new URL(url, 'http://kala.local').searchParams.get('tag') === 'warli' ? [fakeArtwork()] : []),
    );
    renderRoutes([tagRoute], '/tags/%23warli');
    expect(await screen.findByRole('heading', { level: 2, name: 'Monsoon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '#warli' })).toBeInTheDocument();
    expect(new URL(calls[0]!.url, 'http://kala.local').searchParams.get('tag')).toBe('warli');

    renderRoutes([tagRoute], '/tags/nosuchtag');
    expect(await screen.findByText('No artworks tagged #nosuchtag yet.')).toBeInTheDocument();
  });
});
