import type { Redis } from 'ioredis';

/** How long a session read from Redis is reused: the bound on staleness should a message be lost. */
export const RECENT_SESSION_MS = 2000;
const MAX_REMEMBERED = 20_000;

/**
 * The sessions this gateway read in the last RECENT_SESSION_MS (issue 28): a page load's burst of
 * API calls, or a member scrolling the feed, reads the session from Redis once instead of once per
 * request (a Redis round trip was ~8% of the CPU of an /api/me and ~4% of a feed page).
 *
 * A session that changes or ends anywhere is announced on a Redis channel (`announce`, after the
 * write or delete): every gateway replica drops its copy, so signing out, "sign out other
 * sessions", a suspension or an account deletion end the session on every replica at once, as
 * they did when every request read Redis. Nothing is reused while the channel is not subscribed;
 * when its connection drops, everything remembered is forgotten (messages may have been missed).
 * A read that was in flight while a change was announced is not remembered (`generation`).
 */
export class RecentSessions {
  private readonly entries = new Map<string, { raw: string; at: number }>();
  /** Bumped by every change heard of: a read started before it must not be remembered. */
  private generationCount = 0;
  private listening = false;
  private closed = false;

  constructor(
    /** The shared command connection: publishes the announcements. */
    private readonly publisher: Redis,
    /** A connection of its own: a subscribed ioredis connection runs nothing else. */
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly ttlMs = RECENT_SESSION_MS,
    private readonly now: () => number = Date.now,
  ) {
    subscriber.on('message', (from: string, message: string) => {
      if (from === this.channel) for (const sessionId of message.split(' ')) this.drop(sessionId);
    });
    subscriber.on('close', () => this.forgetAll());
    // Redis being away is reported by the command connection; here 'close' and 'ready' say all.
    subscriber.on('error', () => undefined);
  }

  /**
   * Subscribes to the channel once the connection is ready; until then nothing is reused. Never
   * before: a SUBSCRIBE sent while ioredis still runs its ready check (CLIENT SETINFO, then INFO)
   * puts the connection in subscriber mode, the INFO fails and the connection starts over.
   */
  async start(): Promise<void> {
    if (this.subscriber.status !== 'ready') await new Promise((resolve) => this.subscriber.once('ready', resolve));
    // Each later 'ready' is a reconnection: subscribe again, reuse starts once that is confirmed.
    // Registered only now, so the first 'ready' sends one SUBSCRIBE (below), not one from each.
    this.subscriber.on('ready', () => void this.listen());
    await this.listen();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.forgetAll();
    this.subscriber.disconnect();
  }

  get generation(): number {
    return this.generationCount;
  }

  /** The session's stored JSON when it was read here within RECENT_SESSION_MS and has not changed since. */
  read(sessionId: string): string | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.now() - entry.at < this.ttlMs) return entry.raw;
    this.entries.delete(sessionId);
    return undefined;
  }

  /** Remembers what a read started at `generation` found, unless a change was heard of meanwhile. */
  remember(sessionId: string, raw: string, generation: number): void {
    if (!this.listening || generation !== this.generationCount) return;
    if (this.entries.size >= MAX_REMEMBERED) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sessionId, { raw, at: this.now() });
  }

  /** Call after the sessions were written or deleted in Redis: every replica (this one now) drops them. */
  async announce(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    for (const sessionId of sessionIds) this.drop(sessionId);
    await this.publisher.publish(this.channel, sessionIds.join(' '));
  }

  private drop(sessionId: string): void {
    this.generationCount++;
    this.entries.delete(sessionId);
  }

  private forgetAll(): void {
    this.listening = false;
    this.generationCount++;
    this.entries.clear();
  }

  private async listen(): Promise<void> {
    if (this.closed || this.subscriber.status !== 'ready') return;
    try {
      await this.subscriber.subscribe(this.channel);
      this.listening = !this.closed;
    } catch {
      // Not subscribed: sessions are read from Redis every time until the next 'ready' subscribes.
    }
  }
}
