import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { WebSocket } from 'ws';
import { ACTOR_ASSERTION_HEADER, signActorAssertion } from '@cannaverse/platform';
import { freePort, startServiceHarness, waitFor, type ServiceHarness } from '@cannaverse/platform/testing';
import type { Actor, LiveServerMessage } from '@cannaverse/contracts';
import { AppModule } from '../src/app.module.js';
import { loadStreamingConfig, type StreamingConfig } from '../src/config.js';
import { LiveServer } from '../src/live-channel/live-server.js';

export { rpcFailure, waitFor } from '@cannaverse/platform/testing';

export type StreamingHarness = ServiceHarness<StreamingConfig>;

export const TEST_SECRETS = { LIVE_CHANNEL_SECRET: 'live-channel-secret-for-tests-0123456789', INGEST_CALLBACK_SECRET: 'ingest-callback-secret-for-tests-01234567' };

/** Fast ticks, so presence and counts settle within a test's patience. */
export const FAST_TIMINGS = { PRESENCE_TTL_MS: '1500', PRESENCE_RENEW_MS: '300', VIEWER_COUNT_INTERVAL_MS: '150', HEARTBEAT_MS: '60000' };

/** Streaming on the kit's harness, its live server on a free loopback port. */
export const startStreaming = (options: { env?: Record<string, string> } = {}): Promise<StreamingHarness> =>
  startServiceHarness({
    service: 'streaming', loadConfig: loadStreamingConfig, appModule: AppModule.register,
    env: { LIVE_PORT: '0', LIVE_HOST: '127.0.0.1', LIVE_REDIS_PREFIX: 'cv-test', ...TEST_SECRETS, ...FAST_TIMINGS, ...options.env },
  });

const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');

/** A second replica as its own process (from dist/), on the harness's database, NATS and Redis, so a test can kill it like a crashed pod. */
export async function startReplica(streaming: StreamingHarness, env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const { config } = streaming;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env, ...streaming.nats.envFor('streaming'), REDIS_URL: config.REDIS_URL, PGHOST: config.PGHOST, PGPORT: String(config.PGPORT),
      PGUSER: config.PGUSER, PGPASSWORD: config.PGPASSWORD, PGDATABASE: config.PGDATABASE, HEALTH_PORT: '0', LOG_LEVEL: 'warn',
      LIVE_PORT: String(port), LIVE_HOST: '127.0.0.1', LIVE_REDIS_PREFIX: config.LIVE_REDIS_PREFIX, ...TEST_SECRETS, ...FAST_TIMINGS, ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true, 30_000, 100);
  return { url, process: child };
}

export const liveBaseUrl = (harness: StreamingHarness) => `http://127.0.0.1:${harness.app().get(LiveServer).port}`;

/**
 * Two streaming replicas on one database, NATS and Redis, as in production behind the gateway: A
 * in this process (its app and NATS are the test's to inspect and stop), B a child process from
 * dist/ (to kill, or SIGSTOP, like a pod). The fixture every multi-replica test shares.
 */
export interface TwoReplicas {
  streaming: StreamingHarness;
  /** Replica B: its live server's URL and its process. */
  replica: { url: string; process: ChildProcess };
  /** The live servers' base URLs, A then B. */
  urls: [string, string];
  close(): Promise<void>;
}

/** `env`: for both replicas (e.g. a faster HEARTBEAT_FRAME_MS). */
export async function startTwoReplicas(options: { env?: Record<string, string> } = {}): Promise<TwoReplicas> {
  const streaming = await startStreaming(options);
  try {
    const replica = await startReplica(streaming, options.env);
    return {
      streaming, replica, urls: [liveBaseUrl(streaming), replica.url],
      close: async () => {
        // SIGKILL: ends B even if a test stopped it (SIGSTOP).
        replica.process.kill('SIGKILL');
        await streaming.close();
      },
    };
  } catch (error) {
    await streaming.close();
    throw error;
  }
}

/** A socket to a replica's live server, as the gateway would open it for `actor`, collecting every frame. */
export class LiveClient {
  readonly frames: LiveServerMessage[] = [];
  closeCode: number | null = null;
  private waiters: Array<() => void> = [];

  /** When the last frame of any kind arrived (what the web app's heartbeat watchdog looks at). */
  lastFrameAt = Date.now();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.lastFrameAt = Date.now();
      this.frames.push(JSON.parse(data.toString()) as LiveServerMessage);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  static open(baseUrl: string, actor: Actor | null, query = '', headers: Record<string, string> = {}): Promise<LiveClient> {
    const assertion = actor ? { [ACTOR_ASSERTION_HEADER]: signActorAssertion(actor, TEST_SECRETS.LIVE_CHANNEL_SECRET) } : {};
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws${query}`, { headers: { ...assertion, ...headers } });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new LiveClient(ws)));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first frame (seen or to come) that matches; frames before it stay for later calls. */
  async next<T extends LiveServerMessage['type']>(type: T, match: (frame: Extract<LiveServerMessage, { type: T }>) => boolean = () => true, timeoutMs = 10_000): Promise<Extract<LiveServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.type === type && match(frame as Extract<LiveServerMessage, { type: T }>));
      if (index >= 0) return this.frames.splice(index, 1)[0] as Extract<LiveServerMessage, { type: T }>;
      if (Date.now() > deadline) throw new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async join(streamId: number): Promise<void> {
    this.send({ type: 'join_stream', streamId });
    await this.next('chat_settings', (frame) => frame.streamId === streamId);
  }

  async closed(timeoutMs = 10_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === null) {
      if (Date.now() > deadline) throw new Error('socket still open');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.closeCode;
  }

  close(): void {
    this.ws.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/**
 * What a member who opens a socket for a stream meets: 'joined' (the join answered), the close
 * code (a banned member's socket is opened only to be closed with 4003), or the refusal status.
 */
export async function admissionOf(baseUrl: string, actor: Actor, streamId: number): Promise<'joined' | number> {
  let client: LiveClient;
  try {
    client = await LiveClient.open(baseUrl, actor, `?streamId=${streamId}`);
  } catch (error) {
    const match = /refused: (\d+)/.exec(String(error));
    if (!match) throw error;
    return Number(match[1]);
  }
  client.send({ type: 'join_stream', streamId });
  const outcome = await Promise.race([client.next('chat_settings').then(() => 'joined' as const), client.closed()]);
  client.close();
  return outcome;
}

/** Refusal status of an upgrade, or 101 when it opened. */
export async function upgradeStatus(baseUrl: string, actor: Actor | null, query = ''): Promise<number> {
  try {
    const client = await LiveClient.open(baseUrl, actor, query);
    client.close();
    return 101;
  } catch (error) {
    const match = /refused: (\d+)/.exec(String(error));
    if (!match) throw error;
    return Number(match[1]);
  }
}

/** What nginx-rtmp posts to a callback (application/x-www-form-urlencoded), with the secret of its config. */
export const notifyIngest = (harness: StreamingHarness, call: string, name: string, { secret = TEST_SECRETS.INGEST_CALLBACK_SECRET, app = 'live', clientid = '1' } = {}) =>
  fetch(`${liveBaseUrl(harness)}/ingest/rtmp/${call}?secret=${encodeURIComponent(secret)}`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app, name, addr: '127.0.0.1', clientid, call: call === 'update' ? 'update_publish' : call, type: 'live', tcurl: 'rtmp://127.0.0.1/live' }),
  });
