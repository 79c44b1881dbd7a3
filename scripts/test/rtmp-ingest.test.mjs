// Issue 21: live video from a clone in root's 0700 home. nginx's workers (nobody) could not reach
// `.data/hls` there, every playlist was 404 and no video ever played; the throwaway stacks of the
// tests used a temporary folder, so the tests never saw it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { reachableHlsDir } from '../lib/rtmp-ingest.mjs';

const asRoot = process.getuid?.() === 0;
const nobody = () => {
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return { name: 'nobody', group: 'nogroup', uid: id('-u'), gid: id('-g') };
};
const writeAs = (user, file) => spawnSync(process.execPath, ['-e', 'require("node:fs").writeFileSync(process.argv[1], "x")', file], { uid: user.uid, gid: user.gid }).status === 0;

test('the HLS output of a clone that nobody may traverse goes where the workers can write and the stack can read', { skip: !asRoot && 'needs root (the case is root starting the stack)' }, () => {
  const home = mkdtempSync(path.join(os.tmpdir(), 'cv-root-home-'));
  chmodSync(home, 0o700); // like /root
  const wanted = path.join(home, 'clone/.data/hls');
  try {
    const dir = reachableHlsDir(wanted, nobody());
    assert.notEqual(dir, wanted);
    assert.ok(writeAs(nobody(), path.join(dir, 'index.m3u8')), 'nginx\'s workers can write the playlist');
    assert.equal(readFileSync(path.join(dir, 'index.m3u8'), 'utf8'), 'x'); // and the gateway reads it
    rmSync(dir, { recursive: true, force: true });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});

test('a folder the workers can reach is used as it is', { skip: !asRoot && 'needs root' }, () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'cv-open-'));
  chmodSync(base, 0o755);
  const wanted = path.join(base, 'hls');
  try {
    assert.equal(reachableHlsDir(wanted, nobody()), wanted);
    assert.ok(writeAs(nobody(), path.join(wanted, 'segment.ts')));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

test('started by a normal user, the workers are that user: the wanted folder is used', () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'cv-user-'));
  try {
    assert.equal(reachableHlsDir(path.join(base, 'hls'), null), path.join(base, 'hls'));
    mkdirSync(path.join(base, 'hls'), { recursive: true });
    writeFileSync(path.join(base, 'hls', 'a'), '');
    assert.ok(existsSync(path.join(base, 'hls', 'a')));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

// Issue 21: the internal `hls` application writes whatever is published to it under the name given,
// so only the `live` application's relay (from the ingest itself) may publish there: an encoder
// pushing straight to /hls/<playbackId> would bypass the key check. One template for the local
// stack (startRtmpIngest) and the container (infra/rtmp/entrypoint.sh).
test("the ingest's hls application accepts only the live application's push, and nobody plays RTMP", () => {
  const template = readFileSync(path.resolve(import.meta.dirname, '../../infra/rtmp/rtmp.conf.template'), 'utf8');
  const block = (name) => {
    const start = template.indexOf(`application ${name} {`);
    assert.ok(start >= 0, `application ${name}`);
    // Up to the block's own closing brace (alone on its line): placeholders hold braces too.
    return template.slice(start, template.indexOf('\n    }', start));
  };
  const directives = (name) => block(name).split('\n').map((line) => line.trim()).filter((line) => /^(allow|deny) (publish|play)/.test(line));
  // nginx-rtmp applies the first matching rule: the loopback allow, then refuse everyone else.
  assert.deepEqual(directives('hls'), ['allow publish 127.0.0.1;', 'deny publish all;', 'deny play all;']);
  assert.deepEqual(directives('live'), ['deny play all;']);
  assert.match(block('live'), /push rtmp:\/\/127\.0\.0\.1:\$\{RTMP_PORT\}\/hls;/);
});
