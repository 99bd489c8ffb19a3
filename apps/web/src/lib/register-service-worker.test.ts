import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

/** A window with a fake service worker container, loaded or still loading. */
function fakeWindow(readyState: DocumentReadyState) {
  const register = vi.fn(async () => ({}));
  const win = new EventTarget() as EventTarget & { navigator: unknown; document: unknown };
  win.navigator = { serviceWorker: { register } };
  win.document = { readyState };
  return { win: win as unknown as Window, register };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js only once the page has loaded, not during the first load', () => {
    const { win, register } = fakeWindow('loading');
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('registers at once when the page has already loaded', () => {
    const { win, register } = fakeWindow('complete');
    registerServiceWorker(win);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    const win = { navigator: {}, document: { readyState: 'complete' } } as unknown as Window;
    expect(() => registerServiceWorker(win)).not.toThrow();
  });
});
