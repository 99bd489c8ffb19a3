import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fake-web-socket';
import { fakeToken } from '../test/fixtures';
import { ChatSocket, configureSharedChatSocket, useChatSocket } from './chat-socket';

const latest = () => FakeWebSocket.latest();

function makeSocket(token: string | null = 'jwt') {
  const socket = new ChatSocket({
    token,
    createWebSocket: (url) => new FakeWebSocket(url),
    url: (value) => `ws://kala.test/api/auth/chat/ws?token=${value}`,
  });
  const notices: string[] = [];
  socket.onNotice((message) => notices.push(message));
  return { socket, notices };
}

/** The delays, in ms, after which a new connection attempt is made, while every attempt fails. */
function retryDelays(count: number): number[] {
  const delays: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const before = FakeWebSocket.made.length;
    latest().drop();
    let waited = 0;
    while (FakeWebSocket.made.length === before && waited < 120_000) {
      vi.advanceTimersByTime(500);
      waited += 500;
    }
    delays.push(waited);
  }
  return delays;
}

beforeEach(() => {
  FakeWebSocket.made = [];
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chat socket (docs/product.md#states-and-transitions "Chat socket")', () => {
  it('connects with the token as a query parameter: connecting, then open once the server is ready', () => {
    const { socket } = makeSocket('abc');
    socket.connect();
    expect(latest().url).toBe('ws://kala.test/api/auth/chat/ws?token=abc');
    expect(socket.state).toBe('connecting');
    latest().accept();
    expect(socket.state).toBe('open');
  });

  it('reconnects after 1000 ms × 2^attempts, then stops after 5 attempts with "Max reconnection attempts reached"', () => {
    const { socket, notices } = makeSocket();
    socket.connect();
    latest().accept();
    expect(retryDelays(5)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(socket.state).toBe('connecting');

    latest().drop();
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.made).toHaveLength(6);
    expect(socket.state).toBe('closed');
    expect(socket.givenUpReason).toBe('Max reconnection attempts reached');
    expect(notices.at(-1)).toBe('Max reconnection attempts reached');
    expect(notices.filter((notice) => notice === 'Failed to connect to WebSocket')).toHaveLength(5);
  });

  it('does not retry after close code 4001 (authentication failed)', () => {
    const { socket, notices } = makeSocket();
    socket.connect();
    latest().drop(4001, 'Authentication failed');
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(socket.state).toBe('closed');
    expect(socket.givenUpReason).toBe('Authentication failed');
    expect(notices).toEqual(['Authentication failed']);
  });

  it('resets the attempt count when the connection opens again', () => {
    const { socket } = makeSocket();
    socket.connect();
    latest().accept();
    expect(retryDelays(3)).toEqual([1000, 2000, 4000]);
    expect(socket.attempts).toBe(3);
    latest().accept();
    expect(socket.attempts).toBe(0);
    expect(retryDelays(1)).toEqual([1000]);
  });

  it('a connection the server closes before accepting counts as a failed attempt', () => {
    const { socket } = makeSocket();
    socket.connect();
    // Reached the server, which could not check the token (1011): no 'ready', so the count keeps growing.
    expect(retryDelays(3)).toEqual([1000, 2000, 4000]);
    expect(socket.attempts).toBe(3);
  });

  it('without a token nothing is opened: "No access token provided"', () => {
    const { socket, notices } = makeSocket(null);
    socket.connect();
    expect(FakeWebSocket.made).toHaveLength(0);
    expect(socket.state).toBe('closed');
    expect(notices).toEqual(['No access token provided']);
  });

  it('sends frames as JSON while open; otherwise sends nothing and says "Cannot send, socket not connected"', () => {
    const { socket, notices } = makeSocket();
    socket.connect();
    expect(socket.send({ action: 'typing', receiver_id: 'u2' })).toBe(false);
    expect(notices).toEqual(['Cannot send, socket not connected']);
    latest().accept();
    expect(socket.send({ action: 'message', receiver_id: 'u2', content: 'Namaste', client_id: 'c1' })).toBe(true);
    expect(JSON.parse(latest().sent[0]!)).toEqual({
      action: 'message',
      receiver_id: 'u2',
      content: 'Namaste',
      client_id: 'c1',
    });
  });

  it('passes server frames to listeners', () => {
    const { socket } = makeSocket();
    const frames: unknown[] = [];
    socket.onFrame((frame) => frames.push(frame));
    socket.connect();
    latest().accept();
    latest().receive({ type: 'typing', action: 'typing', sender_id: 'u2' });
    latest().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(frames).toEqual([
      { type: 'ready', action: 'ready', user_id: 'user-1' },
      { type: 'typing', action: 'typing', sender_id: 'u2' },
    ]);
  });

  it('after stop() it stays closed', () => {
    const { socket } = makeSocket();
    socket.connect();
    latest().accept();
    socket.stop();
    expect(latest().closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(socket.state).toBe('closed');
  });

  it('reconnect() starts over after giving up', () => {
    const { socket } = makeSocket();
    socket.connect();
    latest().drop(4001);
    socket.reconnect();
    expect(FakeWebSocket.made).toHaveLength(2);
    latest().accept();
    expect(socket.state).toBe('open');
    expect(socket.givenUpReason).toBeNull();
  });
});

describe('useChatSocket: one socket per signed-in tab', () => {
  beforeEach(() => {
    configureSharedChatSocket({ createWebSocket: (url) => new FakeWebSocket(url) });
  });

  it('components share one socket, which closes once the last lets go', () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const first = renderHook(() => useChatSocket());
    const second = renderHook(() => useChatSocket());
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(first.result.current).toBe(second.result.current);
    first.unmount();
    second.unmount();
    expect(latest().closedWith).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(latest().closedWith).toBe(1000);
  });

  it('signed out there is no socket', () => {
    const { result } = renderHook(() => useChatSocket());
    expect(result.current).toBeNull();
    expect(FakeWebSocket.made).toHaveLength(0);
  });
});
