import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTheme, startThemeSync, useTheme } from './theme';

/** A controllable `prefers-color-scheme: dark` media query (jsdom has no matchMedia). */
function fakeSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    setDark(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener({ matches: dark });
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('theme', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    document.documentElement.className = '';
    document.documentElement.style.colorScheme = '';
  });
  afterEach(() => stop?.());

  it("defaults to 'system' and follows the operating system", () => {
    fakeSystemTheme(true);
    stop = startThemeSync();
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('system');
    expect(result.current.resolvedTheme).toBe('dark');
  });

  it("updates at once when the OS preference changes while the choice is 'system'", () => {
    const system = fakeSystemTheme(false);
    stop = startThemeSync();
    const { result } = renderHook(() => useTheme());
    expect(isDark()).toBe(false);
    act(() => system.setDark(true));
    expect(isDark()).toBe(true);
    expect(result.current.resolvedTheme).toBe('dark');
    act(() => system.setDark(false));
    expect(isDark()).toBe(false);
  });

  it('a saved choice wins over the OS on load, and OS changes do not override it', () => {
    const system = fakeSystemTheme(true);
    localStorage.setItem('theme', 'light');
    stop = startThemeSync();
    expect(isDark()).toBe(false);
    act(() => system.setDark(false));
    act(() => system.setDark(true));
    expect(isDark()).toBe(false);
  });

  it("setTheme saves under 'theme' and applies at once", () => {
    fakeSystemTheme(false);
    stop = startThemeSync();
    const { result } = renderHook(() => useTheme());
    act(() => result.current.setTheme('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(isDark()).toBe(true);
    expect(result.current.theme).toBe('dark');
    act(() => setTheme('system'));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(isDark()).toBe(false);
  });

  it("follows another tab's choice", () => {
    fakeSystemTheme(false);
    stop = startThemeSync();
    const { result } = renderHook(() => useTheme());
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(isDark()).toBe(true);
    expect(result.current.theme).toBe('dark');
  });

  it("ignores a saved value that is not a theme and uses 'system'", () => {
    fakeSystemTheme(true);
    localStorage.setItem('theme', 'sepia');
    stop = startThemeSync();
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('system');
    expect(isDark()).toBe(true);
  });

  it('colours the browser bar with the theme in effect', () => {
    fakeSystemTheme(false);
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#000000';
    document.head.append(meta);
    stop = startThemeSync();
    const light = meta.content;
    act(() => setTheme('dark'));
    expect(meta.content).not.toBe(light);
    meta.remove();
  });
});
