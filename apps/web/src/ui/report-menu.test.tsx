import { ERR, SCREEN } from '@kala/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../test/fixtures';
import { renderRoutes } from '../test/render-routes';
import { ReportMenu } from './report-menu';

const T = SCREEN.report;

function renderMenu(answer: () => Response) {
  localStorage.setItem('token', fakeToken({ sub: 'asha', uid: 'asha-1' }));
  const calls = mockFetch(answer);
  renderRoutes([{ path: '/', element: <ReportMenu targetType="comment" targetId="c-1" /> }], '/');
  return calls;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: T.moreActions }));
  await user.click(await screen.findByRole('menuitem', { name: T.action }));
  expect(await screen.findByRole('heading', { name: T.title.comment })).toBeVisible();
  return user;
}

describe('ReportMenu', () => {
  it('sends the chosen reason and details, then thanks the person', async () => {
    const report = {
      id: 'r-1',
      targetType: 'comment',
      targetId: 'c-1',
      reason: 'harassment',
      details: 'insults me',
      createdAt: '2026-11-26T07:00:00.000Z',
    };
    const calls = renderMenu(() => jsonResponse(report, 201));
    const user = await openDialog();
    await user.click(screen.getByRole('radio', { name: T.reasons.harassment }));
    await user.type(screen.getByRole('textbox', { name: T.detailsLabel }), 'insults me');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('heading', { name: T.thanksTitle })).toBeVisible();
    const post = calls.find((call) => call.url === '/api/auth/reports');
    expect(post?.method).toBe('POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      targetType: 'comment',
      targetId: 'c-1',
      reason: 'harassment',
      details: 'insults me',
    });
  });

  it('asks for a reason before sending anything', async () => {
    const calls = renderMenu(() => jsonResponse({}, 201));
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.reasonRequired);
    expect(calls.filter((call) => call.url === '/api/auth/reports')).toEqual([]);
  });

  it("shows the server's message when the report is refused, and keeps the form", async () => {
    renderMenu(() => jsonResponse({ message: ERR.cannotReportOwn, code: 'bad_request' }, 400));
    const user = await openDialog();
    await user.click(screen.getByRole('radio', { name: T.reasons.spam }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERR.cannotReportOwn);
    expect(screen.getByRole('button', { name: T.submit })).toBeEnabled();
  });
});
