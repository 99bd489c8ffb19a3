import type { Artwork, Review } from '@kala/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ReviewsTab } from './reviews-tab';

const review = (username: string, verifiedPurchase: boolean): Review => ({
  id: `review-${username}`,
  rating: 5,
  comment: `Review by ${username}`,
  createdAt: '2025-05-04T10:00:00.000Z',
  reviewer: { username, profileImage: null },
  verifiedPurchase,
});

describe('Reviews tab', () => {
  it("a review from a buyer of a delivered order carries 'Verified purchase'; others do not", async () => {
    mockFetch(() => jsonResponse([review('meena', true), review('kabir', false)]));
    const artwork = { id: 'art-1', title: 'Monsoon Ghats' } as unknown as Artwork;
    renderRoutes([{ path: '/', element: <ReviewsTab artwork={artwork} isOwner={false} /> }], '/');
    const verified = (await screen.findByText('Review by meena')).closest('li') as HTMLElement;
    expect(within(verified).getByText('Verified purchase')).toBeInTheDocument();
    const other = screen.getByText('Review by kabir').closest('li') as HTMLElement;
    expect(within(other).queryByText('Verified purchase')).not.toBeInTheDocument();
  });
});

describe("Reviews tab: one's own review (issue 35)", () => {
  const artwork = { id: 'art-1', artistId: 'artist-1' } as unknown as Artwork;
  const renderTab = () => renderRoutes([{ path: '/', element: <ReviewsTab artwork={artwork} isOwner={false} /> }], '/');

  /** A server with at most one review by asha, answering the tab's calls as the real one does. */
  function server(initial: Review | null) {
    let mine = initial;
    const calls = mockFetch(async ({ url, method, body }) => {
      if (url.startsWith('/api/auth/reviews/artwork/')) return jsonResponse(mine);
      if (url.startsWith('/api/reviews/artwork/')) return jsonResponse(mine ? [mine] : []);
      if (method === 'POST' && url === '/api/auth/reviews') {
        const sent = JSON.parse(String(body));
        mine = { ...review('asha', false), rating: sent.rating, comment: sent.comment };
        return jsonResponse(mine, 201);
      }
      if (method === 'PUT' && mine) {
        const sent = JSON.parse(String(body));
        mine = { ...mine, rating: sent.rating, comment: sent.comment };
        return jsonResponse(mine);
      }
      if (method === 'DELETE') {
        mine = null;
        return new Response(null, { status: 204 });
      }
      return jsonResponse({ message: 'unexpected', code: 'not_found' }, 404);
    });
    return calls;
  }

  it('after posting, the form gives way to the review with Edit review and Delete review', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    server(null);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Write your review...'), 'Warm colours');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    const mine = await screen.findByRole('region', { name: 'Your review' });
    expect(within(mine).getByText('Warm colours')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Edit review' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('keeps the posted review in the list when a list request asked before it answers after it', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const before = deferred<Response>();
    let lists = 0;
    let mine: Review | null = null;
    mockFetch(({ url, method, body }) => {
      if (url.startsWith('/api/auth/reviews/artwork/')) return jsonResponse(mine);
      if (method === 'POST') {
        mine = { ...review('asha', false), comment: JSON.parse(String(body)).comment };
        return jsonResponse(mine, 201);
      }
      lists += 1;
      // The first list request, asked before the review existed, answers last, without it.
      return lists === 1 ? before.promise : jsonResponse(mine ? [mine] : []);
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Write your review...'), 'Warm colours');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await screen.findByRole('region', { name: 'Your review' });
    before.resolve(jsonResponse([]));
    // In the list as well as in the form's place.
    await waitFor(() => expect(screen.getAllByText('Warm colours')).toHaveLength(2));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.getAllByText('Warm colours')).toHaveLength(2);
  });

  it('an earlier review shows in place of the form; Edit review saves the new text', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = server(review('asha', false));
    const user = userEvent.setup();
    renderTab();
    const mine = await screen.findByRole('region', { name: 'Your review' });
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Edit review' }));
    const text = screen.getByLabelText('Write your review...');
    expect(text).toHaveValue('Review by asha');
    await user.clear(text);
    await user.type(text, 'Even better in person');
    await user.click(screen.getByRole('button', { name: 'Save review' }));

    const saved = await screen.findByRole('region', { name: 'Your review' });
    expect(within(saved).getByText('Even better in person')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/auth/reviews/review-asha');
    expect(JSON.parse(String(put?.body))).toEqual({ rating: 5, comment: 'Even better in person' });
  });

  it('Delete review asks once more, then the form comes back and the review leaves the list', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = server(review('asha', false));
    const user = userEvent.setup();
    renderTab();
    const mine = await screen.findByRole('region', { name: 'Your review' });
    await user.click(within(mine).getByRole('button', { name: 'Delete review' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument();
    expect(screen.queryByText('Review by asha')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/auth/reviews/review-asha');
  });
});
