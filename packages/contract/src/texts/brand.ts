// The app's name and tagline in English. No imports: the web build's config (apps/web/vite.config.ts) reads this
// file for the install manifest, and Vite loads a config's imports as Node does, where a path without its file
// extension cannot be resolved.
export const appName = 'Kala';
export const tagline = 'Indian art marketplace';
