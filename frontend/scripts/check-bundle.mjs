// Budget check (issue 14): the JavaScript a signed-out visitor downloads for the landing page —
// the landing entry (src/landing-main.tsx, which public/boot.js starts on '/' for a visitor),
// everything it imports statically, and boot.js itself — must stay at or under 100 KB gzipped.
// Prints each chunk with what it holds (its sources grouped by package, by share of source text)
// and checks that the build left brotli and gzip copies beside each file (the gateway sends those).
// Run after `vite build`.
//   node scripts/check-bundle.mjs [--dist DIR] [--budget KB]      (LANDING_BUDGET_KB also sets the budget)
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const LANDING_BUDGET_KB = 100;
export const LANDING_ENTRY = 'src/landing-main.tsx';

const { values } = parseArgs({ options: { dist: { type: 'string' }, budget: { type: 'string' } } });
const dist = path.resolve(values.dist ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const budgetKb = Number(values.budget ?? (process.env.LANDING_BUDGET_KB || LANDING_BUDGET_KB));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

if (!manifest[LANDING_ENTRY]?.isEntry) {
  console.error(`The landing entry ${LANDING_ENTRY} is not an entry of this build (vite.config.ts rollupOptions.input)`);
  process.exit(1);
}
const files = new Set();
const collect = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
};
collect(LANDING_ENTRY);
// The classic loader that starts the landing entry after the first paint is JavaScript too.
if (existsSync(path.join(dist, 'boot.js'))) files.add('boot.js');

/** The chunk's sources grouped by npm package (or "app"), each with its share of the source text. */
function holds(file) {
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return '';
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const groups = new Map();
  map.sources.forEach((source, i) => {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? 'app code';
    groups.set(pkg, (groups.get(pkg) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  const total = [...groups.values()].reduce((a, b) => a + b, 0) || 1;
  return [...groups.entries()].sort((a, b) => b[1] - a[1]).map(([pkg, size]) => `${pkg} ${Math.round((size / total) * 100)}%`).join(', ');
}

let total = 0;
const missingCopies = [];
console.log(`Landing page initial JavaScript (${LANDING_ENTRY} and its static imports, boot.js):`);
for (const file of files) {
  const body = readFileSync(path.join(dist, file));
  const size = gzipSync(body, { level: 9 }).length;
  total += size;
  const what = holds(file);
  console.log(`  ${file.padEnd(44)} ${(size / 1024).toFixed(1).padStart(6)} KB gz${what ? `  holds: ${what}` : ''}`);
  if (body.length >= 1024 && !(existsSync(path.join(dist, `${file}.br`)) && existsSync(path.join(dist, `${file}.gz`)))) missingCopies.push(file);
}
const kb = total / 1024;
console.log(`Landing page initial JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${budgetKb} KB)`);
let failed = false;
if (kb > budgetKb) {
  console.error(`Over budget by ${(kb - budgetKb).toFixed(1)} KB: move what only signed-in screens use out of the landing entry's imports`);
  failed = true;
}
if (missingCopies.length) {
  console.error(`No precompressed .br/.gz copy beside: ${missingCopies.join(', ')} (frontend/build/precompress.ts runs in vite build)`);
  failed = true;
}

// The signed-in home's start (the scripts home.html loads with the page) holds no form library:
// forms load when their dialog first opens (app/ui/lazy-dialog.tsx). A post card's report form
// once brought formik and yup into it (issue 28: +28 KB gzipped, the feed's largest paint later).
const FORM_LIBRARIES = /node_modules\/(formik|yup)\//;
const homePage = path.join(dist, 'home.html');
if (existsSync(homePage)) {
  const homeScripts = [...new Set(readFileSync(homePage, 'utf8').match(/assets\/[^"' ]+\.js/g) ?? [])];
  const withForms = homeScripts.filter((file) => {
    const mapFile = path.join(dist, `${file}.map`);
    return existsSync(mapFile) && JSON.parse(readFileSync(mapFile, 'utf8')).sources.some((source) => FORM_LIBRARIES.test(source));
  });
  console.log(`Signed-in home start: ${homeScripts.length} scripts, ${withForms.length ? `form libraries in ${withForms.join(', ')}` : 'no form library'}`);
  if (withForms.length) {
    console.error(`formik or yup in the signed-in home's start (${withForms.join(', ')}): open the form that needs it through lazyDialog`);
    failed = true;
  }
}
if (failed) process.exit(1);
