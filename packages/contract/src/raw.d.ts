// Vite/Vitest `?raw` imports: a file's text (used by messages.test.ts).
declare module '*?raw' {
  const text: string;
  export default text;
}
