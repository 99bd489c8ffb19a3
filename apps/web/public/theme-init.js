// Runs before the first paint (a blocking classic script in <head>): applies the saved theme so that a dark
// page never flashes light. It cannot import @kala/contract, so the storage key and theme names below mirror
// THEME_STORAGE_KEY and THEMES; src/lib/theme-init.test.ts fails if they drift apart. lib/theme.ts takes over
// once the app has loaded.
(() => {
  var theme = 'system';
  var saved = null;
  try {
    saved = window.localStorage.getItem('theme');
    if (saved === 'light' || saved === 'dark' || saved === 'system') theme = saved;
  } catch (_error) {
    // Storage can be blocked (privacy settings); the system preference still applies.
  }
  var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
