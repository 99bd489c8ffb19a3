import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // In development the API and media come from the Kala server (npm run dev starts both).
    proxy: {
      '/api': { target: 'http://localhost:8080', ws: true },
      '/media': 'http://localhost:8080',
    },
  },
  build: {
    // Several builds may run side by side (parallel end-to-end runs): each can name its own folder.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // @kala/contract is plain declarations (schemas, texts, constants). Saying so lets the bundler leave out
        // what a chunk does not use: the shell needs texts and constants, not zod and every schema.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // React and the router change less often than Kala: their own file stays cached across releases. All that
        // the entry needs (the shell and the home page) is one more file, not a dozen small shared chunks that a
        // phone on HTTP/1.1 would fetch a few at a time.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
