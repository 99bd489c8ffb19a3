// What the service worker (sw.ts) does with a Web Push message and with a click on the notification it showed.
// Apart from sw.ts so that tests run it with fakes of the worker's registration and clients.

import { SCREEN } from '@kala/contract';

/** The icon a notification shows (the installable app's icon, precached). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** What the page is told when a click on a notification should open `url` in a tab that is already open. */
export interface NavigateMessage {
  type: 'kala:navigate';
  url: string;
}

interface PushContent {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/**
 * The notification for a push message: the server's payload (the contract's pushPayloadSchema: title, body, url,
 * tag, notificationId), read without zod (the worker stays small). A message that is not that JSON (a push
 * service's test, a payload that could not be decrypted) still shows something: the browser requires every push
 * to show a notification, and would show its own generic one otherwise.
 */
export function pushContent(data: { text(): string } | null, origin: string): PushContent {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data.text()) : null;
    if (typeof parsed === 'object' && parsed !== null) payload = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the generic notification below.
  }
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
  return {
    title: text('title') || SCREEN.app.name,
    options: {
      body: text('body'),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      // Same tag, same entry: a second like on one artwork replaces the first notification instead of stacking.
      ...(text('tag') ? { tag: text('tag') } : {}),
      data: { url: sameOriginPath(text('url'), origin) },
    },
  };
}

/**
 * The in-app path of `url` (the payload's absolute link, built from the server's PUBLIC_URL), or '/'. Only the path
 * is kept: PUBLIC_URL may name the same app by another host (a proxy's), the tab to reuse is on this origin, and a
 * notification never opens another site.
 */
export function sameOriginPath(url: string, origin: string): string {
  try {
    const target = new URL(url || '/', origin);
    // '//host/...' would be read as another site's address when opened.
    return target.pathname.startsWith('//') ? '/' : `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}

/** The parts of a window client the click handler uses. */
export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  postMessage(message: NavigateMessage): void;
}

/**
 * A click on a notification: the Kala tab already open is brought forward and shown the page (its router
 * navigates, nothing reloads); without one, a new window opens at the page.
 */
export async function openNotificationTarget(
  path: string,
  origin: string,
  windows: readonly WindowClientLike[],
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  const tab = windows.find((client) => new URL(client.url).origin === origin);
  if (!tab) {
    await openWindow(new URL(path, origin).href);
    return;
  }
  await tab.focus();
  tab.postMessage({ type: 'kala:navigate', url: path });
}
