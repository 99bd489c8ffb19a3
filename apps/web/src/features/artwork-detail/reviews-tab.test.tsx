import type { Artwork, Review } from '@kala/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures';
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
