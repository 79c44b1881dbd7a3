// Starts every Cannaverse service and the gateway as child processes, prefixes their
// logs, waits until the gateway's /api/health is 200, and stops them all together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BACKEND_SERVICES = ['identity', 'social', 'content', 'streaming', 'moderation'];
const HEALTH_PORTS = { identity: 3101, social: 3102, content: 3103, streaming: 3104, moderation: 3105 };

const colours = ['36', '35', '33', '34', '32', '31'];

/**
 * @param {object} options
 * @param {Record<string,string>} [options.env] extra environment for every process
 * @param {number} [options.port] gateway port
 * @param {boolean} [options.healthPorts] give each service its HTTP health port
 * @param {boolean} [options.quiet] only print warnings and errors from services
 */
export async function startStack({ env = {}, port = 3000, healthPorts = true, quiet = false } = {}) {
  const children = [];
  const baseEnv = {
    ...process.env,
    MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(ROOT, '.data/media'),
    FRONTEND_DIST: process.env.FRONTEND_DIST ?? path.join(ROOT, 'frontend/dist'),
    STRAINS_CSV: process.env.STRAINS_CSV ?? path.resolve(ROOT, '../shared/data/strains.csv'),
    ...env,
  };
  const launch = (name, script, extraEnv, index) => {
    const child = spawn(process.execPath, ['--enable-source-maps', script], {
      cwd: ROOT,
      env: { ...baseEnv, ...extraEnv, LOG_LEVEL: quiet ? 'warn' : (baseEnv.LOG_LEVEL ?? 'info') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `\x1b[${colours[index % colours.length]}m${name.padEnd(10)}\x1b[0m| `;
    const pipe = (stream, out) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop();
        for (const line of lines) out.write(prefix + line + '\n');
      });
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (!stopping) process.stderr.write(`${prefix}exited (${signal ?? code})\n`);
    });
    children.push(child);
    return child;
  };

  let stopping = false;
  BACKEND_SERVICES.forEach((service, index) => {
    launch(service, `services/${service}/dist/main.js`, { HEALTH_PORT: healthPorts ? String(HEALTH_PORTS[service]) : '0' }, index);
  });
  launch('gateway', 'services/gateway/dist/main.js', { PORT: String(port) }, BACKEND_SERVICES.length);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map((child) => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 8000).unref();
    })));
  };

  const deadline = Date.now() + 90_000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      last = `${response.status} ${await response.text()}`;
      if (response.ok) return { url, stop, children };
    } catch (error) {
      last = String(error);
    }
    if (children.some((child) => child.exitCode !== null && child.exitCode !== 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the stack did not become healthy: ${last}`);
}
