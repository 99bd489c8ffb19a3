// Registers the service worker (src/service-worker/sw.ts, built to /sw.js) once the page has loaded, so its
// download and its precaching never compete with the page's own first load. In the first download of every page:
// kept to the registration (lib/notification-clicks.ts, loaded with the signed-in shell, handles what it says).

export const SERVICE_WORKER_URL = '/sw.js';

/** Called once by main.tsx. Does nothing where there are no service workers (old browsers, plain-http hosts). */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  // The app works the same without it (no offline page, no push): worth a line in the console, no more.
  const register = () => void container.register(SERVICE_WORKER_URL).catch((error) => console.warn(error));
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
