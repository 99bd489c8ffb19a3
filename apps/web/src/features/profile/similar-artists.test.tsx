import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { SimilarArtists } from './similar-artists';

const artist = (username: string, name: string) => ({ id: `id-${username}`, username, name, profileImage: null });

describe('Artists you may like (docs/product.md#for-you)', () => {
  it("shows each artist's name and @username, leading to their profile", async () => {
    const calls = mockFetch(() =>
      jsonResponse({ artists: [artist('meera_n', 'Meera Nair'), artist('kabir', 'Kabir Rao')] }),
    );
    renderRoutes([{ path: '/', element: <SimilarArtists userId="u1" /> }], '/');
    const section = await screen.findByRole('region', { name: 'Artists you may like' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile/meera_n', '/profile/kabir']);
    expect(links[0]).toHaveTextContent('Meera Nair@meera_n');
    expect(calls[0]?.url).toMatch(/^\/api\/users\/u1\/similar-artists/);
  });
});
