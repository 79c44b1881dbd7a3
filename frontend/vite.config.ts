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
 * so the loader is a file, not an inline script. It also gets the landing page's own entry
 * (src/landing-main.tsx), which it starts instead for a signed-out visitor on '/'.
 */
function startAppAfterFirstPaint(): Plugin {
  return {
    name: 'cannaverse:start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml(html, context) {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
      // Failing loudly beats silently shipping a page that waits for JavaScript to paint.
      if (!entry) throw new Error('start-after-first-paint: the entry <script type="module"> tag was not found in index.html');
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
      // The landing page's own entry (src/landing-main.tsx), for a signed-out visitor on '/' (issue 14).
      const landing = Object.values(context.bundle ?? {}).find((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith('/src/landing-main.tsx'));
      if (!landing || landing.type !== 'chunk') throw new Error('start-after-first-paint: the landing entry (src/landing-main.tsx) is missing from the bundle');
      const landingAttributes = `data-landing-entry="/${landing.fileName}" data-landing-preload="${landing.imports.map((file) => `/${file}`).join(' ')}"`;
      const loader = `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.map((match) => match[1]).join(' ')}" ${landingAttributes}></script>`;
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
    // Two entries: the whole app (index.html → src/main.tsx) and the landing page alone
    // (src/landing-main.tsx, started by public/boot.js for a visitor on '/'). React and
    // styled-components, which both use, are one shared chunk; the router and Redux, which only the
    // whole app uses, another, so the landing page never downloads them.
    rollupOptions: {
      input: { main: new URL('./index.html', import.meta.url).pathname, landing: new URL('./src/landing-main.tsx', import.meta.url).pathname },
      output: {
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|styled-components|stylis|@emotion|shallowequal|tslib)\//.test(id)) return 'react';
          if (/node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)\//.test(id)) return 'vendor';
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
