import type { ChatMessage } from '@kala/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, PEER, ravi, renderChat, signInToChat } from '../../test/chat-fixtures';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { deferred, type FetchCall, fakeToken, holdTimeouts, jsonResponse, mockFetch } from '../../test/fixtures';
import { clearUnsentMessages } from './chat-outbox';
import { presenceText } from './chat-header';
import { chatKeys } from './chat-unread.api';

function message(id: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    sender_id: ME,
    receiver_id: PEER,
    content: `message ${id}`,
    timestamp: new Date().toISOString(),
    status: 'sent',
    read_at: null,
    ...overrides,
  };
}

/** A message as the socket delivers it: the server's copy of Asha's own, unless `fields` make it Ravi's. */
function messageFrame(id: string, fields: Record<string, unknown>) {
  return { type: 'message', action: 'message', ...message(id), ...fields };
}

/** Ravi's receipt for having read Asha's messages, as the socket delivers it. */
const ravisReadReceipt = (readAt: string) => ({
  type: 'read',
  action: 'read',
  sender_id: PEER,
  author_id: ME,
  read_at: readAt,
});

interface Server {
  history?: () => Response | Promise<Response>;
  peer?: () => Response | Promise<Response>;
  presence?: () => Response | Promise<Response>;
}

function serve({
  history = () => jsonResponse([]),
  peer = () => jsonResponse(ravi),
  presence = () => jsonResponse({ online: true, lastSeenAt: null }),
}: Server = {}) {
  return mockFetch((call: FetchCall) => {
    if (call.url === `/api/user/${PEER}`) return peer();
    if (call.url === `/api/auth/chat/presence/${PEER}`) return presence();
    if (call.url.startsWith(`/api/auth/chat/history/${PEER}`)) return history();
    if (call.url === `/api/auth/chat/read/${PEER}`) return jsonResponse({ read: 1, unread: 0 });
    if (call.url === '/api/auth/chat/unread') return jsonResponse({ unread: 0 });
    return jsonResponse({ message: 'Not found', code: 'not_found' }, 404);
  });
}

const openChat = () => renderChat({ path: '/messages', element: <p>Inbox</p> });

/** A conversation with Ravi with nothing said yet, open and drawn (its socket not yet accepted): `user` types in it. */
async function openEmptyChat() {
  serve();
  const user = userEvent.setup();
  const { router } = openChat();
  await screen.findByText('Say hello to Ravi Kumar');
  return { user, router };
}

const socket = () => FakeWebSocket.latest();
const composer = () => screen.getByPlaceholderText('Type a message...');
const bubbles = () =>
  within(screen.getByRole('log'))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.status);

beforeEach(() => {
  signInToChat();
  clearUnsentMessages();
});

