import fastifyCookie from '@fastify/cookie';
import type { Actor } from '@cannaverse/contracts';
import { SESSION_COOKIE } from './session.constants.js';
import type { MemoizedSigner } from './memoized-signer.js';
import type { RedisSessionStore } from './redis-session-store.js';
import { readSession } from './session-plugin.js';

/**
 * The member of a session cookie, read outside Fastify's request lifecycle (a WebSocket upgrade
 * never runs the session plugin's hooks). The same check and store as the plugin (readSession);
 * read-only: an upgrade never starts or extends a session.
 */
export class SessionReader {
  constructor(private readonly signer: MemoizedSigner, private readonly store: RedisSessionStore) {}

  async actor(cookieHeader: string | undefined): Promise<Actor | null> {
    if (!cookieHeader) return null;
    const session = await readSession(fastifyCookie.fastifyCookie.parse(cookieHeader)[SESSION_COOKIE], this.signer, this.store).catch(() => null);
    return session?.stored.actor ?? null;
  }
}
