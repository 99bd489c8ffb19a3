// The chat's live connection, WebSocket /api/auth/chat/ws?token=<token> (docs/product.md#states-and-transitions "Chat
// socket", docs/product.md#api-calls, docs/product.md#messages, docs/product.md#constants-and-limits). States
// connecting, open, closed. A lost connection is retried after 1000 ms × 2^attempts (at most 30 s), up to 5 times;
// close code 4001 (authentication failed) is never retried; the attempt count resets on open. One socket per signed-in
// tab, shared by the shell (unread badge) and the chat screens through useChatSocket.
//
// "Open" means the server has accepted the token (its 'ready' frame), not merely that the TCP connection is up:
// a server that answers and then closes at once (it could not check the token) must count as a failed attempt,
// or the client would retry every second forever.

import { type ChatClientFrame, type ChatServerFrame, SOCKET, socketReconnectDelayMs, MSG } from '@kala/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { API_BASE } from './api-client';
import { useAuth } from './auth-store';

export type ChatSocketState = 'connecting' | 'open' | 'closed';

/** The part of the browser's WebSocket the chat uses; tests pass a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const WEBSOCKET_OPEN = 1;

export interface ChatSocketOptions {
  token: string | null;
  /** Makes the WebSocket; the browser's by default. */
  createWebSocket?: (url: string) => WebSocketLike;
  /** The ws(s):// address; by default this page's host. */
  url?: (token: string) => string;
}

