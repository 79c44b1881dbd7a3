// Issue 22: `npm ci` is the only install (scripts/lib/ensure-env.sh, infra/Dockerfile), so the committed
// lockfile must be one npm ci accepts on any machine: every platform's optional packages in it
// (npm/cli#4828: npm 11 refused a lockfile made elsewhere without them), and npm ci must leave it as
// it is. Checked the way a fresh clone meets it: the package.json files and the lockfile alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('npm ci accepts the committed lockfile and does not change it', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-lockfile-'));
  try {
    const manifests = execFileSync('git', ['ls-files', 'package.json', '*/package.json', 'package-lock.json'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n').filter((file) => file && !file.includes('node_modules/'));
    for (const file of manifests) {
      mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      copyFileSync(path.join(ROOT, file), path.join(dir, file));
    }
    const before = readFileSync(path.join(dir, 'package-lock.json'));
    // --dry-run resolves the whole tree against the lockfile (where a missing platform entry fails)
    // without downloading; --offline so the check needs no registry.
    const ci = spawnSync('npm', ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, encoding: 'utf8' });
    assert.equal(ci.status, 0, `npm ci refused the lockfile: ${ci.stderr.split('\n').filter(Boolean).slice(0, 6).join('\n')}`);
    assert.ok(readFileSync(path.join(dir, 'package-lock.json')).equals(before), 'npm ci changed package-lock.json');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
