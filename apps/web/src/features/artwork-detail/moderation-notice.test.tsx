import { type ArtworkModeration, NOTIFY, SCREEN, VALIDATION } from '@kala/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ArtworkDetailPage } from './artwork-detail-page';

const N = SCREEN.moderation.notice;
const routes = [{ path: '/products/:id', element: <ArtworkDetailPage artworkId="a1" /> }];

const hidden: ArtworkModeration = {
  hidden: true,
  reason: 'copyright',
  note: 'Traced from a book',
  hiddenAt: '2026-11-27T08:00:00.000Z',
  request: null,
};

function render(moderation: ArtworkModeration, uid = 'artist-1') {
  localStorage.setItem('token', fakeToken({ sub: 'ravi', uid }));
  const calls = mockFetch((call) => {
    if (call.url === '/api/artworks/a1') return jsonResponse(fakeArtwork());
    if (call.url === '/api/auth/moderation/artworks/a1' && call.method === 'GET') return jsonResponse(moderation);
    if (call.url === '/api/auth/moderation/artworks/a1/review-request') {
      const { message } = JSON.parse(String(call.body)) as { message: string };
      return jsonResponse(
        { ...moderation, request: { message, createdAt: '2026-11-28T08:00:00.000Z', status: 'open' } },
        201,
      );
    }
    return jsonResponse([]);
  });
  renderRoutes(routes, '/products/a1');
  return calls;
}

describe('Moderation notice on the artist’s own artwork (decision 0028)', () => {
  it('says it is hidden by moderators, with the reason and the note', async () => {
    render(hidden);
    const notice = await screen.findByRole('region', { name: N.title });
    expect(within(notice).getByText(N.reason(NOTIFY.text.moderationReasons.copyright))).toBeVisible();
    expect(within(notice).getByText('Traced from a book')).toBeVisible();
  });

  it('asks for a review with the artist’s words (required), then says it is pending', async () => {
    const calls = render(hidden);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: N.askReview }));
    const dialog = await screen.findByRole('dialog', { name: N.dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: N.send }));
    expect(within(dialog).getByText(VALIDATION.moderation.messageRequired)).toBeVisible();
    await user.type(within(dialog).getByLabelText(N.message), 'I painted it myself in 2019');
    await user.click(within(dialog).getByRole('button', { name: N.send }));
    expect(await screen.findByText(N.pending)).toBeVisible();
    expect(screen.queryByRole('button', { name: N.askReview })).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ message: 'I painted it myself in 2019' });
  });

  it('shows nothing while the artwork is shown, and never asks for someone else’s artwork', async () => {
    const calls = render({ ...hidden, hidden: false, reason: null, note: '', hiddenAt: null });
    expect(await screen.findByRole('heading', { name: 'Monsoon' })).toBeVisible();
    expect(screen.queryByRole('region', { name: N.title })).not.toBeInTheDocument();
    localStorage.clear();
    const other = render(hidden, 'someone-else');
    expect(await screen.findAllByRole('heading', { name: 'Monsoon' })).not.toHaveLength(0);
    expect(other.some((call) => call.url.startsWith('/api/auth/moderation'))).toBe(false);
    expect(calls.some((call) => call.url.startsWith('/api/auth/moderation'))).toBe(true);
  });
});
