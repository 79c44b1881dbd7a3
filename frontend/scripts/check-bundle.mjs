// Budget check: the JavaScript a first-time visitor downloads for the landing page (the entry
// chunk, everything it imports statically, and the landing route's chunk with its imports),
// gzipped, must stay at or under 170 KB. Run after `vite build`.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 170;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
const collect = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
};
collect('index.html');
collect('src/features/landing/LandingPage.tsx');
// The classic loader that starts the app after the first paint (public/boot.js) is JavaScript too.
if (existsSync(path.join(dist, 'boot.js'))) files.add('boot.js');

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${file.padEnd(48)} ${(size / 1024).toFixed(1)} KB gz`);
}
const kb = total / 1024;
console.log(`Landing page initial JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
