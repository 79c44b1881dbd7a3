import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freePort, getTestServers, startNatsServer, uniqueTestName, type OwnNatsServer, type TestServers } from '@cannaverse/platform/testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A real stack for gateway tests: our own nats-server, fresh databases (a unique prefix),
 * and every process (services and the gateway) started from its built `dist/`, black-box
 * as in production. (In-process Fastify under jest's ESM runtime cannot load
 * @fastify/static's ESM-only dependency.)
 */
export class GatewayStack {
  url = '';
  readonly prefix = uniqueTestName('tgw').toLowerCase();
  readonly mediaDir = mkdtempSync(path.join(os.tmpdir(), 'cv-gw-media-'));
  readonly frontendDir = mkdtempSync(path.join(os.tmpdir(), 'cv-gw-spa-'));
  private servers!: TestServers;
  private nats!: OwnNatsServer;
  private readonly children = new Map<string, ChildProcess>();

  constructor(private readonly services: string[] = ['identity']) {}

  async start(): Promise<this> {
    try {
      return await this.startAll();
    } catch (error) {
      // The caller never gets the stack to stop: without this, orphaned children keep jest alive forever.
      await this.stop().catch(() => undefined);
      throw error;
    }
  }

  private async startAll(): Promise<this> {
    this.servers = await getTestServers();
    this.nats = await startNatsServer();
    mkdirSync(path.join(this.frontendDir, 'assets'), { recursive: true });
    writeFileSync(path.join(this.frontendDir, 'index.html'), '<!doctype html><title>Cannaverse</title><div id="root"></div>');
    writeFileSync(path.join(this.frontendDir, 'assets/app-abc123.js'), 'console.log("app")');
    for (const service of this.services) this.startService(service);
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    this.startService('gateway', {
      PORT: String(port), HOST: '127.0.0.1', SESSION_SECRET: 'x'.repeat(40), REDIS_URL: this.servers.redisUrl,
      REDIS_KEY_PREFIX: this.prefix, FRONTEND_DIST: this.frontendDir,
    });
    await this.waitForService('identity');
    return this;
  }

  env(): Record<string, string> {
    return {
      NATS_URL: this.nats.url, PGHOST: this.servers.pg.host, PGPORT: String(this.servers.pg.port), PGUSER: this.servers.pg.user,
      PGPASSWORD: this.servers.pg.password, DB_NAME_PREFIX: this.prefix, MEDIA_DIR: this.mediaDir, HEALTH_PORT: '0', RPC_TIMEOUT_MS: '3000',
      ADMIN_PASSWORD: 'admin-password-for-tests', LOG_LEVEL: 'warn', NODE_ENV: 'test',
    };
  }

  startService(service: string, extraEnv: Record<string, string> = {}): void {
    const child = spawn(process.execPath, [path.join(ROOT, `services/${service}/dist/main.js`)], {
      cwd: ROOT, env: { ...process.env, ...this.env(), ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.children.set(service, child);
  }

  async stopService(service: string): Promise<void> {
    const child = this.children.get(service);
    this.children.delete(service);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async waitForService(service: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      // A process that died at start (bad config, a crash) will not come up: say so at once.
      for (const [name, child] of this.children) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited at start (${child.signalCode ?? child.exitCode})`);
      }
      const health = await fetch(`${this.url}/api/health`).then((r) => r.json() as Promise<{ dependencies: Record<string, string> }>).catch(() => null);
      if (health?.dependencies?.[service] === 'up') return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${service} did not come up`);
  }

  /** Direct SQL on a service's database, to check what was (not) stored. */
  async query<T>(service: string, sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ ...this.servers.pg, password: this.servers.pg.password || undefined, database: `${this.prefix}_${service}` });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async stop(): Promise<void> {
    for (const service of [...this.children.keys()]) await this.stopService(service);
    await this.nats?.dispose();
    const admin = new pg.Client({ ...this.servers.pg, password: this.servers.pg.password || undefined, database: 'postgres' });
    await admin.connect();
    for (const service of this.services) await admin.query(`DROP DATABASE IF EXISTS "${this.prefix}_${service}" WITH (FORCE)`);
    await admin.end();
    const redis = new Redis(this.servers.redisUrl);
    const keys = await redis.keys(`${this.prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    rmSync(this.mediaDir, { recursive: true, force: true });
    rmSync(this.frontendDir, { recursive: true, force: true });
  }
}

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** A browser-like client that keeps the session cookie. */
export class Member {
  cookie = '';

  constructor(private readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(method: string, url: string, options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (this.cookie) headers.cookie = this.cookie;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(this.baseUrl + url, { method, headers, body });
    // Browsers apply Set-Cookie headers in order; the last one for our cookie wins.
    const setCookie = response.headers.getSetCookie().filter((c) => c.startsWith('cv.sid=')).pop();
    if (setCookie) {
      const [pair] = setCookie.split(';');
      const value = pair.slice(pair.indexOf('=') + 1);
      this.cookie = value === '' || /Expires=Thu, 01 Jan 1970/i.test(setCookie) ? '' : pair;
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  get<T = Record<string, unknown>>(url: string) { return this.request<T>('GET', url); }
  post<T = Record<string, unknown>>(url: string, json?: unknown) { return this.request<T>('POST', url, { json: json ?? {} }); }
  put<T = Record<string, unknown>>(url: string, json?: unknown) { return this.request<T>('PUT', url, { json: json ?? {} }); }
  patch<T = Record<string, unknown>>(url: string, json?: unknown) { return this.request<T>('PATCH', url, { json: json ?? {} }); }

  upload<T = Record<string, unknown>>(url: string, field: string, content: Buffer, filename: string, type: string, method = 'POST') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(content)], { type }), filename);
    return this.request<T>(method, url, { body: form });
  }
}

let counter = 0;
export const newUsername = () => `grower_${Date.now().toString(36)}${counter++}`;

export async function registerMember(stack: GatewayStack, overrides: Record<string, unknown> = {}): Promise<{ member: Member; user: { id: string; username: string } }> {
  const member = new Member(stack.url);
  const username = newUsername();
  const answer = await member.post<{ id: string; username: string }>('/api/register', { username, email: `${username}@example.com`, password: 'secret-pw', ...overrides });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.text}`);
  return { member, user: answer.body };
}
