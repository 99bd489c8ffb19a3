import { type ModerationItem, NOTIFY, SCREEN, VALIDATION } from '@kala/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ModerationPage } from './moderation-page';

const T = SCREEN.moderation;

const item: ModerationItem = {
  targetType: 'comment',
  targetId: '01900000-0000-7000-8000-0000000000c1',
  count: 2,
  reasons: [{ reason: 'harassment', count: 2 }],
  details: ['insults the artist'],
  lastReportedAt: '2026-11-25T08:00:00.000Z',
  owner: { id: 'u-b', username: 'bhavna', suspended: false },
  content: { text: 'you paint like a child', link: '/products/a-1', hidden: false },
};

function renderQueue(items: ModerationItem[]) {
  localStorage.setItem('token', fakeToken({ sub: 'root', uid: 'admin-1', role: 'admin' }));
  const calls = mockFetch((call) => {
    if (call.url === '/api/admin/reports' && call.method === 'GET') return jsonResponse(items);
    return new Response(null, { status: 204 });
  });
  renderRoutes([{ path: '/admin/moderation', element: <ModerationPage /> }], '/admin/moderation');
  return calls;
}

describe('ModerationPage', () => {
  it('shows each reported item with its count, reasons, details, author and the content itself', async () => {
    renderQueue([item]);
    const card = await screen.findByRole('listitem', { name: `${T.kinds.comment} ${T.reportCount(2)}` });
    expect(within(card).getByText('you paint like a child')).toBeVisible();
    expect(within(card).getByText(`${SCREEN.report.reasons.harassment} · 2`)).toBeVisible();
    expect(within(card).getByText('insults the artist')).toBeVisible();
    expect(within(card).getByRole('link', { name: T.by('bhavna') })).toHaveAttribute('href', '/profile/bhavna');
  });

  it('hides the content, dismisses, and suspends the author through the admin API', async () => {
    const calls = renderQueue([item]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.hide }));
    const dialog = await screen.findByRole('dialog', { name: T.hideTitle });
    await user.selectOptions(within(dialog).getByLabelText(T.reason), NOTIFY.text.moderationReasons.spam);
    await user.click(within(dialog).getByRole('button', { name: T.hide }));
    await user.click(await screen.findByRole('button', { name: T.dismiss }));
    await user.click(screen.getByRole('button', { name: T.suspend }));
    const writes = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);
    expect(writes).toEqual([
      'POST /api/admin/moderation/hide',
      'POST /api/admin/reports/dismiss',
      'POST /api/admin/users/u-b/suspension',
    ]);
  });

  it('hiding asks for a reason, and a note for "Other", and sends them (decision 0028)', async () => {
    const calls = renderQueue([item]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.hide }));
    const dialog = await screen.findByRole('dialog', { name: T.hideTitle });
    await user.click(within(dialog).getByRole('button', { name: T.hide }));
    expect(within(dialog).getByText(VALIDATION.moderation.reasonRequired)).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText(T.reason), NOTIFY.text.moderationReasons.other);
    await user.click(within(dialog).getByRole('button', { name: T.hide }));
    expect(within(dialog).getByText(VALIDATION.moderation.noteRequired)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(T.note), 'Insults in every comment');
    await user.click(within(dialog).getByRole('button', { name: T.hide }));
    const hide = calls.find((call) => call.url === '/api/admin/moderation/hide');
    expect(JSON.parse(String(hide?.body))).toEqual({
      targetType: 'comment',
      targetId: item.targetId,
      reason: 'other',
      note: 'Insults in every comment',
    });
  });

  it("shows the author's request for a review and keeps the item hidden on request", async () => {
    const calls = renderQueue([
      {
        ...item,
        targetType: 'artwork',
        count: 0,
        reasons: [],
        details: [],
        content: { text: 'Monsoon', link: '/products/a-1', hidden: true, hiddenReason: 'nudity', hiddenNote: '' },
        reviewRequest: { message: 'A classical study', createdAt: '2026-11-26T08:00:00.000Z', status: 'open' },
      },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('A classical study')).toBeVisible();
    expect(screen.getByText(T.reviewRequested)).toBeVisible();
    expect(screen.getByText(T.hiddenBecause(NOTIFY.text.moderationReasons.nudity))).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.keepHidden }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/reports/dismiss',
    ]);
  });

  it('says all is clear when nothing is reported', async () => {
    renderQueue([]);
    expect(await screen.findByText(T.empty)).toBeVisible();
  });

  it('an upload held as looking like another artist’s work: both works side by side, Publish and Remove (decision 0041)', async () => {
    const work = (id: string, title: string, username: string) => ({
      id,
      title,
      image: { id: `${id}-i`, url: `/media/${'a'.repeat(64)}-640.webp`, widths: [320, 640] },
      artist: { id: `${username}-id`, username },
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    const held: ModerationItem = {
      targetType: 'artwork',
      targetId: '01900000-0000-7000-8000-0000000000a9',
      count: 0,
      reasons: [],
      details: [],
      lastReportedAt: '2026-11-25T09:00:00.000Z',
      owner: { id: 'u-c', username: 'copier', suspended: false },
      content: { text: 'My courtyard', link: '/products/x', hidden: true, hiddenReason: 'copyright', hiddenNote: '' },
      reviewRequest: null,
      hold: {
        upload: work('01900000-0000-7000-8000-0000000000a9', 'My courtyard', 'copier'),
        original: work('01900000-0000-7000-8000-0000000000a1', 'Courtyard at noon', 'meera'),
        distance: 4,
        explanation: 'Painted in the same class',
        createdAt: '2026-11-25T09:00:00.000Z',
      },
    };
    const calls = renderQueue([held]);
    const user = userEvent.setup();
    const upload = await screen.findByRole('figure', { name: `${T.held.upload}: My courtyard` });
    const original = screen.getByRole('figure', { name: `${T.held.original}: Courtyard at noon` });
    expect(within(upload).getByRole('img', { name: 'My courtyard' })).toBeVisible();
    expect(within(original).getByRole('link', { name: T.by('meera') })).toHaveAttribute('href', '/profile/meera');
    expect(screen.getByText('Painted in the same class')).toBeVisible();
    expect(screen.getByText(T.held.distance(4))).toBeVisible();
    // Nothing to dismiss or hide: the moderator publishes or removes it.
    expect(screen.queryByRole('button', { name: T.dismiss })).toBeNull();
    expect(screen.queryByRole('button', { name: T.unhide })).toBeNull();
    await user.click(screen.getByRole('button', { name: T.held.publish }));
    await user.click(screen.getByRole('button', { name: T.held.remove }));
    const writes = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);
    expect(writes).toEqual([
      `POST /api/admin/holds/${held.targetId}/publish`,
      `POST /api/admin/holds/${held.targetId}/remove`,
    ]);
  });
});
