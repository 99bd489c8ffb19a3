// The chat's tests (features/chat): Asha (ME) signed in, in a conversation with Ravi (PEER), the live connection a
// FakeWebSocket the test drives.

import type { UserProfile } from '@kala/contract';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { ChatRoute } from '../app/routes/chat-route';
import { configureSharedChatSocket } from '../lib/chat-socket';
import { FakeWebSocket } from './fake-web-socket';
import { fakeToken } from './fixtures';
import { renderRoutes } from './render-routes';

export const ME = 'user-1';
export const PEER = 'user-2';

/** Ravi as GET /api/user/{id} answers. */
export const ravi: UserProfile = {
  id: PEER,
  name: 'Ravi Kumar',
  username: 'ravi',
  profileImage: null,
  bio: '',
  location: 'Pune',
  gender: 'male',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  followers: 0,
  following: 0,
};

/** For each test (in beforeEach): Asha signed in, and the chat's socket a new FakeWebSocket. */
export function signInToChat(): void {
  FakeWebSocket.made = [];
  configureSharedChatSocket({ createWebSocket: (url) => new FakeWebSocket(url) });
  localStorage.setItem('token', fakeToken({ sub: 'asha', uid: ME }));
  // jsdom does not scroll.
  Element.prototype.scrollTo = () => {};
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

/** The chat with Ravi, opened at /chat/{PEER}; `leadsTo` is a page the chat may go on to (the inbox, the checkout). */
export function renderChat(leadsTo: RouteObject) {
  return renderRoutes([{ path: '/chat/:peerId', element: <ChatRoute /> }, leadsTo], `/chat/${PEER}`);
}
