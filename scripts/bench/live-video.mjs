// The video part of `npm run bench:live` (issue 21): N publishers (ffmpeg, a 720p test pattern sent
// as OBS would: H.264 + AAC over RTMP, copied from a clip so the encoders cost nothing) × M HLS
// viewers per stream (playlist polled every half segment, every new segment downloaded whole,
// through the gateway's /live as a browser would), on a throwaway stack. The HLS takes the path it
// takes in Kubernetes: nginx-rtmp writes it, the publisher sidecar copies it to the object store
// (an S3-protocol server on loopback), the gateway serves it from there.
// Measured per size: CPU (% of one core) and resident memory of the ingest (nginx master + worker),
// the publisher, the gateway and the streaming service, in total and per stream above the idle
// stack; and the segment latency: from nginx closing a segment (its mtime) to a viewer having it.
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayStack } from '../lib/throwaway-stack.mjs';
import { freePort } from '@cannaverse/platform/testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`[bench:live video] ${line}`);
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** user+system CPU ticks and resident KB of a process (0 when it is gone). */
function sample(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { ticks: Number(fields[11]) + Number(fields[12]), rssKb: rss };
  } catch {
    return { ticks: 0, rssKb: 0 };
  }
}

/** The ingest's nginx processes: the master started with `-p <workDir>` and its workers. */
function nginxPids(hlsDir) {
  const procs = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return { pid: Number(pid), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ') };
    } catch {
      return null;
    }
  }).filter(Boolean);
  // The stack's nginx prefix is the hls folder's sibling (scripts/lib/throwaway-stack.mjs).
  const workDir = path.join(path.dirname(hlsDir), 'nginx');
  const master = procs.find((p) => p.cmd.includes('nginx') && p.cmd.includes(workDir));
  return master ? [master.pid, ...procs.filter((p) => p.ppid === master.pid).map((p) => p.pid)] : [];
}

/** A clip to loop: 720p30 test pattern, keyframe every second (the local ingest's fragment), ~2 Mbit/s. */
function makeClip(dir) {
  const clip = path.join(dir, 'clip.flv');
  const run = spawnSync('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error',
    '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
    '-t', '20', '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '2000k', '-maxrate', '2000k', '-bufsize', '2000k', '-g', '30', '-keyint_min', '30',
    '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-f', 'flv', clip], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ffmpeg could not make the clip: ${run.stderr}`);
  return clip;
}

/** One HLS viewer: the live edge of the playlist, every new segment downloaded whole. */
class HlsViewer {
  latencies = [];
  /** From nginx closing a segment to the playlist the viewer read naming it (the publish path alone). */
  listed = [];
  segments = 0;
  bytes = 0;
  errors = 0;
  stopped = false;

  constructor({ url, cookie, hlsDir, playbackId }) {
    Object.assign(this, { url, cookie, hlsDir, playbackId });
    this.seen = new Set();
  }

  async run() {
    let first = true;
    while (!this.stopped) {
      const started = performance.now();
      try {
        const response = await fetch(`${this.url}/live/${this.playbackId}/index.m3u8`, { headers: { cookie: this.cookie } });
        if (!response.ok) throw new Error(String(response.status));
        const names = (await response.text()).split('\n').map((line) => line.trim()).filter((line) => line.endsWith('.ts'));
        // A player starts near the live edge: the newest segment only.
        for (const name of first ? names.slice(-1) : names.filter((n) => !this.seen.has(n))) {
          this.seen.add(name);
          if (!first) {
            try {
              this.listed.push(Date.now() - statSync(path.join(this.hlsDir, this.playbackId, name)).mtimeMs);
            } catch { /* cleaned up already */ }
          }
          const segment = await fetch(`${this.url}/live/${this.playbackId}/${name}`, { headers: { cookie: this.cookie } });
          if (!segment.ok) throw new Error(String(segment.status));
          this.bytes += (await segment.arrayBuffer()).byteLength;
          const at = Date.now();
          this.segments++;
          try {
            this.latencies.push(at - statSync(path.join(this.hlsDir, this.playbackId, name)).mtimeMs);
          } catch { /* already cleaned up by nginx: no reference time */ }
        }
        first = false;
      } catch {
        this.errors++;
      }
      // As hls.js does: the live playlist reloaded once per target duration (1 s here).
      await sleep(Math.max(0, 1000 - (performance.now() - started)));
    }
  }
}

async function register(url, name) {
  const response = await fetch(`${url}/api/register`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'bench-password' }),
  });
  if (response.status !== 201) throw new Error(`register ${name}: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('cv.sid=')).split(';')[0];
}

/**
 * @param {{ sizes: number[], viewersPerStream: number, windowSeconds: number }} options
 * @returns the rows of the table and the markdown
 */
