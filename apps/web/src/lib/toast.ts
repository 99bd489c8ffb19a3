// Toasts (docs/product.md#what-kala-does: top-center, dismissible) without sonner in the first load of a page: sonner
// is about 9 kB gzipped, and the home page only toasts after a tap. It loads with the first toast or the first
// interaction, whichever comes first, and the shell's Toaster (app/providers.tsx) is mounted then; sonner shows toasts
// made before its Toaster was mounted as soon as it is.
//
// Screens toast through this module, never through sonner itself. As a safety net, the first interaction with
// the page mounts the Toaster too, so a toast made through sonner directly would still show.

import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { localize } from './i18n';
import { retryImport } from './retry-import';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
let toasterWanted = false;
const listeners = new Set<() => void>();

/** Mounts the shell's Toaster (once). */
export function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

/**
 * A toast whose code could not load for this long (the server unreachable) is dropped rather than shown late,
 * when what it said may no longer be true.
 */
export const TOAST_STALE_MS = 10_000;

function withSonner(show: (sonnerToast: Sonner['toast']) => void): void {
  requestToaster();
  const askedAt = Date.now();
  sonner ??= retryImport(() => import('sonner'));
  void sonner.then((module) => {
    if (Date.now() - askedAt <= TOAST_STALE_MS) show(module.toast);
  });
}

/**
 * sonner's toast, for the calls Kala makes: toast(...), toast.success(...), toast.error(...), toast.dismiss(...).
 * A message is said in the current language (lib/i18n.ts localize): a text a schema or an older reply holds in
 * English is shown in Hindi too.
 */
export const toast = Object.assign(
  (message: string, data?: ExternalToast) => withSonner((t) => t(localize(message), data)),
  {
    success: (message: string, data?: ExternalToast) => withSonner((t) => t.success(localize(message), data)),
    error: (message: string, data?: ExternalToast) => withSonner((t) => t.error(localize(message), data)),
    dismiss: (id?: string | number) => withSonner((t) => t.dismiss(id)),
  },
);

/** Whether the shell should mount the Toaster now. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => toasterWanted,
  );
}

const INTERACTIONS = ['pointerdown', 'keydown', 'click', 'input', 'change', 'submit'] as const;

/** The first interaction with the page mounts the Toaster. Returns the cleanup. */
export function requestToasterOnInteraction(): () => void {
  const onInteraction = () => {
    requestToaster();
    stop();
  };
  const stop = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  return stop;
}
