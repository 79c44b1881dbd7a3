// `npm run lighthouse`: Lighthouse 12 in its default mode (mobile emulation, simulated slow 4G
// and 4x CPU slowdown, storage cleared, so a first visit with the age gate) on the landing page,
// with Debian's Chromium. Uses BASE_URL when given, else starts a throwaway stack serving
// frontend/dist (or FRONTEND_DIST). Runs LIGHTHOUSE_RUNS times (default 3) and judges the
// median performance score, because single runs on a busy 2-core machine vary by a few points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startThrowawayStack } from '../scripts/lib/throwaway-stack.mjs';

const MIN_PERFORMANCE = Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 90);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

let stack = null;
let base = process.env.BASE_URL;
if (!base) {
  stack = await startThrowawayStack();
  base = stack.url;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = [];
let exitCode = 0;
try {
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh browser per run: nothing cached from the previous one.
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      let { lhr } = await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
      // NO_NAVSTART and similar trace-recording failures happen now and then; Lighthouse itself says to run again.
      if (lhr.runtimeError) {
        console.error(`run ${run + 1}: ${lhr.runtimeError.code}, retrying once`);
        ({ lhr } = await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error' }));
      }
      if (lhr.runtimeError) throw new Error(`lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(Object.entries(lhr.categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]));
      const metrics = Object.fromEntries(METRICS.map((metric) => [metric, lhr.audits[metric]?.displayValue ?? 'n/a']));
      const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      runs.push({ scores, metrics, lcp: lcpNode?.snippet ?? lcpNode?.selector ?? 'n/a' });
      console.log(`run ${run + 1}/${RUNS}: ${Object.entries(scores).map(([key, score]) => `${key} ${score}`).join(', ')}; ${Object.entries(metrics).map(([key, value]) => `${key.replace(/-/g, ' ')} ${value}`).join(', ')}`);
    } finally {
      await chrome.kill();
    }
  }
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (default mobile mode) for ${base}/ — median of ${RUNS}:`);
  for (const key of Object.keys(runs[0].scores)) console.log(`  ${key.padEnd(16)} ${median(runs.map((run) => run.scores[key]))}`);
  console.log(`  LCP element: ${runs[runs.length - 1].lcp}`);
  const performance = median(runs.map((run) => run.scores.performance));
  if (performance < MIN_PERFORMANCE) {
    console.error(`performance ${performance} is under ${MIN_PERFORMANCE}`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stack?.stop();
}
process.exit(exitCode);
