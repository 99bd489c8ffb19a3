// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js; registered by
// lib/register-service-worker.ts). It makes Kala installable and:
//  - precaches the app shell (the first load's code and styles, the offline page, the icons), so the offline page
//    and a repeat visit's shell come from the device;
//  - sends every page navigation and every API read to the network first, keeping what came back, and answers
//    with that last copy only when the network fails (offline-copies.ts, decision 0030): online, pages and data
//    are never stale; offline, a reload shows what the person last saw, marked as a copy, or the offline page;
//  - keeps the screens' code and the pictures seen (their names carry their content's hash);
//  - shows Web Push messages (issue 15) and opens the right page when one is clicked.
//
// Written against the DOM typings the rest of the app uses (the WebWorker ones clash with them): the few worker
// types it needs are declared below.

import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerOfflineCopies } from './offline-copies';
import { openNotificationTarget, pushContent, type WindowClientLike } from './push-handlers';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface ServiceWorkerScope {
  readonly __WB_MANIFEST: Array<PrecacheEntry | string>;
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
declare const self: ServiceWorkerScope;

/** The page shown when a navigation cannot reach the server (public/offline.html, precached). */
const OFFLINE_PAGE = '/offline.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerOfflineCopies(OFFLINE_PAGE);

// A new release takes over at once: pages and data come from the network first, so there is no old page for it to
// disagree with; its code and pictures are named by their content.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const { title, options } = pushContent(event.data, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) =>
        openNotificationTarget(typeof url === 'string' ? url : '/', self.location.origin, windows, (href) =>
          self.clients.openWindow(href),
        ),
      ),
  );
});
