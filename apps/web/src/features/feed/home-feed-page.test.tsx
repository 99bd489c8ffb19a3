import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { HomeFeedPage } from './home-feed-page';
import { formatExactTime } from '../../lib/format';

const feedOf = (count: number) =>
  Array.from({ length: count }, (_, i) => fakeArtwork({ id: `a${i}`, title: `Work ${i}` }));

function renderHome() {
  renderRoutes(
    [
      {
        path: '/',
        element: <HomeFeedPage inFeed={<p>Artists in Pune</p>} />,
      },
    ],
    '/',
  );
}

/** The feed's list items in order: a card by its artwork's title, the slot by its text. */
async function feedItems() {
  await screen.findByText('Artists in Pune');
  const list = screen.getAllByRole('list')[0] as HTMLElement;
  return [...list.children].map((item) => item.querySelector('h2, h3, p')?.textContent ?? '');
}

describe('the home feed (issue 39: nothing that arrives late moves what is on screen)', () => {
  it("places a signed-in viewer's in-feed slot after the third card, below the first screen", async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch(() => jsonResponse(feedOf(6)));
    renderHome();
    const items = await feedItems();
    expect(items.indexOf('Artists in Pune')).toBe(3);
    expect(items.slice(0, 3).every((text) => text.startsWith('Work'))).toBe(true);
  });

  it('places it after the last card of a shorter feed', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch(() => jsonResponse(feedOf(2)));
    renderHome();
    const items = await feedItems();
    expect(items.indexOf('Artists in Pune')).toBe(2);
  });
});

describe('a card of the home feed', () => {
  it('says how long ago the work was posted, with the exact date on hover', async () => {
    const posted = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    mockFetch(() => jsonResponse([fakeArtwork({ id: 'a1', title: 'Lotus Pond', createdAt: posted })]));
    renderHome();
    const time = await screen.findByText('about 3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toBe(formatExactTime(new Date(posted)));
  });
});
