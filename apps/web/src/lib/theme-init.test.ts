import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from '@kala/contract';
import script from '../../public/theme-init.js?raw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// public/theme-init.js runs before the app (a blocking script in <head>) and cannot import the contract, so
// these tests hold it to the contract's key and theme names.

function runWith(saved: string | null, systemDark: boolean) {
  if (saved !== null) localStorage.setItem(THEME_STORAGE_KEY, saved);
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: systemDark })),
  );
  new Function(script)();
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('public/theme-init.js', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    document.documentElement.style.colorScheme = '';
  });

  it('uses the contract storage key and theme names', () => {
    expect(script).toContain(`getItem('${THEME_STORAGE_KEY}')`);
    for (const theme of THEMES) expect(script).toContain(`'${theme}'`);
    expect(script).toContain(`var theme = '${DEFAULT_THEME}'`);
  });

  it('without a saved choice follows the system: dark', () => {
    runWith(null, true);
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('without a saved choice follows the system: light', () => {
    runWith(null, false);
    expect(isDark()).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('a saved choice wins over the system', () => {
    runWith('light', true);
    expect(isDark()).toBe(false);
    document.documentElement.className = '';
    runWith('dark', false);
    expect(isDark()).toBe(true);
  });

  it('ignores a saved value that is not a theme', () => {
    runWith('sepia', true);
    expect(isDark()).toBe(true);
  });
});
