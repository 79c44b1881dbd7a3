// The stack's own nats-server with authentication and the product's subject permissions on, as in
// production (libs/platform/src/nats/nats-permissions.ts): `npm start` runs one on NATS_PORT (4223
// by default, its JetStream store and passwords kept in .data/nats), the throwaway stacks one each
// on a free port. The machine's shared NATS on 4222 stays as it is, for the tests that use it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { NATS_USERS, renderNatsConfig } from '@cannaverse/platform';

const BINARIES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

async function waitForPort(port) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not start on port ${port}`);
}

/** Every user's password, made once per directory and kept there (0600), so restarts agree. */
function passwordsIn(dir) {
  const file = path.join(dir, 'passwords.json');
  const known = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const passwords = Object.fromEntries(NATS_USERS.map((user) => [user, known[user] ?? randomBytes(18).toString('base64url')]));
  writeFileSync(file, JSON.stringify(passwords, null, 2), { mode: 0o600 });
  return passwords;
}

/**
 * @param {{ port: number, dir: string, auth?: boolean }} options  dir holds the config, the passwords and the JetStream store;
 *   `auth: false` runs it without users, for a build older than NATS authentication (`npm run bench` with BENCH_BEFORE_REF)
 * @returns {Promise<{ url: string, port: number, passwords: Record<string, string>, envFor: (user: string) => Record<string, string>,
 *   start: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startAuthNatsServer({ port, dir, auth = true }) {
  const binary = BINARIES.find((candidate) => spawnSync('test', ['-x', candidate]).status === 0) ?? 'nats-server';
  // Only the NATS folder (passwords, store) is private: a recursive mkdir with a mode would also make
  // its parent (.data, where the live video is written) unreachable for nginx's workers.
  mkdirSync(path.dirname(dir), { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const passwords = passwordsIn(dir);
  const configFile = path.join(dir, 'nats.conf');
  writeFileSync(configFile, renderNatsConfig({ passwords, host: '127.0.0.1', port, jetStreamDir: path.join(dir, 'jetstream') }), { mode: 0o600 });
  const url = `nats://127.0.0.1:${port}`;
  let child = null;
  const server = {
    url,
    port,
    passwords,
    /** NATS_URL, NATS_USER and NATS_PASSWORD for a process of `user` (a NATS_USERS name). */
    envFor: (user) => (auth ? { NATS_URL: url, NATS_USER: user, NATS_PASSWORD: passwords[user] } : { NATS_URL: url }),
    start: async () => {
      const args = auth ? ['-c', configFile] : ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', path.join(dir, 'jetstream')];
      child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => { stderr += chunk; });
      const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`nats-server exited (${code}): ${stderr.trim()}`))));
      await Promise.race([waitForPort(port), exited]);
      exited.catch(() => undefined);
    },
    stop: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => { running.once('exit', resolve); running.kill('SIGTERM'); });
    },
  };
  await server.start();
  return server;
}

/** The passwords `npm start`'s nats-server uses (for scripts such as import:strains), or null. */
export function localNatsPasswords(dir) {
  const file = path.join(dir, 'passwords.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
