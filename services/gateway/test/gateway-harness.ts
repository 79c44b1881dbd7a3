import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { answerCheckerFor } from './openapi-client/answer-checker.js';
import { dropServiceRole, newRolePassword, provisionServiceRole } from '@cannaverse/platform';
import { freePort, getTestServers, startNatsServer, uniqueTestName, type OwnNatsServer, type TestServers } from '@cannaverse/platform/testing';

export const LIVE_SECRETS = { channel: 'live-channel-secret-for-gateway-tests-0123', ingest: 'ingest-callback-secret-for-gateway-tests-01' };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A real stack for gateway tests: our own nats-server, fresh databases (a unique prefix),
 * and every process (services and the gateway) started from its built `dist/`, black-box
 * as in production. (In-process Fastify under jest's ESM runtime cannot load
 * @fastify/static's ESM-only dependency.)
 */
export interface GatewayStackOptions {
  /** Extra environment for the gateway only (e.g. TRUST_PROXY, login and write limits). */
  gatewayEnv?: Record<string, string>;
  /** Set PUBLIC_ORIGIN to the stack's own URL (known once its port is chosen). */
  publicOriginIsSelf?: boolean;
  /** LOG_LEVEL for every process (default warn); their stdout log lines are kept in `logs`. */
  logLevel?: string;
  /** Extra environment per backend service (e.g. a HEALTH_PORT to scrape). */
  serviceEnv?: Record<string, Record<string, string>>;
  /** How many streaming replicas (default 1): the others run as `streaming-2`…, each with its live port, all in STREAMING_LIVE_URLS. */
  streamingReplicas?: number;
}

export class GatewayStack {
  url = '';
  /** Every JSON log line the processes wrote to stdout, with the process name. */
  readonly logs: Array<{ process: string; line: Record<string, unknown> }> = [];
  readonly prefix = uniqueTestName('tgw').toLowerCase();
  readonly mediaDir = mkdtempSync(path.join(os.tmpdir(), 'cv-gw-media-'));
  readonly frontendDir = mkdtempSync(path.join(os.tmpdir(), 'cv-gw-spa-'));
  /** Where the RTMP ingest would write HLS; the gateway serves it under /live/. */
  readonly hlsDir = mkdtempSync(path.join(os.tmpdir(), 'cv-gw-hls-'));
  /** The streaming service's live-channel server (WebSockets, ingest callbacks). */
  liveUrl = '';
  /** Every streaming replica's live server (the first is liveUrl; `streaming-<n>` is liveUrls[n-1]): the gateway's STREAMING_LIVE_URLS. */
  liveUrls: string[] = [];
  private servers!: TestServers;
  private nats!: OwnNatsServer;
  private readonly children = new Map<string, ChildProcess>();
  /** Each backend service's own PostgreSQL role (as the migrate step makes it): no service runs as the tests' admin. */
  private readonly pgRoles = new Map<string, { PGUSER: string; PGPASSWORD: string }>();

  constructor(private readonly services: string[] = ['identity'], private readonly options: GatewayStackOptions = {}) {}

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
    for (const service of this.services) {
      const role = { PGUSER: `${this.prefix}_${service}`, PGPASSWORD: newRolePassword() };
      await provisionServiceRole(this.admin(), { database: role.PGUSER, role: role.PGUSER, password: role.PGPASSWORD });
      this.pgRoles.set(service, role);
    }
    this.nats = await startNatsServer();
    mkdirSync(path.join(this.frontendDir, 'assets'), { recursive: true });
    writeFileSync(path.join(this.frontendDir, 'index.html'), '<!doctype html><title>Cannaverse</title><div id="root"></div>');
    writeFileSync(path.join(this.frontendDir, 'assets/app-abc123.js'), 'console.log("app")');
    this.liveUrl = `http://127.0.0.1:${await freePort()}`;
    this.liveUrls = [this.liveUrl];
    for (let n = 2; n <= (this.options.streamingReplicas ?? 1); n++) this.liveUrls.push(`http://127.0.0.1:${await freePort()}`);
    for (const service of this.services) this.startService(service, this.options.serviceEnv?.[service]);
    for (const [index, url] of this.liveUrls.entries()) {
      if (index > 0) this.startService('streaming', { ...this.options.serviceEnv?.streaming, LIVE_PORT: new URL(url).port }, `streaming-${index + 1}`);
    }
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    this.startGateway(port);
    await this.waitForService('identity');
    return this;
  }

  private gatewayPort = 0;

  /** Starts (or restarts) the gateway on its port. */
  startGateway(port = this.gatewayPort): void {
    this.gatewayPort = port;
    this.startService('gateway', this.gatewayEnv(port));
  }

  /** Another gateway replica on the same Redis (sessions, counters) and NATS; resolves with its URL once it answers. */
  async startGatewayReplica(name = 'gateway-2'): Promise<string> {
    const port = await freePort();
    this.startService('gateway', this.gatewayEnv(port), name);
    const url = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      if (await fetch(`${url}/api/health`).then(() => true, () => false)) return url;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${name} did not come up`);
  }

  private gatewayEnv(port: number): Record<string, string> {
    return {
      PORT: String(port), HOST: '127.0.0.1', SESSION_SECRET: 'x'.repeat(40), REDIS_URL: this.servers.redisUrl,
      REDIS_KEY_PREFIX: this.prefix, FRONTEND_DIST: this.frontendDir,
      // Tests register and write far more from one address than a person would: the write limits
      // (×1000 here) only bite in the tests that set RATE_LIMITS_FACTOR themselves (write-limits.test.ts).
      RATE_LIMITS_FACTOR: '1000',
      ...(this.options.publicOriginIsSelf ? { PUBLIC_ORIGIN: this.url } : {}),
      ...(this.options.gatewayEnv ?? {}),
    };
  }

  /** The process id of a running service or of the gateway (to measure its memory). */
  pid(service: string): number {
    const pid = this.children.get(service)?.pid;
    if (!pid) throw new Error(`${service} is not running`);
    return pid;
  }

  /** The stack's own nats-server, to stop and restart it. */
  get natsServer(): OwnNatsServer {
    return this.nats;
  }

  env(): Record<string, string> {
    return {
      NATS_URL: this.nats.url, PGHOST: this.servers.pg.host, PGPORT: String(this.servers.pg.port), PGUSER: this.servers.pg.user,
      PGPASSWORD: this.servers.pg.password, DB_NAME_PREFIX: this.prefix, MEDIA_DIR: this.mediaDir, HEALTH_PORT: '0', RPC_TIMEOUT_MS: '3000',
      ADMIN_PASSWORD: 'admin-password-for-tests', LOG_LEVEL: this.options.logLevel ?? 'warn', NODE_ENV: 'test',
      // The live channel: streaming listens on liveUrl; the gateway forwards /ws there and serves hlsDir.
      LIVE_PORT: new URL(this.liveUrl).port, LIVE_HOST: '127.0.0.1', STREAMING_LIVE_URLS: this.liveUrls.join(',') || this.liveUrl, LIVE_HLS_DIR: this.hlsDir,
      LIVE_CHANNEL_SECRET: LIVE_SECRETS.channel, INGEST_CALLBACK_SECRET: LIVE_SECRETS.ingest, LIVE_REDIS_PREFIX: this.prefix,
    };
  }

  startService(service: string, extraEnv: Record<string, string> = {}, name = service): void {
    const child = spawn(process.execPath, [path.join(ROOT, `services/${service}/dist/main.js`)], {
      // Each process as its own NATS user: the stack's nats-server enforces the product's permissions.
      cwd: ROOT, env: { ...process.env, ...this.env(), ...this.pgRoles.get(service), ...this.nats.envFor(service), ...extraEnv }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        try {
          this.logs.push({ process: name, line: JSON.parse(line) as Record<string, unknown> });
        } catch {
          // not a log line (the admin password notice)
        }
      }
    });
    this.children.set(name, child);
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

  /** 75 s: five services starting at once on a shared 2-core machine under load took more than 30 s. */
  async waitForService(service: string, timeoutMs = 75_000): Promise<void> {
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

  private admin() {
    return { ...this.servers.pg, password: this.servers.pg.password || undefined };
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

  /** A service learns of members and content from events: wait until its database has the row (10 s). */
  async waitForRow(service: string, sql: string, id: string): Promise<void> {
    for (let i = 0; i < 400; i++) {
      if ((await this.query(service, sql, [id])).length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${service} never saw ${id}`);
  }

  async stop(): Promise<void> {
    for (const service of [...this.children.keys()]) await this.stopService(service);
    await this.nats?.dispose();
    const admin = new pg.Client({ ...this.servers.pg, password: this.servers.pg.password || undefined, database: 'postgres' });
    await admin.connect();
    for (const service of this.services) await admin.query(`DROP DATABASE IF EXISTS "${this.prefix}_${service}" WITH (FORCE)`);
    await admin.end();
    for (const { PGUSER } of this.pgRoles.values()) await dropServiceRole(this.admin(), PGUSER);
    const redis = new Redis(this.servers.redisUrl);
    const keys = await redis.keys(`${this.prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    rmSync(this.mediaDir, { recursive: true, force: true });
    rmSync(this.frontendDir, { recursive: true, force: true });
    rmSync(this.hlsDir, { recursive: true, force: true });
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
    const problem = (await answerCheckerFor(this.baseUrl))?.problem(method, url, response.status, response.headers.get('content-type'), parsed);
    if (problem) throw new Error(`OpenAPI document and answer disagree: ${problem}\n${text.slice(0, 500)}`);
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

/** A new member once each named service has their user card (its projection of identity's events). */
export async function registerMemberSeenBy(stack: GatewayStack, services: string[]): ReturnType<typeof registerMember> {
  const registered = await registerMember(stack);
  for (const service of services) await stack.waitForRow(service, 'SELECT 1 FROM user_cards WHERE id = $1', registered.user.id);
  return registered;
}

/** Whether ffmpeg (and so ffprobe) is installed: the video tests need it. */
export const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
