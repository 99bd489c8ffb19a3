import { DEFAULT_NOTIFICATION_SETTINGS, type Notification, type NotificationSettings } from '@kala/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSharedChatSocket } from '../../lib/chat-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { deferred, type FetchCall, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { NotificationSettingsPage } from './notification-settings-page';
import { useNotificationSync } from './notification-sync';
import { applicationServerKey } from './notifications.api';
import { groupByDay, NotificationsPage } from './notifications-page';
import { useNotificationUnreadCount } from './notifications-unread.api';

let sequence = 0;
function notification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `0193a0a0-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'like',
    actor: { id: '0193a0a0-0000-7000-8000-aaaaaaaaaaaa', username: 'priya_sharma', profileImage: null },
    artwork: { id: '0193a0a0-0000-7000-8000-bbbbbbbbbbbb', title: 'Monsoon', image: null },
    orderId: null,
    text: 'priya_sharma liked "Monsoon"',
    createdAt: new Date().toISOString(),
    readAt: null,
    count: 1,
    ...overrides,
  };
}

// What a person has before changing anything: e-mail for reviews, sales, orders and messages; push for all.
const SETTINGS: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS;

const body = (call: FetchCall) => JSON.parse(String(call.body));

beforeEach(() => {
  FakeWebSocket.made = [];
  configureSharedChatSocket({ createWebSocket: (url) => new FakeWebSocket(url) });
  localStorage.setItem('token', fakeToken({ sub: 'asha', uid: 'user-1' }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function Bell() {
  useNotificationSync();
  return <p>bell: {useNotificationUnreadCount()}</p>;
}

function ListWithSync() {
  useNotificationSync();
  return <NotificationsPage />;
}

describe("the shell's bell", () => {
  it('comes from GET /api/auth/notifications/unread and counts up live from the socket, without a reload', async () => {
    let count = 2;
    const calls = mockFetch(() => jsonResponse({ count }));
    renderRoutes([{ path: '/', element: <Bell /> }], '/');
    expect(await screen.findByText('bell: 2')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/auth/notifications/unread');

    // Connected: what came while it was down is fetched once.
    act(() => FakeWebSocket.latest().accept());
    await waitFor(() => expect(calls).toHaveLength(2));

    count = 3;
    act(() =>
      FakeWebSocket.latest().receive({ type: 'notification', action: 'notification', notification: notification() }),
    );
    expect(await screen.findByText('bell: 3')).toBeInTheDocument();
  });

  it('is announced to screen readers once when the count goes up: not the first count, not a refetch or redraw', async () => {
    let count = 2;
    mockFetch(() => jsonResponse({ count }));
    renderRoutes([{ path: '/', element: <Bell /> }], '/');
    const region = document.getElementById('kala-announcer')!;
    const said: string[] = [];
    new MutationObserver((records) =>
      said.push(...records.flatMap((record) => [...record.addedNodes].map((node) => node.textContent ?? ''))),
    ).observe(region, { childList: true, characterData: true, subtree: true });
    expect(await screen.findByText('bell: 2')).toBeInTheDocument();
    act(() => FakeWebSocket.latest().accept());

    count = 3;
    const arrives = () =>
      act(() =>
        FakeWebSocket.latest().receive({ type: 'notification', action: 'notification', notification: notification() }),
      );
    arrives();
    expect(await screen.findByText('bell: 3')).toBeInTheDocument();
    // A collapsed entry: fetched again, the count is the same.
    arrives();
    await waitFor(() => expect(said).toEqual(['3 unread notifications']));
    count = 4;
    arrives();
    expect(await screen.findByText('bell: 4')).toBeInTheDocument();
    await waitFor(() => expect(said).toEqual(['3 unread notifications', '4 unread notifications']));
  });

  it('a notification that comes while the first count is on its way is counted (that answer is stale)', async () => {
    const first = deferred<Response>();
    let count = 0;
    const calls = mockFetch(() => (calls.length === 1 ? first.promise : jsonResponse({ count })));
    renderRoutes([{ path: '/', element: <Bell /> }], '/');
    act(() => FakeWebSocket.latest().accept());
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));

    // The like lands after the first request left: its answer (0) no longer holds.
    count = 1;
    act(() =>
      FakeWebSocket.latest().receive({ type: 'notification', action: 'notification', notification: notification() }),
    );
    first.resolve(jsonResponse({ count: 0 }));
    expect(await screen.findByText('bell: 1')).toBeInTheDocument();
  });

  it("takes the count the socket's ready frame says, without asking again; a request on its way is dropped", async () => {
    const first = deferred<Response>();
    const calls = mockFetch(() => first.promise);
    renderRoutes([{ path: '/', element: <Bell /> }], '/');
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => FakeWebSocket.latest().accept('user-1', { messages: 0, notifications: 4 }));
    expect(await screen.findByText('bell: 4')).toBeInTheDocument();
    // The first count, asked before the socket heard everything, answers late with less: it is not taken.
    first.resolve(jsonResponse({ count: 3 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('bell: 4')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('is 0 while signed out', async () => {
    localStorage.removeItem('token');
    const calls = mockFetch(() => jsonResponse({ count: 5 }));
    renderRoutes([{ path: '/', element: <Bell /> }], '/');
    expect(await screen.findByText('bell: 0')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('the notifications page', () => {
  it("lists entries grouped Today / Earlier with the server's text, time, thumbnail and unread dot", async () => {
    const today = notification({ text: 'ravi started following you', type: 'follow', artwork: null });
    const old = notification({
      text: 'meera commented on "Monsoon"',
      type: 'comment',
      createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      readAt: new Date().toISOString(),
    });
    mockFetch(() => jsonResponse([today, old]));
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    const todayGroup = await screen.findByRole('region', { name: 'Today' });
    const earlier = screen.getByRole('region', { name: 'Earlier' });
    const first = within(todayGroup).getByRole('link', { name: /ravi started following you/ });
    expect(first).toHaveAttribute('href', `/profile/${today.actor!.id}`);
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(within(first).getByText('less than a minute ago')).toBeInTheDocument();
    const second = within(earlier).getByRole('link', { name: /meera commented/ });
    expect(second).toHaveAttribute('href', `/product/${old.artwork!.id}`);
    expect(within(second).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(second).getByText('3 days ago')).toBeInTheDocument();
  });

  it('opening the list marks what it shows read (the bell clears), keeping their dots for the visit', async () => {
    const entry = notification({ type: 'sale', text: 'rahul bought "Monsoon"' });
    const calls = mockFetch((call) => {
      if (call.method === 'POST') return jsonResponse({ read: 1, count: 0 });
      return call.url.endsWith('/unread') ? jsonResponse({ count: 1 }) : jsonResponse([entry]);
    });
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    const row = await screen.findByRole('link', { name: /rahul bought/ });
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/auth/notifications/read');
    expect(body(post)).toEqual({ ids: [entry.id] });
    expect(within(row).getByText('Unread')).toBeInTheDocument();
  });

  it('an entry that arrived while the list is open is marked read when opened, and leads to its page', async () => {
    // What the server holds: nothing, then the entry that arrives live.
    let stored: Notification[] = [];
    const calls = mockFetch((call) => {
      if (call.method === 'POST') return jsonResponse({ read: 1, count: 0 });
      return call.url.endsWith('/unread') ? jsonResponse({ count: stored.length }) : jsonResponse(stored);
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/notifications', element: <ListWithSync /> },
        { path: '/me/orders', element: <p>Orders page</p> },
      ],
      '/notifications',
    );
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    act(() => FakeWebSocket.latest().accept());
    const live = notification({ type: 'order', text: 'Your order of "Monsoon" was shipped' });
    stored = [live];
    act(() => FakeWebSocket.latest().receive({ type: 'notification', action: 'notification', notification: live }));
    await user.click(await screen.findByRole('link', { name: /was shipped/ }));
    expect(router.state.location.pathname).toBe('/me/orders');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(body(calls.find((call) => call.method === 'POST')!)).toEqual({ ids: [live.id] });
  });

  it('Mark all read clears every dot at once and posts {}', async () => {
    const entries = [notification(), notification({ text: 'kavya liked "Dusk"' })];
    let read = false;
    const calls = mockFetch((call) => {
      if (call.method === 'POST') {
        read = true;
        return jsonResponse({ read: 2, count: 0 });
      }
      return jsonResponse(entries.map((entry) => ({ ...entry, readAt: read ? new Date().toISOString() : null })));
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    expect(await screen.findAllByText('Unread')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map(body)).toContainEqual({});
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it("says 'No notifications yet' when there are none, and offers a retry when loading fails", async () => {
    let fail = true;
    mockFetch(() => (fail ? jsonResponse({ message: 'down', code: 'x' }, 500) : jsonResponse([])));
    const user = userEvent.setup();
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    expect(await screen.findByText('Could not load your notifications', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('loads the next page from the Link header', async () => {
    const first = notification({ text: 'first page entry' });
    const second = notification({ text: 'second page entry' });
    const calls = mockFetch((call) =>
      call.url.includes('cursor=')
        ? jsonResponse([second])
        : new Response(JSON.stringify([first]), {
            headers: { 'Content-Type': 'application/json', Link: '</api/auth/notifications?cursor=abc>; rel="next"' },
          }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    await screen.findByText('first page entry');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('second page entry')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/auth/notifications?cursor=abc&limit=24');
  });
});

describe('groupByDay', () => {
  it("splits on India's calendar day whatever this device's zone, keeping the order", () => {
    // 09:00 in India on 25 November; India's day began at 18:30 UTC the day before.
    const now = new Date('2026-11-25T03:30:00.000Z');
    const a = notification({ createdAt: '2026-11-24T18:35:00.000Z' });
    const b = notification({ createdAt: '2026-11-24T18:25:00.000Z' });
    expect(groupByDay([a, b], now)).toEqual({ today: [a], earlier: [b] });
  });
});

describe('the notification settings page', () => {
  it('shows e-mail and push per type and saves a flipped switch with PATCH', async () => {
    const calls = mockFetch((call) =>
      call.method === 'PATCH'
        ? jsonResponse({ ...SETTINGS, like: { email: true, push: true } })
        : jsonResponse(SETTINGS),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/s', element: <NotificationSettingsPage /> }], '/s');
    const likeEmail = await screen.findByRole('switch', { name: 'E-mail for Likes on your artworks' });
    expect(likeEmail).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail for Sales of your artworks' })).toBeChecked();
    await user.click(likeEmail);
    expect(likeEmail).toBeChecked();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/auth/notification-settings');
    expect(body(patch)).toEqual({ like: { email: true } });
  });

  it('puts a switch back when the server refuses', async () => {
    mockFetch((call) =>
      call.method === 'PATCH' ? jsonResponse({ message: 'nope', code: 'x' }, 400) : jsonResponse(SETTINGS),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/s', element: <NotificationSettingsPage /> }], '/s');
    const push = await screen.findByRole('switch', { name: 'Push for Messages' });
    await user.click(push);
    await waitFor(() => expect(push).toBeChecked());
  });

  it('hides when one is active in chat with PUT /api/auth/chat/presence-settings (decision 0029)', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/auth/chat/presence-settings') {
        return jsonResponse(call.method === 'PUT' ? { hidden: true } : { hidden: false });
      }
      return jsonResponse(SETTINGS);
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/s', element: <NotificationSettingsPage /> }], '/s');
    const shown = await screen.findByRole('switch', { name: 'Show when you are active' });
    expect(shown).toBeChecked();
    await user.click(shown);
    expect(shown).not.toBeChecked();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/auth/chat/presence-settings');
    expect(body(put)).toEqual({ hidden: true });
  });

  it('never asks for push permission before the button is pressed; says so where push cannot work', async () => {
    const requestPermission = vi.fn();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    mockFetch(() => jsonResponse(SETTINGS));
    renderRoutes([{ path: '/s', element: <NotificationSettingsPage /> }], '/s');
    // jsdom has no service workers: this browser cannot do push.
    expect(await screen.findByText(/This browser cannot show push notifications/)).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key into bytes', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
