// A WebSocket that a test drives: the server accepting the token (ready), sending frames, closing with a code.
// Used through ChatSocket's createWebSocket option (lib/chat-socket.ts).

import type { WebSocketLike } from '../lib/chat-socket';

export class FakeWebSocket implements WebSocketLike {
  static made: FakeWebSocket[] = [];
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.made.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The frames the client sent, parsed. */
  get frames(): Array<Record<string, unknown>> {
    return this.sent.map((data) => JSON.parse(data));
  }

  /** The server accepted the token; Kala's server says the badges' counts with it (`unread`). */
  accept(userId = 'user-1', unread?: { messages: number; notifications: number }) {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.receive({ type: 'ready', action: 'ready', user_id: userId, ...(unread ? { unread } : {}) });
  }

  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection ended (or never came up) with `code`. */
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }
}
