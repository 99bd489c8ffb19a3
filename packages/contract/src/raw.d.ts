// Vite/Vitest `?raw` imports: a file's text (used by messages.test.ts).
declare module '*?raw' {
  const text: string;
  export default text;
}

// Vitest's import.meta.glob, in the one form messages.test.ts uses: every matching file's text by path.
interface ImportMeta {
  glob(pattern: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
}
