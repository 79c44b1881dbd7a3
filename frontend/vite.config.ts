/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { precompressBuiltFiles } from './build/precompress';

/**
 * The static header and hero in index.html must paint before any JavaScript runs: measured with
 * Lighthouse 12 (mobile), a parser-inserted module script plus modulepreload links often got
 * executed before the first paint, putting first paint at ~3.3 s instead of ~0.8 s. So in the
 * built page public/boot.js starts the entry module (and preloads its imports) right after the
 * first frame. Dev mode (vite serve) keeps the plain module script. CSP is script-src 'self',
 * so the loader is a file, not an inline script.
 */
function startAppAfterFirstPaint(): Plugin {
  return {
    name: 'cannaverse:start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml(html) {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
      // Failing loudly beats silently shipping a page that waits for JavaScript to paint.
      if (!entry) throw new Error('start-after-first-paint: the entry <script type="module"> tag was not found in index.html');
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
      const loader = `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.map((match) => match[1]).join(' ')}"></script>`;
      let out = html.replace(entry[0], '');
      for (const match of preloads) out = out.replace(match[0], '');
      return out.replace('</body>', `${loader}</body>`);
    },
  };
}

const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), startAppAfterFirstPaint(), precompressBuiltFiles()],
  // Shared validation wording and API types come from the workspace's contracts library (source).
  resolve: { alias: { '@cannaverse/contracts': new URL('../libs/contracts/src/index.ts', import.meta.url).pathname } },
  server: {
    proxy: {
      '/api': backend,
      '/media': backend,
      '/ws': { target: backend.replace('http', 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    // One vendor chunk for React + router + Redux that every page shares; each route is its own chunk.
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|react-redux|redux|immer|reselect|styled-components|@emotion|stylis)\//.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // The first test of a file pays for importing the app (~3.5 s alone for HomePage); with the
    // services' tests beside it on 2 shared cores, Vitest's default 5 s cut tests off mid-render.
    testTimeout: 20_000,
  },
});
