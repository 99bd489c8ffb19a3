import { type Artwork, type Comment, EMPTY_FACTS, SCREEN } from '@kala/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { artworkKey } from '../../entities/artwork/artwork.api';
import { ArtworkDetailPage } from './artwork-detail-page';

const routes = [
  {
    path: '/products/:id',
    element: <ArtworkDetailPage artworkId="ravi" />,
  },
];

/** The page of artwork 'ravi', answered as `overrides` say (other requests: an empty list). */
function showArtwork(overrides: Partial<Artwork>) {
  mockFetch((call) =>
    call.url === '/api/artworks/ravi' ? jsonResponse(fakeArtwork({ id: 'ravi', ...overrides })) : jsonResponse([]),
  );
  return renderRoutes(routes, '/products/ravi');
}

describe('Artwork detail page', () => {
  // GET /api/artworks/{x} answers a person's artworks when x names a person (docs/product.md#api-calls): no artwork to
  // show.
  it('is the not-found page when the id names a person, whose artworks the server answers instead', async () => {
    const calls = mockFetch(() => jsonResponse([fakeArtwork({ id: 'a1', title: 'Monsoon' })]));
    renderRoutes(routes, '/products/ravi');
    // Neutral (issue 34): neither the artist nor a moderator is named.
    expect(await screen.findByText(SCREEN.artwork.unavailable)).toBeInTheDocument();
    expect(screen.getByText(SCREEN.artwork.notFoundHint)).toBeInTheDocument();
    expect(screen.queryByText('Monsoon')).not.toBeInTheDocument();
    // A final answer: not asked again.
    expect(calls.map((call) => call.url)).toEqual(['/api/artworks/ravi']);
  });

  it('says "Local pickup available in {city}" when the artist offers pickup, and nothing when not', async () => {
    showArtwork({ title: 'Monsoon', forSale: true, offersPickup: true, pickupCity: 'Jaipur' });
    expect(await screen.findByText(SCREEN.artwork.pickupAvailable('Jaipur'))).toBeInTheDocument();
  });

  it('no pickup line for an artist who does not offer it', async () => {
    showArtwork({ title: 'Monsoon', forSale: true, offersPickup: false });
    expect(await screen.findByRole('heading', { name: 'Monsoon' })).toBeInTheDocument();
    expect(screen.queryByText(/Local pickup available/)).not.toBeInTheDocument();
  });

  it("shows the artist's picture description as the images' alt, and the facts under Details", async () => {
    showArtwork({
      title: 'Monsoon',
      altText: 'Grey clouds over a fishing boat',
      facts: { ...EMPTY_FACTS, medium: 'oil', height: 24, width: 36, sizeUnit: 'in' },
    });
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('24 × 36 in (61 × 91 cm)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Grey clouds over a fishing boat/ })).toBeInTheDocument();
  });

  // Offline, a page the service worker kept asks again as it mounts (decision 0030) and that read fails: the
  // artwork already drawn stays, rather than giving way to "Error loading artwork" once the retry has failed too.
  it('keeps the artwork on screen when asking for it again fails', async () => {
    const { queryClient } = showArtwork({ title: 'Monsoon' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon' })).toBeInTheDocument();
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await queryClient.invalidateQueries({ queryKey: artworkKey('ravi') });
    await waitFor(() => expect(queryClient.getQueryState(artworkKey('ravi'))?.status).toBe('error'), {
      timeout: 5_000,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Monsoon' })).toBeInTheDocument();
    expect(screen.queryByText(SCREEN.artwork.loadError)).not.toBeInTheDocument();
  });

  it('says the artwork is unavailable when asking again finds it gone, even after drawing it', async () => {
    const { queryClient } = showArtwork({ title: 'Monsoon' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon' })).toBeInTheDocument();
    mockFetch(() => jsonResponse({ detail: 'Artwork not found' }, 404));
    await queryClient.invalidateQueries({ queryKey: artworkKey('ravi') });
    expect(await screen.findByText(SCREEN.artwork.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Monsoon' })).not.toBeInTheDocument();
  });

  it('uses the title as the alt when the artist gave no description, and no Details without facts', async () => {
    showArtwork({ title: 'Monsoon', facts: EMPTY_FACTS });
    expect(await screen.findByRole('img', { name: /^Monsoon/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
  });
});

describe('the pictures', () => {
  afterEach(() => vi.unstubAllGlobals());
  const withPictures = (count: number) => {
    // What the carousel's engine asks of the browser and jsdom lacks: media queries and the two observers.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener() {},
      removeEventListener() {},
    }));
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    vi.stubGlobal('ResizeObserver', Observer);
    showArtwork({
      title: 'Monsoon',
      images: Array.from({ length: count }, (_, i) => ({ id: `img-${i}`, url: `/media/${i}.webp` })),
    });
  };
  // The carousel's engine positions the row of slides (a transform on it) once it runs.
  const slideRow = () => screen.getAllByRole('group', { name: /^Image 1 of/ })[0]?.parentElement as HTMLElement;

  it('slide when there are several', async () => {
    withPictures(2);
    await screen.findByRole('heading', { name: 'Monsoon' });
    await waitFor(() => expect(slideRow().style.transform).not.toBe(''));
  });

  it('do not start the carousel for one picture: nowhere to slide, and less work as the page hydrates', async () => {
    withPictures(1);
    await screen.findByRole('heading', { name: 'Monsoon' });
    // Long enough for the engine to have run had it been started (the test above).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slideRow().style.transform).toBe('');
  });
});

const fakeComment: Comment = {
  id: 'comment-1',
  content: 'A comment',
  user_id: 'asha',
  createdAt: '2026-11-20T10:00:00.000Z',
  user: { username: 'asha', profileImage: null },
};

describe('posting a comment', () => {
  // A request for the artwork asked before the comment existed (a refetch on the page's way to the signed-in person,
  // say) must not take the count back down when it answers after it.
  it('counts it on the Comments tab, even when a request for the artwork asked before it answers after it', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const stale = deferred<Response>();
    let asked = 0;
    mockFetch(({ url, method }) => {
      if (method === 'POST') return jsonResponse({ ...fakeComment, content: 'The borders are wonderful' }, 201);
      if (url !== '/api/artworks/ravi') return jsonResponse([]);
      asked += 1;
      if (asked === 2) return stale.promise;
      return jsonResponse(fakeArtwork({ id: 'ravi', title: 'Monsoon', comments: asked === 1 ? 0 : 1 }));
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoutes(routes, '/products/ravi');
    const tab = await screen.findByRole('tab', { name: /^Comments/ });
    void queryClient.refetchQueries({ queryKey: ['artworks'] });
    await waitFor(() => expect(asked).toBe(2));
    await user.type(screen.getByLabelText(SCREEN.artwork.commentPlaceholder), 'The borders are wonderful');
    await user.click(screen.getByRole('button', { name: SCREEN.artwork.post }));
    await waitFor(() => expect(tab).toHaveTextContent(`${SCREEN.artwork.comments}1`));
    stale.resolve(jsonResponse(fakeArtwork({ id: 'ravi', title: 'Monsoon', comments: 0 })));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(tab).toHaveTextContent(`${SCREEN.artwork.comments}1`);
  });
});
