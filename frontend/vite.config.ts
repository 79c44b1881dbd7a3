/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});
