// Test fixtures for notifications: reading a person's list and unread count, and the outbox rows queued for them.
import type { Notification } from '@kala/contract';
import type { TestUser } from '../../../test/factories';
import type { TestApp } from '../../../test/helpers';

export async function listOf(t: TestApp, user: Pick<TestUser, 'auth'>, query = ''): Promise<Notification[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/notifications${query}`, headers: user.auth });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json() as Notification[];
}

export async function unreadOf(t: TestApp, user: Pick<TestUser, 'auth'>): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/notifications/unread', headers: user.auth });
  return (res.json() as { count: number }).count;
}

export function outboxOf(t: TestApp, userId: string) {
  return t.deps.db
    .selectFrom('outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
