// The RTMP ingest for local stacks: Debian's nginx with libnginx-mod-rtmp (scripts/lib/ensure-env.sh
// installs both), run from its own generated config in its own directory, on its own port, never
// the system nginx service. The RTMP block is infra/rtmp/rtmp.conf.template, the one the container
// uses too.
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate)) ?? null;
export const RTMP_MODULE = ['/usr/lib/nginx/modules/ngx_rtmp_module.so', '/usr/share/nginx/modules/ngx_rtmp_module.so'].find((candidate) => existsSync(candidate)) ?? null;

/** Whether this machine can run the ingest (the scripts install it; a bare `node scripts/run-stack.mjs` may not have). */
export const rtmpIngestAvailable = () => NGINX_BINARY !== null && RTMP_MODULE !== null;

/** Fills `${NAME}` placeholders; every one must be given. */
export function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`rtmp.conf.template: no value for ${name}`);
    return String(values[name]);
  });
}

/**
 * The user nginx's workers run as. Started by root, nginx drops its workers to `nobody`, and they
 * write the HLS files; started by anyone else, the workers stay that user.
 */
function workerUser() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  return Number.isInteger(uid) && Number.isInteger(gid) ? { name: 'nobody', group: spawnSync('id', ['-gn', 'nobody'], { encoding: 'utf8' }).stdout.trim(), uid, gid } : null;
}

/** Whether `user` can create a file in `dir` (as the workers must): a real write, as that user. */
function canWriteAs(user, dir) {
  if (!user) return true;
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  const result = spawnSync(process.execPath, ['-e', 'require("node:fs").writeFileSync(process.argv[1], "")', probe], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
  rmSync(probe, { force: true });
  return result.status === 0;
}

/**
 * Where the workers can write the HLS output. The wanted directory when they can reach it; a clone
 * in root's 0700 home (or any folder `nobody` may not traverse) cannot be, whatever the mode of
 * the directory itself, so the output then goes to a directory of its own under the system's
 * temporary folder (named after the clone, so two clones never share one). Before this, a stack
 * started by root from /root/... answered 404 for every playlist and no video ever played.
 */
export function reachableHlsDir(wanted, user = workerUser(), { keep = false } = {}) {
  mkdirSync(wanted, { recursive: true });
  chmodSync(wanted, 0o777);
  if (canWriteAs(user, wanted)) return wanted;
  const fallback = path.join(os.tmpdir(), `cannaverse-hls-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`);
  // `keep`: recordings not yet remuxed must survive a restart (their jobs do).
  if (!keep) rmSync(fallback, { recursive: true, force: true });
  mkdirSync(fallback, { recursive: true });
  chmodSync(fallback, 0o777);
  if (canWriteAs(user, fallback)) return fallback;
  throw new Error(`the live-video ingest cannot write its HLS output: neither ${wanted} nor ${fallback} is writable by nginx's workers (${user?.name})`);
}

const portOpen = (port) => new Promise((resolve) => {
  const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
  socket.on('error', () => resolve(false));
});

/**
 * @param {object} options
 * @param {number} options.port RTMP port
 * @param {string} options.callbackUrl the streaming live server nginx calls (on_publish …)
 * @param {string} options.secret INGEST_CALLBACK_SECRET
 * @param {string} options.hlsDir where HLS is written (the gateway serves it under /live/)
 * @param {string} options.recordDir where each stream is recorded (streaming's LIVE_RECORDINGS_DIR remuxes it into its recording)
 * @param {string} options.workDir nginx's prefix: config, pid, logs
 * @param {string} [options.fragment] HLS segment length
 * @param {string} [options.playlistLength]
 * @returns {Promise<{ url: string, hlsDir: string, recordDir: string, stop: () => Promise<void> }>} hlsDir, recordDir: where the output really goes (see reachableHlsDir)
 */
export async function startRtmpIngest({ port, callbackUrl, secret, hlsDir, recordDir, workDir, fragment = '1s', playlistLength = '6s' }) {
  if (!rtmpIngestAvailable()) throw new Error('nginx with the RTMP module is not installed (apt-get install nginx libnginx-mod-rtmp)');
  mkdirSync(workDir, { recursive: true });
  chmodSync(workDir, 0o755);
  const user = workerUser();
  hlsDir = reachableHlsDir(hlsDir, user);
  recordDir = reachableHlsDir(recordDir, user, { keep: true });
  const rtmp = renderTemplate(readFileSync(path.join(ROOT, 'infra/rtmp/rtmp.conf.template'), 'utf8'), {
    RTMP_LISTEN: `127.0.0.1:${port}`, RTMP_PORT: port, CALLBACK_URL: callbackUrl, INGEST_CALLBACK_SECRET: secret, HLS_DIR: hlsDir,
    HLS_FRAGMENT: fragment, HLS_PLAYLIST_LENGTH: playlistLength, RECORD_DIR: recordDir,
  });
  const config = path.join(workDir, 'nginx.conf');
  writeFileSync(config, [
    `load_module ${RTMP_MODULE};`,
    // Named rather than left to nginx's compiled-in default, so the probe above tests the same user.
    ...(user ? [`user ${user.name} ${user.group};`] : []),
    'worker_processes 1;',
    `pid ${path.join(workDir, 'nginx.pid')};`,
    `error_log ${path.join(workDir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    rtmp,
  ].join('\n'));
  const child = spawn(NGINX_BINARY, ['-p', workDir, '-c', config, '-e', path.join(workDir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  for (let i = 0; i < 100 && !(await portOpen(port)); i++) {
    if (child.exitCode !== null) throw new Error(`nginx (RTMP ingest) exited: ${stderr.trim()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!(await portOpen(port))) {
    child.kill('SIGKILL');
    throw new Error(`nginx (RTMP ingest) did not listen on ${port}: ${stderr.trim()}`);
  }
  return {
    url: `rtmp://127.0.0.1:${port}/live`,
    hlsDir,
    recordDir,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM'); // nginx: fast shutdown of master and workers
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    }),
  };
}