describe('chat window (docs/product.md#chat)', () => {
  it("shows 'Loading your chat...' until the signed-in user's id is known", () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha', uid: undefined }));
    serve();
    openChat();
    expect(screen.getByText('Loading your chat...')).toBeInTheDocument();
  });

  it("shows 'Loading chat...' until the history loads, then own messages right and the peer's left", async () => {
    const history = deferred<Response>();
    serve({ history: () => history.promise });
    openChat();
    expect(await screen.findByText('Loading chat...')).toBeInTheDocument();
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(await screen.findByText('Active now')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Connecting...' })).toBeInTheDocument();

    history.resolve(
      jsonResponse([
        message('m1', { content: 'Namaste Ravi', timestamp: '2026-03-01T09:05:00.000Z' }),
        message('m2', {
          content: 'Namaste!',
          sender_id: PEER,
          receiver_id: ME,
          timestamp: '2026-03-01T09:07:00.000Z',
          read_at: '2026-03-01T09:08:00.000Z',
        }),
      ]),
    );
    await screen.findByText('Namaste Ravi');
    const [own, peer] = bubbles();
    expect(own).toHaveAttribute('data-own', 'true');
    expect(peer).not.toHaveAttribute('data-own');
    expect(within(own!).getByText('Sent')).toBeInTheDocument();
    // Hour and minute.
    expect(own!.querySelector('time')?.textContent).toMatch(/^\d{1,2}:\d{2}\s?(am|pm)$/i);

    act(() => socket().accept());
    expect(screen.getByRole('img', { name: 'Connected' })).toBeInTheDocument();
  });

  it("sends with Enter as 'sending' with a temporary client_id; the server's copy replaces it, once", async () => {
    const { user } = await openEmptyChat();
    act(() => socket().accept());

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(composer(), '   ');
    expect(send).toBeDisabled();
    await user.clear(composer());

    await user.type(composer(), 'Is the Warli canvas available?{Shift>}{Enter}{/Shift}It is lovely');
    expect(composer()).toHaveValue('Is the Warli canvas available?\nIt is lovely');
    expect(socket().frames.filter((frame) => frame.action === 'message')).toHaveLength(0);
    await user.type(composer(), '{Enter}');

    expect(composer()).toHaveValue('');
    const frame = socket().frames.find((sent) => sent.action === 'message')!;
    expect(frame).toMatchObject({ receiver_id: PEER, content: 'Is the Warli canvas available?\nIt is lovely' });
    expect(frame.client_id).toEqual(expect.any(String));
    expect(bubbles()).toHaveLength(1);
    expect(within(bubbles()[0]!).getByText('Sending')).toBeInTheDocument();

    act(() => socket().receive(messageFrame('server-1', { content: frame.content, client_id: frame.client_id })));
    expect(bubbles()).toHaveLength(1);
    expect(within(bubbles()[0]!).getByText('Sent')).toBeInTheDocument();

    // Ravi reads it: the ticks turn to read.
    act(() => socket().receive(ravisReadReceipt(new Date(Date.now() + 1000).toISOString())));
    expect(within(bubbles()[0]!).getByText('Read')).toBeInTheDocument();
  });

  it("announces each of the other person's new messages once, not the history nor its own, however often it redraws", async () => {
    serve({
      history: () => jsonResponse([message('old', { content: 'From before', sender_id: PEER, receiver_id: ME })]),
    });
    openChat();
    await screen.findByText('From before');
    const region = document.getElementById('kala-announcer')!;
    const said: string[] = [];
    const observer = new MutationObserver((records) =>
      said.push(...records.flatMap((r) => [...r.addedNodes].map((n) => n.textContent ?? ''))),
    );
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    act(() => socket().accept());
    const incoming = (id: string, content: string) =>
      act(() => socket().receive(messageFrame(id, { sender_id: PEER, receiver_id: ME, content })));

    incoming('new-1', 'Is it still available?');
    await screen.findByText('Is it still available?');
    // Redraws: the typing indicator, the same message again (a reconnect's replay), a read receipt.
    act(() => socket().receive({ type: 'typing', action: 'typing', sender_id: PEER }));
    incoming('new-1', 'Is it still available?');
    act(() => socket().receive(ravisReadReceipt(new Date().toISOString())));
    incoming('new-2', 'I can pick it up');
    await screen.findByText('I can pick it up');
    await waitFor(() => expect(said).toEqual(['Ravi Kumar: Is it still available?', 'Ravi Kumar: I can pick it up']));
    observer.disconnect();
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it("signals typing on keystrokes, throttled, and shows the peer's 'typing...' for 2 s", async () => {
    const { user } = await openEmptyChat();
    act(() => socket().accept());

    await user.type(composer(), 'abc');
    expect(socket().frames.filter((frame) => frame.action === 'typing')).toEqual([
      { action: 'typing', receiver_id: PEER },
    ]);

    const timers = holdTimeouts(2000);
    act(() => socket().receive({ type: 'typing', action: 'typing', sender_id: PEER }));
    expect(screen.getByText('typing...')).toBeInTheDocument();
    expect(screen.queryByText('Active now')).not.toBeInTheDocument();
    act(() => timers.elapse());
    expect(screen.getByText('Active now')).toBeInTheDocument();
  });

  it("shows the other person's presence: 'Active now' with a green dot, 'Active N min ago', or nothing", async () => {
    serve({ presence: () => jsonResponse({ online: true, lastSeenAt: null }) });
    const first = openChat();
    expect(await screen.findByText('Active now')).toBeInTheDocument();
    expect(screen.getByTestId('presence-dot')).toBeInTheDocument();
    // One's own connection is no longer what the header shows as the peer's.
    expect(screen.getByRole('img', { name: 'Connecting...' })).toBeInTheDocument();
    first.unmount();

    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000 - 10_000).toISOString();
    serve({ presence: () => jsonResponse({ online: false, lastSeenAt: fiveMinutesAgo }) });
    const second = openChat();
    expect(await screen.findByText('Active 5 min ago')).toBeInTheDocument();
    expect(screen.queryByTestId('presence-dot')).not.toBeInTheDocument();
    second.unmount();

    // Hidden, blocked or never seen: nothing, and no dot.
    serve({ presence: () => jsonResponse({ online: false, lastSeenAt: null }) });
    const { queryClient } = openChat();
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(chatKeys.presence(PEER))).toBeDefined());
    expect(screen.queryByText(/^Active/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('presence-dot')).not.toBeInTheDocument();
  });

  it('words how long ago the peer was here', () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    const ago = (ms: number) => ({ online: false, lastSeenAt: new Date(now - ms).toISOString() });
    expect(presenceText(undefined, now)).toBeNull();
    expect(presenceText({ online: true, lastSeenAt: null }, now)).toBe('Active now');
    expect(presenceText({ online: false, lastSeenAt: null }, now)).toBeNull();
    expect(presenceText(ago(20_000), now)).toBe('Active just now');
    expect(presenceText(ago(5 * 60_000), now)).toBe('Active 5 min ago');
    expect(presenceText(ago(3 * 3_600_000 + 60_000), now)).toBe('Active 3 h ago');
    expect(presenceText(ago(26 * 3_600_000), now)).toBe('Active yesterday');
    expect(presenceText(ago(3 * 86_400_000), now)).toBe('Active 3 days ago');
  });

  it('the emoji picker offers the 8 emojis and appends the chosen one', async () => {
    const { user } = await openEmptyChat();
    await user.type(composer(), 'Beautiful');
    await user.click(screen.getByRole('button', { name: 'Add an emoji' }));
    const picker = await screen.findByRole('dialog');
    expect(within(picker).getAllByRole('button')).toHaveLength(8);
    await user.click(within(picker).getByRole('button', { name: '🎨' }));
    expect(composer()).toHaveValue('Beautiful🎨');
  });

  it('opening the conversation marks what the peer sent as read', async () => {
    const calls = serve({
      history: () => jsonResponse([message('m1', { sender_id: PEER, receiver_id: ME, content: 'Hello?' })]),
    });
    openChat();
    await screen.findByText('Hello?');
    await waitFor(() => expect(calls.some((call) => call.url === `/api/auth/chat/read/${PEER}`)).toBe(true));
    expect(calls.find((call) => call.url === `/api/auth/chat/read/${PEER}`)!.method).toBe('POST');
  });

  it('messages written while not connected wait, say so, and go out in order once connected', async () => {
    const { user } = await openEmptyChat();

    await user.type(composer(), 'Hi?{Enter}');
    await user.type(composer(), 'Framed?{Enter}');
    expect(composer()).toHaveValue('');
    expect(bubbles().map((bubble) => bubble.dataset.status)).toEqual(['queued', 'queued']);
    expect(within(bubbles()[0]!).getAllByText('Sends when you are back online').length).toBeGreaterThan(0);
    // Waiting is not an error: nothing to retry, no error said.
    expect(screen.queryByText('Cannot send, socket not connected')).not.toBeInTheDocument();
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    expect(socket().frames.filter((frame) => frame.action === 'message')).toEqual([]);

    act(() => socket().accept());
    await waitFor(() => expect(bubbles().map((bubble) => bubble.dataset.status)).toEqual(['sending', 'sending']));
    const frames = socket().frames.filter((frame) => frame.action === 'message');
    expect(frames.map((frame) => frame.content)).toEqual(['Hi?', 'Framed?']);
    // Their client_ids are the ones they waited with: the server's copies replace them, once.
    act(() => socket().receive(messageFrame('server-1', { content: 'Hi?', client_id: frames[0]!.client_id })));
    const statusOf = (text: string) => screen.getByText(text).closest('li')?.dataset.status;
    await waitFor(() => expect(statusOf('Hi?')).toBe('sent'));
    expect(statusOf('Framed?')).toBe('sending');
    expect(bubbles()).toHaveLength(2);
  });

  it('a message the device kept while offline is still waiting after a reload; one that was on its way shows as not sent', async () => {
    localStorage.setItem(
      'kala-chat-outbox',
      JSON.stringify({
        [`${ME}\n${PEER}`]: [
          { ...message('c-1', { content: 'Written offline', client_id: 'c-1' }), status: 'queued' },
          { ...message('c-2', { content: 'Was on its way', client_id: 'c-2' }), status: 'sending' },
        ],
      }),
    );
    // The page loads anew: the outbox module reads what the device kept (React and the auth store anew with it).
    vi.resetModules();
    const outbox = await import('./chat-outbox');
    const { logout } = await import('../../lib/auth-store');
    const { act, renderHook } = await import('@testing-library/react');
    const { result } = renderHook(() => outbox.useUnsentMessages(ME, PEER));
    const kept = () => result.current[0].map(({ content, status }) => ({ content, status }));
    expect(kept()).toEqual([
      { content: 'Written offline', status: 'queued' },
      { content: 'Was on its way', status: 'failed' },
    ]);
    // Signing out forgets them, on the device too.
    act(() => logout());
    expect(kept()).toEqual([]);
    expect(localStorage.getItem('kala-chat-outbox')).toBeNull();
  });

  it('after a reconnect the history is fetched again and each message still shows once', async () => {
    let historyCalls = 0;
    const stored = message('m1', {
      content: 'Before the drop',
      timestamp: new Date(Date.now() - 60_000).toISOString(),
    });
    const missed = message('m2', { content: 'While you were away', sender_id: PEER, receiver_id: ME });
    serve({
      history: () => {
        historyCalls += 1;
        return jsonResponse(historyCalls === 1 ? [stored] : [stored, missed]);
      },
    });
    openChat();
    await screen.findByText('Before the drop');
    act(() => socket().accept());
    await waitFor(() => expect(historyCalls).toBe(2));

    const timers = holdTimeouts(1000);
    act(() => socket().drop(1001));
    expect(screen.getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    act(() => timers.elapse());
    act(() => socket().accept());
    expect(await screen.findByText('While you were away')).toBeInTheDocument();
    expect(screen.getAllByText('Before the drop')).toHaveLength(1);
    expect(bubbles()).toHaveLength(2);
  });

  // A message the person sent is never silently lost: the unsent ones live outside the window (chat-outbox.ts),
  // so leaving the chat and coming back, or any remount, keeps them.
  it('a message waiting for the connection is still there after leaving the chat and coming back, and goes out', async () => {
    const { user, router } = await openEmptyChat();
    await user.type(composer(), 'Are you there?{Enter}');
    expect(bubbles()[0]!.dataset.status).toBe('queued');

    await act(() => router.navigate('/messages'));
    expect(await screen.findByText('Inbox')).toBeInTheDocument();
    await act(() => router.navigate(`/chat/${PEER}`));
    await screen.findByPlaceholderText('Type a message...');
    const bubble = screen.getByText('Are you there?').closest('li')!;
    expect(bubble.dataset.status).toBe('queued');

    act(() => socket().accept());
    await waitFor(() => expect(socket().frames.filter((frame) => frame.action === 'message')).toHaveLength(1));
    expect(socket().frames.find((frame) => frame.action === 'message')).toMatchObject({ content: 'Are you there?' });
  });

  it('a message on its way when the connection is lost for good shows as not sent, with a retry', async () => {
    const { user } = await openEmptyChat();
    act(() => socket().accept());
    await user.type(composer(), 'Are you there?{Enter}');
    expect(bubbles()[0]!.dataset.status).toBe('sending');
    // The server refuses the token again: the socket gives up ('closed').
    act(() => socket().drop(4001, 'Unauthorized'));
    await waitFor(() => expect(within(bubbles()[0]!).getByText('Not sent')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a message still sending when the chat is left shows once, as sent, when the history has it', async () => {
    const stored: ChatMessage[] = [];
    serve({ history: () => jsonResponse(stored) });
    const user = userEvent.setup();
    const { router } = openChat();
    await screen.findByText('Say hello to Ravi Kumar');
    act(() => socket().accept());
    await user.type(composer(), 'On its way{Enter}');
    expect(within(bubbles()[0]!).getByText('Sending')).toBeInTheDocument();
    const frame = socket().frames.find((sent) => sent.action === 'message')!;

    await act(() => router.navigate('/messages'));
    await screen.findByText('Inbox');
    // The server stored it while no window was listening for its copy.
    stored.push(message('server-1', { content: 'On its way', client_id: String(frame.client_id) }));
    await act(() => router.navigate(`/chat/${PEER}`));
    await screen.findByText('On its way');
    await waitFor(() => expect(within(bubbles()[0]!).getByText('Sent')).toBeInTheDocument());
    expect(bubbles()).toHaveLength(1);
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
  });

  // What the window shows must outlive an outage: an error screen would take the unsent messages and the
  // composer's text out of sight (e2e chat.spec "after the server restarts").
  it('the peer failing to load again during an outage keeps the conversation: the unsent message and the typed text', async () => {
    let serverUp = true;
    serve({
      peer: () => (serverUp ? jsonResponse(ravi) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const user = userEvent.setup();
    const { queryClient } = openChat();
    await screen.findByText('Say hello to Ravi Kumar');
    act(() => socket().accept());

    serverUp = false;
    act(() => socket().drop(1001));
    await user.type(composer(), 'Still there?{Enter}');
    expect(bubbles()[0]!.dataset.status).toBe('queued');
    await user.type(composer(), 'Half-typed');
    // The peer is asked for again (say, a change elsewhere invalidated every query) and cannot be fetched.
    await act(() => queryClient.invalidateQueries({ queryKey: chatKeys.peer(PEER) }));
    await waitFor(() => expect(queryClient.getQueryState(chatKeys.peer(PEER))?.status).toBe('error'));

    expect(screen.queryByText('Failed to load this chat')).not.toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(bubbles()[0]!.dataset.status).toBe('queued');
    expect(composer()).toHaveValue('Half-typed');
  });
});