export async function benchVideo({ sizes, viewersPerStream, windowSeconds }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cv-bench-video-'));
  const s3 = fork(path.join(ROOT, 'scripts/bench/object-store-server.mjs'), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const { port: s3Port } = await new Promise((resolve) => s3.once('message', resolve));
  const s3Env = { S3_ENDPOINT: '127.0.0.1', S3_PORT: String(s3Port), S3_USE_SSL: 'false', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'bench-media', LIVE_HLS_BUCKET: 'bench-live' };
  const clip = makeClip(work);
  log('starting a throwaway stack (the gateway serving /live from the object store)');
  const stack = await startThrowawayStack({ env: { ...s3Env, LOG_LEVEL: 'warn' } });
  const publisherHealth = await freePort();
  const publisher = spawn(process.execPath, [path.join(ROOT, 'services/streaming/dist/hls-publisher/main.js')], {
    env: { ...process.env, ...s3Env, LIVE_HLS_DIR: stack.hlsDir, HEALTH_PORT: String(publisherHealth), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Ready once its first scan passed (the idle sample must not be its start-up).
  for (let i = 0; i < 100 && !(await fetch(`http://127.0.0.1:${publisherHealth}/health`).then((r) => r.ok, () => false)); i++) await sleep(200);
  await sleep(2000);
  const encoders = [];
  const rows = [];
  try {
    const max = Math.max(...sizes);
    const stamp = Date.now().toString(36);
    const viewerCookie = await register(stack.url, `bv_${stamp}`);
    const creators = await Promise.all(Array.from({ length: max }, (_, i) => register(stack.url, `bc_${stamp}_${i}`)));
    const streams = [];
    const processes = () => ({
      ingest: nginxPids(stack.hlsDir), publisher: [publisher.pid], gateway: [stack.gateway.pid], streaming: stack.streamingReplicas.map((r) => r.child.pid), store: [s3.pid],
    });
    const measure = async (seconds) => {
      const pids = processes();
      const before = Object.fromEntries(Object.entries(pids).map(([name, list]) => [name, list.map(sample).reduce((a, s) => a + s.ticks, 0)]));
      const started = performance.now();
      await sleep(seconds * 1000);
      const elapsed = (performance.now() - started) / 1000;
      return Object.fromEntries(Object.entries(pids).map(([name, list]) => {
        const now = list.map(sample);
        return [name, { cpu: ((now.reduce((a, s) => a + s.ticks, 0) - before[name]) / TICKS_PER_SECOND / elapsed) * 100, rssMb: now.reduce((a, s) => a + s.rssKb, 0) / 1024 }];
      }));
    };
    log(`idle stack, ${Math.min(10, windowSeconds)} s (load ${os.loadavg()[0].toFixed(2)})`);
    const idle = await measure(Math.min(10, windowSeconds));

    for (const size of sizes) {
      // More publishers, up to this size (the earlier ones keep streaming).
      while (streams.length < size) {
        const cookie = creators[streams.length];
        const created = await fetch(`${stack.url}/api/livestreams`, {
          method: 'POST', headers: { cookie, origin: stack.url, 'content-type': 'application/json' }, body: JSON.stringify({ title: `Bench stream ${streams.length + 1}` }),
        }).then((r) => r.json());
        const encoder = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-stream_loop', '-1', '-i', clip, '-c', 'copy', '-f', 'flv', `${created.ingestUrl}/${created.streamKey}`], { stdio: ['ignore', 'ignore', 'inherit'] });
        encoders.push(encoder);
        streams.push({ id: created.id, cookie });
      }
      for (const stream of streams) {
        for (let i = 0; !stream.playbackId && i < 100; i++) {
          const dto = await fetch(`${stack.url}/api/livestreams/${stream.id}`, { headers: { cookie: stream.cookie } }).then((r) => r.json());
          stream.playbackId = dto.status === 'live' ? /\/live\/([^/]+)\//.exec(dto.playbackUrl ?? '')?.[1] : undefined;
          if (!stream.playbackId) await sleep(200);
        }
        if (!stream.playbackId) throw new Error(`stream ${stream.id} never went live`);
        for (let i = 0; i < 100 && (await fetch(`${stack.url}/live/${stream.playbackId}/index.m3u8`, { headers: { cookie: viewerCookie } })).status !== 200; i++) await sleep(200);
      }
      const viewers = streams.flatMap((stream) => Array.from({ length: viewersPerStream }, () => new HlsViewer({ url: stack.url, cookie: viewerCookie, hlsDir: stack.hlsDir, playbackId: stream.playbackId })));
      const running = viewers.map((viewer) => viewer.run());
      log(`${size} streams × ${viewersPerStream} viewers: warming up, then ${windowSeconds} s measured (load ${os.loadavg()[0].toFixed(2)})`);
      await sleep(6000);
      for (const viewer of viewers) Object.assign(viewer, { latencies: [], listed: [], segments: 0, bytes: 0, errors: 0 });
      const used = await measure(windowSeconds);
      for (const viewer of viewers) viewer.stopped = true;
      await Promise.all(running);
      const latencies = viewers.flatMap((viewer) => viewer.latencies).sort((a, b) => a - b);
      const listed = viewers.flatMap((viewer) => viewer.listed).sort((a, b) => a - b);
      const segments = viewers.reduce((a, v) => a + v.segments, 0);
      // What the ingest keeps on disk per stream (the emptyDir that used to be memory).
      const hlsBytes = streams.reduce((sum, stream) => {
        const folder = path.join(stack.hlsDir, stream.playbackId);
        try {
          return sum + readdirSync(folder).reduce((a, name) => a + statSync(path.join(folder, name)).size, 0);
        } catch {
          return sum;
        }
      }, 0);
      rows.push({
        hlsMbPerStream: hlsBytes / 1e6 / size,
        streams: size, viewersPerStream, used, idle, load: os.loadavg()[0],
        segmentsPerViewerSecond: segments / viewers.length / windowSeconds,
        mbitPerViewer: (viewers.reduce((a, v) => a + v.bytes, 0) * 8) / 1e6 / viewers.length / windowSeconds,
        listedP50: percentile(listed, 50),
        errors: viewers.reduce((a, v) => a + v.errors, 0), p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1),
      });
      log(JSON.stringify(rows.at(-1)));
    }
    return rows;
  } finally {
    for (const encoder of encoders) encoder.kill('SIGINT');
    await sleep(1500);
    publisher.kill('SIGTERM');
    await stack.stop();
    s3.disconnect();
    rmSync(work, { recursive: true, force: true });
  }
}

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** The table for docs/benchmarks.md, and the capacity of one ingest node it implies. */
export function videoTable(rows, { windowSeconds, cores }) {
  const perStream = (row, name, key) => (row.used[name][key] - row.idle[name][key]) / row.streams;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)}: ${cores} cores (shared with the encoders, the viewers and the object store), ${windowSeconds} s per size;`,
    'a 720p30 stream at about 2.1 Mbit/s (H.264 2 Mbit/s + AAC), the local ingest\'s 1 s fragments and 6 s playlist; CPU in % of one core, memory resident (RSS);',
    'per stream and per viewer: above the idle stack. Segment latency: from nginx closing a segment to a viewer having downloaded it through the gateway from the object store',
    '(listed: to the playlist a viewer read naming it, i.e. the publisher, the store and the playlist poll without the download).',
    '',
    '| streams × viewers | ingest (nginx) CPU / RSS | publisher CPU / RSS | gateway CPU / RSS | streaming CPU / RSS | object store (s3rver) CPU | per stream: ingest + publisher CPU, ingest RSS, HLS on disk | per viewer: gateway CPU | segment latency p50 / p95 / max (listed p50) | viewer Mbit/s, errors | load (1 min) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| idle | ${fixed(rows[0].idle.ingest.cpu)} % / ${fixed(rows[0].idle.ingest.rssMb)} MB | ${fixed(rows[0].idle.publisher.cpu)} % / ${fixed(rows[0].idle.publisher.rssMb)} MB | ${fixed(rows[0].idle.gateway.cpu)} % / ${fixed(rows[0].idle.gateway.rssMb)} MB | ${fixed(rows[0].idle.streaming.cpu)} % / ${fixed(rows[0].idle.streaming.rssMb)} MB | ${fixed(rows[0].idle.store.cpu)} % | | | | | |`,
    ...rows.map((row) => `| ${row.streams} × ${row.viewersPerStream} | ${fixed(row.used.ingest.cpu)} % / ${fixed(row.used.ingest.rssMb)} MB | ${fixed(row.used.publisher.cpu)} % / ${fixed(row.used.publisher.rssMb)} MB | ${fixed(row.used.gateway.cpu)} % / ${fixed(row.used.gateway.rssMb)} MB | ${fixed(row.used.streaming.cpu)} % / ${fixed(row.used.streaming.rssMb)} MB | ${fixed(row.used.store.cpu)} % | ${fixed(perStream(row, 'ingest', 'cpu') + perStream(row, 'publisher', 'cpu'), 2)} %, ${fixed(perStream(row, 'ingest', 'rssMb'), 2)} MB, ${fixed(row.hlsMbPerStream, 1)} MB | ${fixed(perStream(row, 'gateway', 'cpu') / row.viewersPerStream, 2)} % | ${fixed(row.p50, 0)} / ${fixed(row.p95, 0)} / ${fixed(row.max, 0)} ms (${fixed(row.listedP50, 0)} ms) | ${fixed(row.mbitPerViewer, 2)}, ${row.errors} | ${fixed(row.load, 2)} |`),
  ];
  const last = rows.at(-1);
  // The ingest pod's bound: nginx-rtmp runs one worker (RTMP streams cannot be shared between
  // workers), so one core; the publisher sidecar adds its own CPU on the same node.
  const ingestPerStream = perStream(last, 'ingest', 'cpu') + perStream(last, 'publisher', 'cpu');
  const capacity = ingestPerStream > 0 ? Math.floor((100 * 0.7) / ingestPerStream) : NaN;
  return { lines, capacity, ingestPerStream };
}
