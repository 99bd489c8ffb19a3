import { type AuditEntry, SCREEN } from '@kala/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { AuditPage } from './audit-page';

const T = SCREEN.audit;

const entries: AuditEntry[] = [
  {
    id: '01900000-0000-7000-8000-0000000000a2',
    actor: { id: 'admin-1', username: 'root' },
    action: 'user.update',
    targetType: 'user',
    targetId: '01900000-0000-7000-8000-0000000000b1',
    targetName: 'bhavna',
    fields: ['location', 'role'],
    reports: null,
    createdAt: '2026-11-25T09:00:00.000Z',
  },
  {
    id: '01900000-0000-7000-8000-0000000000a1',
    actor: { id: 'admin-1', username: 'root' },
    action: 'report.dismiss',
    targetType: 'comment',
    targetId: '01900000-0000-7000-8000-0000000000c1',
    targetName: null,
    fields: [],
    reports: 3,
    createdAt: '2026-11-25T08:00:00.000Z',
  },
];

function renderLog(answer: AuditEntry[]) {
  localStorage.setItem('token', fakeToken({ sub: 'root', uid: 'admin-1', role: 'admin' }));
  const calls = mockFetch((call) =>
    call.url.startsWith('/api/admin/audit') ? jsonResponse(answer) : jsonResponse([]),
  );
  renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], '/admin/audit');
  return calls;
}

describe('AuditPage', () => {
  it('lists each action: when, who, what and the target, with what changed; no row actions', async () => {
    const calls = renderLog(entries);
    const table = within(await screen.findByRole('region', { name: T.title })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(table).queryByRole('columnheader', { name: SCREEN.admin.columns.actions })).toBeNull();
    const first = rows[1] as HTMLElement;
    expect(within(first).getByText('@root')).toBeVisible();
    expect(within(first).getByText(T.actions['user.update'])).toBeVisible();
    expect(within(first).getByText('bhavna')).toBeVisible();
    expect(within(first).getByText(T.changed(['location', 'role']))).toBeVisible();
    const second = rows[2] as HTMLElement;
    expect(within(second).getByText(T.actions['report.dismiss'])).toBeVisible();
    expect(within(second).getByText(T.targets.comment)).toBeVisible();
    expect(within(second).getByText(T.reports(3))).toBeVisible();
    expect(calls.some((call) => call.url.startsWith('/api/admin/audit'))).toBe(true);
  });

  it('says so when no admin has acted yet', async () => {
    renderLog([]);
    expect(await screen.findByText(T.empty)).toBeVisible();
  });
});
