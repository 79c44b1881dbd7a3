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
      // A member's '/' is the home feed: its chunk and what it imports are fetched with the entry,
      // not after the entry has run and the router has asked for them.
      const chunks = Object.values(context.bundle ?? {});
      const home = chunks.find((chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => id.endsWith('/src/features/home/HomePage.tsx')));
      if (!home || home.type !== 'chunk') throw new Error('start-after-first-paint: the home page chunk (src/features/home/HomePage.tsx) is missing from the bundle');
      const entryPreloads = new Set(preloads.map((match) => match[1]));
      const homeFiles = new Set<string>();
      const addWithImports = (fileName: string) => {
        if (homeFiles.has(fileName)) return;
        homeFiles.add(fileName);
        const chunk = context.bundle?.[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(addWithImports);
      };
      addWithImports(home.fileName);
      const homePreloads = [...homeFiles].map((file) => `/${file}`).filter((file) => !entryPreloads.has(file));
      const loader = `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${[...entryPreloads].join(' ')}" data-member-preload="${homePreloads.join(' ')}" ${landingAttributes}></script>`;
      let out = html.replace(entry[0], '');
      for (const match of preloads) out = out.replace(match[0], '');
      return out.replace('</body>', `${loader}</body>`);
    },
  };
}

/**
 * Two more shell pages beside index.html (the landing hero painted before any JavaScript, for a
 * visitor on '/'); the gateway picks one per request (services/gateway/src/spa/spa-fallback.ts):
 * - `app.html`: without the hero, for every other path. Chromium paints what it has parsed while
 *   public/boot.js downloads, so a hero boot.js removes was still seen by members for a moment.
 *   Its head preloads the app's entry and start chunks: they download from the moment the HTML is
 *   parsed instead of after boot.js has run (there is no hero to paint first).
 * - `home.html`: app.html that also preloads the home feed's chunk, for '/' with a session cookie.
 * Preloads never execute anything: boot.js still starts the entry after the first frame.
 */
function shellPagesWithoutHero(): Plugin {
  return {
    name: 'cannaverse:shell-pages-without-hero',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('shell-pages-without-hero: index.html is missing from the bundle');
      const html = String(index.source);
      const hero = /<section class="shell-hero">[\s\S]*?<\/section>/;
      // Failing loudly beats shipping members a page that flashes the landing hero.
      if (!hero.test(html)) throw new Error('shell-pages-without-hero: the static <section class="shell-hero"> was not found in index.html');
      const list = (name: string) => (new RegExp(`${name}="([^"]*)"`).exec(html)?.[1] ?? '').split(' ').filter(Boolean);
      const entry = list('data-entry');
      if (entry.length !== 1) throw new Error('shell-pages-without-hero: the boot.js tag has no data-entry');
      const preloads = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
      const withPreloads = (files: string[]) => html.replace(hero, '').replace('</head>', `${preloads(files)}</head>`);
      const appStart = [...entry, ...list('data-preload')];
      this.emitFile({ type: 'asset', fileName: 'app.html', source: withPreloads(appStart) });
      this.emitFile({ type: 'asset', fileName: 'home.html', source: withPreloads([...appStart, ...list('data-member-preload')]) });
    },
  };
}

const SRC = String.raw`/frontend/src/`;
/** What the landing page's own entry shares with the whole app (theme, age gate, buttons, dialogs, toasts, storage). */
const SHELL = new RegExp(SRC + String.raw`(app/(ui/(Button|Dialog)|storage|app-switch|api-error|theme|GlobalStyle|ErrorBoundary|UnhandledRejectionBox)\.|app/toasts/|shared/error-text\.|features/(landing/LandingLink|age-gate/))`);
/** The whole app's start (router, store, session, top bar), for members and for visitors past the landing page. */
const APP_START = new RegExp(SRC + String.raw`(app/(render-app|App|router|store|api|early-requests|ui/(Card|Skeleton|PageSkeleton|Status))\.|features/(accounts/(api|hooks)/|accounts/components/RouteGuards|layout/|onboarding/(OnboardingProvider|tutorial-machine)|messages/api/)|shared/(use-deferred-reveal|when-idle|after-first-paint))`);
/** The home feed and what its cards use (profiles and topic pages show the same cards); not the post forms. */
const HOME_FEED = new RegExp(SRC + String.raw`(features/(home|trending-topics|ads)/|features/posts/(?!components/(CreatePostDialog|EditPostDialog|StrainFields|MediaDropZone)|schemas/|api/upload-media)|features/(membership|profiles)/(api|hooks)/|shared/format\.|app/ui/(Toggle|OneLineComposer|ActionMenu)\.)`);

const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), startAppAfterFirstPaint(), shellPagesWithoutHero(), precompressBuiltFiles()],
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
        // Named groups, highest priority first; a module belongs to the first group that captures it
        // (a group also takes its modules' dependencies unless a higher group has them).
        codeSplitting: {
          groups: [
            { name: 'react', priority: 40, test: /node_modules\/(react|react-dom|scheduler|styled-components|stylis|@emotion|shallowequal|tslib)\// },
            { name: 'vendor', priority: 30, test: /node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)\// },
            // Our own code in a few files, not dozens: on HTTP/1.1 (a phone on the local stack, and
            // Lighthouse) each file costs a round trip on one of six connections (issue 14: the
            // signed-in feed asked for 25 scripts). What the whole app needs to start, and the home feed.
            { name: 'shell', priority: 25, test: SHELL },
            { name: 'app', priority: 20, test: APP_START },
            { name: 'feed', priority: 10, test: HOME_FEED },
          ],
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
