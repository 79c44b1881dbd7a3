// The landing budget check itself (issue 14): over 100 KB gzipped it must fail and still print
// the chunk breakdown; a build without the precompressed copies fails too. Synthetic builds in a
// temporary directory, so this runs before (and independently of) `vite build`.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-bundle.mjs');
const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build whose landing entry imports one chunk of `vendorBytes` incompressible bytes. */
function fakeBuild(vendorBytes, { precompressed = true, homeSources = null } = {}) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'cv-bundle-check-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    'assets/landing-a1.js': Buffer.from('import "./vendor-b2.js";\n'.repeat(60)),
    'assets/vendor-b2.js': randomBytes(vendorBytes),
  };
  for (const [file, body] of Object.entries(files)) {
    writeFileSync(path.join(dist, file), body);
    if (precompressed) {
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
    }
  }
  if (homeSources) {
    // The member's shell page and the chunk it preloads, with that chunk's source map.
    writeFileSync(path.join(dist, 'home.html'), '<link rel="modulepreload" href="/assets/feed-d4.js"><script src="/boot.js"></script>');
    writeFileSync(path.join(dist, 'assets/feed-d4.js'), 'export {};\n');
    writeFileSync(path.join(dist, 'assets/feed-d4.js.map'), JSON.stringify({ version: 3, sources: homeSources, sourcesContent: homeSources.map(() => ''), mappings: '' }));
  }
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify({
    'src/landing-main.tsx': { file: 'assets/landing-a1.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-b2.js' },
    'index.html': { file: 'assets/main-c3.js', isEntry: true, imports: ['_vendor.js'] },
  }));
  return dist;
}

const { LANDING_BUDGET_KB: _ignored, ...env } = process.env; // the default budget, whatever the caller's shell says
const check = (dist) => spawnSync(process.execPath, [script, '--dist', dist], { encoding: 'utf8', env });

test('a landing page over 100 KB gzipped fails the check, which prints every chunk it counted', () => {
  const run = check(fakeBuild(110 * 1024));
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /assets\/landing-a1\.js\s+[\d.]+ KB gz/);
  assert.match(run.stdout, /assets\/vendor-b2\.js\s+1[01]\d\.\d KB gz/);
  assert.match(run.stdout, /budget 100 KB/);
  assert.match(run.stderr, /Over budget by/);
});

test('a landing page under the budget passes', () => {
  const run = check(fakeBuild(60 * 1024));
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /Landing page initial JavaScript: 6\d\.\d KB gzipped \(budget 100 KB\)/);
});

test('a build without the brotli/gzip copies beside its files fails', () => {
  const run = check(fakeBuild(10 * 1024, { precompressed: false }));
  assert.equal(run.status, 1);
  assert.match(run.stderr, /No precompressed \.br\/\.gz copy beside: assets\/landing-a1\.js, assets\/vendor-b2\.js/);
});

test("formik or yup in the signed-in home's start fails the check, naming the chunk", () => {
  const run = check(fakeBuild(10 * 1024, { homeSources: ['../../src/features/home/HomePage.tsx', '../../../node_modules/formik/dist/formik.esm.js'] }));
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /formik or yup in the signed-in home's start \(assets\/feed-d4\.js\)/);
});

test('a signed-in home start without form libraries passes', () => {
  const run = check(fakeBuild(10 * 1024, { homeSources: ['../../src/features/home/HomePage.tsx'] }));
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /Signed-in home start: 1 scripts, no form library/);
});
