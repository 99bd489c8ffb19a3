// Theme (docs/product.md#what-kala-does): light, dark or system, saved in local storage under 'theme', applied at once.
// 'system' follows the operating system and updates when it changes; a saved value wins on load. public/theme-init.js
// applies the saved theme before the first paint; this module keeps it right afterwards.

import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '@kala/contract';
import { useSyncExternalStore } from 'react';

export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
// The browser chrome colour of each theme: the page background (index.css --background).
const THEME_COLOR: Record<ResolvedTheme, string> = { light: '#fbf7f1', dark: '#16110e' };

function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** The saved choice, or the default 'system'. */
export function getStoredTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return theme;
}

interface ThemeState {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
}

function readState(): ThemeState {
  const theme = getStoredTheme();
  return { theme, resolvedTheme: resolveTheme(theme) };
}

let state: ThemeState | null = null;
const listeners = new Set<() => void>();

function applyToDocument(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  // Two theme-color tags (light and dark media) come from index.html; both take the chosen theme's colour
  // so a user's choice that differs from the OS still colours the browser bar right.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLOR[resolved];
  }
}

/** Re-reads the saved choice and the OS preference, applies them, and tells subscribers when they changed. */
function sync(): void {
  const next = readState();
  applyToDocument(next.resolvedTheme);
  if (next.theme !== state?.theme || next.resolvedTheme !== state?.resolvedTheme) {
    state = next;
    for (const listener of listeners) listener();
  }
}

/** Saves the choice and applies it at once. */
export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice still applies to this page.
  }
  sync();
}

/**
 * Applies the theme and keeps it right: follows OS changes while the choice is 'system' and other tabs'
 * choices through the storage event. Called once by main.tsx; returns the cleanup (for tests).
 */
export function startThemeSync(): () => void {
  sync();
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) sync();
  };
  media?.addEventListener('change', sync);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', sync);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ThemeState {
  state ??= readState();
  return state;
}

/**
 * What a page rendered on the server was drawn with (entry-server.tsx): the server cannot know the choice; React
 * hydrates with this, then draws the browser's own.
 */
const SERVER_STATE: ThemeState = Object.freeze({ theme: 'system', resolvedTheme: 'light' });
const serverSnapshot = () => SERVER_STATE;

export interface ThemeControls extends ThemeState {
  setTheme: (theme: Theme) => void;
}

/** The chosen theme ('system' included), what it resolves to now, and the setter. */
export function useTheme(): ThemeControls {
  const current = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
  return { ...current, setTheme };
}
