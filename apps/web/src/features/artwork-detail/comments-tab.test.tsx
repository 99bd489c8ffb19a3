import { type Comment, SCREEN } from '@kala/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { CommentsTab } from './comments-tab';

const comment = (n: number): Comment => ({
  id: `comment-${n}`,
  content: `Comment number ${n}`,
  user_id: `user-${n}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  user: { username: `reader${n}`, profileImage: null },
});

const renderTab = () => renderRoutes([{ path: '/', element: <CommentsTab artworkId="art-1" /> }], '/');

// The comments and reviews tabs share one list (tab-list.tsx): its states are proved here once.
describe('Comments tab list', () => {
  it('shows the first page, then the next one after Load more, and no Load more on the last page', async () => {
    mockFetch(({ url }) => {
      if (url.includes('cursor=page2')) return jsonResponse([comment(3)]);
      return new Response(JSON.stringify([comment(1), comment(2)]), {
        headers: {
          'Content-Type': 'application/json',
          Link: '</api/artworks/art-1/comments?cursor=page2>; rel="next"',
        },
      });
    });
    renderTab();
    expect(await screen.findByText('Comment number 1')).toBeInTheDocument();
    expect(screen.queryByText('Comment number 3')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SCREEN.app.loadMore }));
    expect(await screen.findByText('Comment number 3')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: SCREEN.app.loadMore })).not.toBeInTheDocument();
  });

  it('says so when there are no comments yet', async () => {
    mockFetch(() => jsonResponse([]));
    renderTab();
    expect(await screen.findByText(SCREEN.artwork.noComments)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers Try again when the comments cannot load, and shows them once they do', async () => {
    let fail = true;
    mockFetch(() => (fail ? jsonResponse({ error: 'boom' }, 500) : jsonResponse([comment(7)])));
    renderTab();
    const retry = await screen.findByRole('button', { name: SCREEN.app.retry }, { timeout: 5000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Comment number 7')).toBeInTheDocument();
  });
});

describe('posting a comment', () => {
  it('keeps the new comment when a list request asked before it answers after it', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const before = deferred<Response>();
    let lists = 0;
    const posted = { ...comment(9), content: 'The borders are wonderful' };
    mockFetch(({ method }) => {
      if (method === 'POST') return jsonResponse(posted, 201);
      lists += 1;
      // The first list request, asked before the comment existed, answers last, without it.
      return lists === 1 ? before.promise : jsonResponse([posted]);
    });
    const user = userEvent.setup();
    renderTab();
    await user.type(screen.getByLabelText(SCREEN.artwork.commentPlaceholder), 'The borders are wonderful');
    await user.click(screen.getByRole('button', { name: SCREEN.artwork.post }));
    expect(await screen.findByText('The borders are wonderful')).toBeInTheDocument();
    before.resolve(jsonResponse([]));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.getByText('The borders are wonderful')).toBeInTheDocument();
    expect(screen.queryByText(SCREEN.artwork.noComments)).not.toBeInTheDocument();
  });
});
