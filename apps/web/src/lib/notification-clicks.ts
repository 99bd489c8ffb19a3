// A click on a push notification while Kala is open in a tab: the service worker (service-worker/push-handlers.ts)
// brings the tab forward and tells it the page; the app goes there through the router, without a reload. Push
// reaches signed-in people only, so the signed-in shell listens (not the first download of every page).

import type { NavigateMessage } from '../service-worker/push-handlers';
import { navigateTo } from './navigation';

function isNavigateMessage(data: unknown): data is NavigateMessage {
  const message = data as Partial<NavigateMessage> | null;
  return (
    message?.type === 'kala:navigate' &&
    typeof message.url === 'string' &&
    message.url.startsWith('/') &&
    !message.url.startsWith('//')
  );
}

/** Follows the service worker's "open this page" messages until the returned cleanup runs. */
export function followNotificationClicks(container: EventTarget | undefined = navigator.serviceWorker): () => void {
  if (!container) return () => {};
  const onMessage = (event: Event) => {
    const { data } = event as MessageEvent;
    if (isNavigateMessage(data)) navigateTo(data.url);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
