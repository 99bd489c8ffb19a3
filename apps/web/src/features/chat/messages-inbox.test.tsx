import type { Conversation } from '@kala/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSharedChatSocket } from '../../lib/chat-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { useChatSync, useChatUnreadCount } from './chat-sync';
import { MessagesInbox } from './messages-inbox';

function conversation(peerId: string, name: string, overrides: Partial<Conversation> = {}): Conversation {
  return {
    peer: { id: peerId, username: name.toLowerCase(), name, profileImage: null },
    lastMessage: {
      id: `last-${peerId}`,
      sender_id: peerId,
      receiver_id: 'user-1',
      content: `Hello from ${name}`,
      timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
      status: 'sent',
      read_at: null,
    },
    unread: 0,
    ...overrides,
  };
}

beforeEach(() => {
  FakeWebSocket.made = [];
  configureSharedChatSocket({ createWebSocket: (url) => new FakeWebSocket(url) });
  localStorage.setItem('token', fakeToken({ sub: 'asha', uid: 'user-1' }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('Messages inbox', () => {
  it('lists conversations as the server orders them (newest first), with previews, times and unread counts', async () => {
    const ravi = conversation('u2', 'Ravi', { unread: 2 });
    const meera = conversation('u3', 'Meera', {
      lastMessage: { ...conversation('u3', 'Meera').lastMessage, sender_id: 'user-1', receiver_id: 'u3' },
    });
    mockFetch(() => jsonResponse([ravi, meera]));
    renderRoutes([{ path: '/messages', element: <MessagesInbox /> }], '/messages');

    const rows = await screen.findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/chat/u2', '/chat/u3']);
    expect(within(rows[0]!).getByText('Hello from Ravi')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 unread')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('You: Hello from Meera')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('says so when there are no conversations yet', async () => {
    mockFetch(() => jsonResponse([]));
    renderRoutes([{ path: '/messages', element: <MessagesInbox /> }], '/messages');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});

function UnreadBadge() {
  useChatSync();
  return <p>unread: {useChatUnreadCount()}</p>;
}

describe("the shell's unread count", () => {
  it('comes from GET /api/auth/chat/unread and follows new messages over the socket', async () => {
    let unread = 1;
    const calls = mockFetch(() => jsonResponse({ unread }));
    renderRoutes([{ path: '/', element: <UnreadBadge /> }], '/');
    expect(await screen.findByText('unread: 1')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/auth/chat/unread');

    unread = 2;
    act(() => {
      FakeWebSocket.latest().accept();
      FakeWebSocket.latest().receive({
        type: 'message',
        action: 'message',
        id: 'm2',
        sender_id: 'u2',
        receiver_id: 'user-1',
        content: 'Hi',
        timestamp: new Date().toISOString(),
        read_at: null,
      });
    });
    expect(await screen.findByText('unread: 2')).toBeInTheDocument();

    unread = 0;
    act(() =>
      FakeWebSocket.latest().receive({
        type: 'read',
        action: 'read',
        sender_id: 'user-1',
        author_id: 'u2',
        read_at: new Date().toISOString(),
      }),
    );
    await waitFor(() => expect(screen.getByText('unread: 0')).toBeInTheDocument());
  });

  it("takes the count the socket's ready frame says, without asking again", async () => {
    const calls = mockFetch(() => jsonResponse({ unread: 1 }));
    renderRoutes([{ path: '/', element: <UnreadBadge /> }], '/');
    expect(await screen.findByText('unread: 1')).toBeInTheDocument();
    act(() => FakeWebSocket.latest().accept('user-1', { messages: 5, notifications: 0 }));
    expect(await screen.findByText('unread: 5')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/chat/unread']);
  });
});
