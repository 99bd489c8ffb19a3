import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Screens load parts of themselves lazily (the sidebar, menus, schemas), and a module's first import in a run is
// transformed on demand: on a busy machine that can take longer than the library's default wait of 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in module state and replays them to the next Toaster: start each test without any.
  toast.dismiss();
  localStorage.clear();
  // A request public/preload.js started (lib/preloaded-answer.ts) belongs to the test that started it.
  window.__kalaFirstAnswer = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