/** ws://host/api/auth/chat/ws?token=... on this page's host (wss:// on https pages). */
export function chatSocketUrl(token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${API_BASE}/auth/chat/ws?token=${encodeURIComponent(token)}`;
}

function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    // The server is ours and speaks the contract; a frame without a type is ignored rather than trusted.
    return typeof frame === 'object' && frame !== null && typeof (frame as { type?: unknown }).type === 'string'
      ? (frame as ChatServerFrame)
      : null;
  } catch {
    return null;
  }
}

export class ChatSocket {
  private readonly token: string | null;
  private readonly createWebSocket: (url: string) => WebSocketLike;
  private readonly url: (token: string) => string;
  private socket: WebSocketLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private currentState: ChatSocketState = 'closed';
  private attemptCount = 0;
  private givenUp: string | null = null;
  private readonly frameListeners = new Set<(frame: ChatServerFrame) => void>();
  private readonly stateListeners = new Set<() => void>();
  private readonly noticeListeners = new Set<(message: string) => void>();

  constructor({ token, createWebSocket, url = chatSocketUrl }: ChatSocketOptions) {
    this.token = token;
    this.createWebSocket = createWebSocket ?? ((address) => new WebSocket(address));
    this.url = url;
  }

  get state(): ChatSocketState {
    return this.currentState;
  }

  /** Reconnect attempts made since the connection was last open. */
  get attempts(): number {
    return this.attemptCount;
  }

  /**
   * Why it stopped trying, once closed for good: no token, the token refused (4001), or every reconnect attempt
   * failed. Null while connected or retrying. `reconnect()` tries again.
   */
  get givenUpReason(): string | null {
    return this.givenUp;
  }

  connect(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (!this.token) {
      this.giveUp(MSG.socket.noAccessToken);
      return;
    }
    this.givenUp = null;
    this.setState('connecting');
    let socket: WebSocketLike;
    try {
      socket = this.createWebSocket(this.url(this.token));
    } catch {
      this.notify(MSG.socket.connectFailed);
      this.setState('closed');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (!frame || socket !== this.socket) return;
      if (frame.type === 'ready') {
        this.attemptCount = 0;
        this.setState('open');
      }
      for (const listener of this.frameListeners) listener(frame);
    };
    // A failed connection also fires 'close', where it is handled once.
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.socket = null;
      const wasOpen = this.currentState === 'open';
      this.setState('closed');
      if (this.stopped) return;
      if (event.code === SOCKET.authFailedCloseCode) {
        this.giveUp(event.reason || MSG.socket.noAccessToken);
        return;
      }
      if (!wasOpen) this.notify(MSG.socket.connectFailed);
      this.scheduleReconnect();
    };
  }

  /** Starts over after giving up (the browser came back online, the user asked): attempts from zero. */
  reconnect(): void {
    if (this.stopped || this.socket || this.retryTimer !== undefined) return;
    this.attemptCount = 0;
    this.connect();
  }

  /** Closes for good: no reconnect. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
    this.setState('closed');
  }

  /** Sends a frame when open. Otherwise nothing is sent, 'Cannot send, socket not connected' is reported, and false returned. */
  send(frame: ChatClientFrame): boolean {
    if (this.currentState !== 'open' || this.socket?.readyState !== WEBSOCKET_OPEN) {
      this.notify(MSG.socket.notConnected);
      return false;
    }
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  onFrame(listener: (frame: ChatServerFrame) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** The spec's socket messages (docs/product.md#messages), as they happen. */
  onNotice(listener: (message: string) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  private scheduleReconnect(): void {
    if (this.attemptCount >= SOCKET.maxReconnectAttempts) {
      this.giveUp(MSG.socket.maxReconnects);
      return;
    }
    const delay = socketReconnectDelayMs(this.attemptCount);
    this.attemptCount += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }

  private giveUp(reason: string): void {
    this.givenUp = reason;
    this.currentState = 'closed';
    this.emitState();
    this.notify(reason);
  }

  private setState(next: ChatSocketState): void {
    if (next === this.currentState) return;
    this.currentState = next;
    this.emitState();
  }

  private emitState(): void {
    for (const listener of this.stateListeners) listener();
  }

  private notify(message: string): void {
    // Every notice is logged; screens decide which deserve a toast (a user on the home page does not need to
    // hear that the chat connection is retrying).
    console.warn(`[chat] ${message}`);
    for (const listener of this.noticeListeners) listener(message);
  }
}

// ── One socket per signed-in tab ─────────────────────────────────────────────

let shared: { socket: ChatSocket; token: string; users: number; closeTimer?: ReturnType<typeof setTimeout> } | null =
  null;
let sharedOptions: Omit<ChatSocketOptions, 'token'> = {};
const onOnline = () => shared?.socket.reconnect();

/** Tests: how the shared socket makes its WebSocket. Closes the current one, so the next user starts afresh. */
export function configureSharedChatSocket(options: Omit<ChatSocketOptions, 'token'>): void {
  sharedOptions = options;
  if (shared) {
    clearTimeout(shared.closeTimer);
    shared.socket.stop();
    window.removeEventListener('online', onOnline);
    shared = null;
  }
}

/** Keeps the last user's socket a moment after the last component lets go: a re-render or remount reuses it. */
const RELEASE_DELAY_MS = 1000;

function acquire(token: string): ChatSocket {
  if (shared && shared.token !== token) {
    shared.socket.stop();
    clearTimeout(shared.closeTimer);
    shared = null;
  }
  if (!shared) {
    const socket = new ChatSocket({ ...sharedOptions, token });
    shared = { socket, token, users: 0 };
    window.addEventListener('online', onOnline);
    socket.connect();
  }
  clearTimeout(shared.closeTimer);
  shared.users += 1;
  return shared.socket;
}

function release(socket: ChatSocket): void {
  if (shared?.socket !== socket) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  const current = shared;
  current.closeTimer = setTimeout(() => {
    if (shared !== current || current.users > 0) return;
    current.socket.stop();
    window.removeEventListener('online', onOnline);
    shared = null;
  }, RELEASE_DELAY_MS);
}

/** The tab's chat socket while signed in (connected on first use), else null. */
export function useChatSocket(): ChatSocket | null {
  const { token } = useAuth();
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  useEffect(() => {
    if (!token) return;
    const acquired = acquire(token);
    setSocket(acquired);
    return () => {
      release(acquired);
      setSocket(null);
    };
  }, [token]);
  return socket;
}

const closedSubscribe = () => () => {};

/** The socket's state, re-rendering when it changes; 'closed' without a socket. */
export function useChatSocketState(socket: ChatSocket | null): ChatSocketState {
  const subscribe = useCallback(
    (listener: () => void) => (socket ? socket.onStateChange(listener) : closedSubscribe()),
    [socket],
  );
  // No socket on the server, nor while the browser hydrates the page it drew.
  return useSyncExternalStore(
    subscribe,
    () => socket?.state ?? 'closed',
    () => 'closed',
  );
}

/** Why the socket stopped retrying, or null (see ChatSocket.givenUpReason). */
export function useChatSocketGivenUpReason(socket: ChatSocket | null): string | null {
  const subscribe = useCallback(
    (listener: () => void) => (socket ? socket.onStateChange(listener) : closedSubscribe()),
    [socket],
  );
  return useSyncExternalStore(
    subscribe,
    () => socket?.givenUpReason ?? null,
    () => null,
  );
}

/** Calls `onFrame` with every server frame while mounted; the latest `onFrame` is used without resubscribing. */
export function useChatFrames(socket: ChatSocket | null, onFrame: (frame: ChatServerFrame) => void): void {
  const latest = useRef(onFrame);
  useLayoutEffect(() => {
    latest.current = onFrame;
  });
  useEffect(() => socket?.onFrame((frame) => latest.current(frame)), [socket]);
}
