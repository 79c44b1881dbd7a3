import fastifyCookie from '@fastify/cookie';
import type { Session } from 'fastify';
import type { Actor } from '@cannaverse/contracts';
import { SESSION_COOKIE } from './session.constants.js';
import type { RedisSessionStore } from './redis-session-store.js';

/**
 * The member of a session cookie, read outside Fastify's request lifecycle (a WebSocket upgrade
 * never runs the session plugin's hooks). Same cookie signature check and store as
 * @fastify/session; read-only: an upgrade never creates or extends a session.
 */
export class SessionReader {
  private readonly signer: InstanceType<typeof fastifyCookie.Signer>;

  constructor(secret: string, private readonly store: RedisSessionStore) {
    this.signer = new fastifyCookie.Signer(secret, 'sha256');
  }

  async actor(cookieHeader: string | undefined): Promise<Actor | null> {
    if (!cookieHeader) return null;
    const value = fastifyCookie.fastifyCookie.parse(cookieHeader)[SESSION_COOKIE];
    if (!value) return null;
    const unsigned = this.signer.unsign(value);
    if (!unsigned.valid || !unsigned.value) return null;
    const session = await new Promise<Session | null>((resolve) => {
      this.store.get(unsigned.value as string, (error, stored) => resolve(error ? null : stored ?? null));
    });
    const expires = (session?.cookie as { expires?: string | null } | undefined)?.expires;
    if (!session || (expires && Date.parse(expires) <= Date.now())) return null;
    return session.actor ?? null;
  }
}
