import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MemoizedSigner } from './memoized-signer.js';
import type { RedisSessionStore } from './redis-session-store.js';

/** The expiry the store keeps beside a session's values, as @fastify/session wrote it (older gateways read it). */
export interface StoredCookie {
  originalMaxAge: number | null;
  /** When the cookie given with the last save expires (ISO 8601); a session past it is ended. */
  expires: string | Date | null;
  [attribute: string]: unknown;
}

declare module 'fastify' {
  /** What a session holds: each feature adds its keys (actor.ts, member-sessions.ts, …). */
  interface Session {
    cookie?: StoredCookie;
  }
  interface FastifyRequest {
    session: MemberSession;
  }
}

type SessionValues = Omit<import('fastify').Session, 'cookie'>;

/** The cookie's attributes; `secure: 'auto'` follows the request's protocol (Fastify's, TRUST_PROXY aware). */
export interface SessionCookieOptions {
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  secure: 'auto' | boolean;
  path: string;
  maxAgeMs: number;
}

/** 24 random bytes (192 bits), as @fastify/session made them: ids of sessions started before this stay valid. */
const newSessionId = (): string => randomBytes(24).toString('base64url');

const isExpired = (cookie: StoredCookie | undefined, now: number): boolean => {
  const expires = cookie?.expires ? new Date(cookie.expires).getTime() : NaN;
  return !Number.isNaN(expires) && expires <= now;
};

/**
 * One request's session: the values the store holds under its id. Nothing is written unless a
 * value is set (or the session is started, saved or ended), so a visitor's request costs no store
 * write and no cookie, and a member's request one store read (often none: RecentSessions).
 */
export class MemberSession {
  private values: SessionValues;
  private modified = false;
  private savedNow = false;
  /** Set by each save: a full lifetime from then, as the store's TTL (RedisSessionStore). */
  private expiresAt = 0;

  constructor(
    private readonly store: RedisSessionStore,
    private id: string | null,
    stored: import('fastify').Session | null,
    private readonly maxAgeMs: number,
  ) {
    const { cookie: _cookie, ...values } = stored ?? {};
    this.values = values;
  }

  /** The store's key for this session; null for a visitor whose session was never started. */
  get sessionId(): string | null {
    return this.id;
  }

  get<K extends keyof SessionValues>(key: K): SessionValues[K] | undefined {
    return this.values[key];
  }

  set<K extends keyof SessionValues>(key: K, value: SessionValues[K]): void {
    this.values[key] = value;
    this.modified = true;
    // A visitor's first value starts a session (the caller saves it, or the answer does).
    this.id ??= newSessionId();
  }

  /** A new id for a new sign-in (no fixation): the old session is deleted and nothing of it is kept. */
  async regenerate(): Promise<void> {
    if (this.id) await promised((done) => this.store.destroy(this.id as string, done));
    this.id = newSessionId();
    this.values = {};
    this.modified = true;
  }

  async save(): Promise<void> {
    if (!this.id) this.id = newSessionId();
    this.expiresAt = Date.now() + this.maxAgeMs;
    await promised((done) => this.store.set(this.id as string, this.stored(), done));
    this.modified = false;
    this.savedNow = true;
  }

  /** Deletes the session from the store; the request goes on as a visitor's (the route clears the cookie). */
  async destroy(): Promise<void> {
    if (this.id) await promised((done) => this.store.destroy(this.id as string, done));
    this.id = null;
    this.values = {};
    this.modified = false;
    this.savedNow = false;
  }

  /** A value was set (or a sign-in started) since the last save: the answer saves it. */
  needsSave(): boolean {
    return this.modified;
  }

  /** Saved during this request: the answer carries the cookie. */
  wasSaved(): boolean {
    return this.savedNow;
  }

  get expires(): Date {
    return new Date(this.expiresAt);
  }

  private stored(): import('fastify').Session {
    return {
      ...this.values,
      cookie: { originalMaxAge: this.maxAgeMs, expires: new Date(this.expiresAt).toISOString() },
    } as import('fastify').Session;
  }
}

function promised(work: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => work((error) => (error ? reject(error) : resolve())));
}

export interface SessionPluginOptions {
  cookieName: string;
  signer: MemoizedSigner;
  store: RedisSessionStore;
  cookie: SessionCookieOptions;
}

/**
 * The session a signed cookie names, or null: a cookie that is absent, forged, unknown to the store
 * or past its expiry (an expired one is deleted). Shared by the HTTP plugin and the WebSocket
 * upgrade (session-reader.ts), which never runs Fastify's hooks.
 */
export async function readSession(signedId: string | undefined, signer: MemoizedSigner, store: RedisSessionStore): Promise<{ id: string; stored: import('fastify').Session } | null> {
  if (!signedId) return null;
  const unsigned = signer.unsign(signedId);
  if (!unsigned.valid || !unsigned.value) return null;
  const id = unsigned.value;
  const stored = await new Promise<import('fastify').Session | null>((resolve, reject) => {
    store.get(id, (error, session) => (error ? reject(error) : resolve(session ?? null)));
  });
  if (!stored) return null;
  if (isExpired(stored.cookie, Date.now())) {
    await promised((done) => store.destroy(id, done));
    return null;
  }
  return { id, stored };
}

/**
 * Server-side sessions in Redis behind a signed cookie (HMAC-SHA256, @fastify/cookie's format),
 * in place of @fastify/session (issue 28): that plugin built a Session and a Cookie object for every
 * request, signed the id again, and hashed a stable JSON of the session twice (SHA-256, to see
 * whether it changed), about a sixth of the gateway's time for a signed-in feed page. Here a
 * change is known because it goes through `set`. Same cookie, same stored shape (a rolling deploy
 * keeps every member signed in), same rules: a new id at sign-in, nothing stored for visitors, the
 * cookie sent with every save, and a cookie that names no live session cleared.
 */
async function sessionPlugin(fastify: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const { cookieName, signer, store, cookie } = options;

  fastify.decorateRequest('session', null as unknown as MemberSession);
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    const found = await readSession(request.cookies[cookieName], signer, store);
    request.session = new MemberSession(store, found?.id ?? null, found?.stored ?? null, cookie.maxAgeMs);
  });

  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session;
    if (!session) return;
    if (session.needsSave()) await session.save();
    if (session.wasSaved()) {
      void reply.setCookie(cookieName, signer.sign(session.sessionId as string), {
        path: cookie.path,
        httpOnly: cookie.httpOnly,
        sameSite: cookie.sameSite,
        secure: cookie.secure === 'auto' ? request.protocol === 'https' : cookie.secure,
        expires: session.expires,
      });
    } else if (request.cookies[cookieName] !== undefined && session.sessionId === null) {
      // A cookie naming no live session (forged, expired, signed out elsewhere): the browser forgets it.
      void reply.clearCookie(cookieName, { path: cookie.path });
    }
  });
}

export const memberSessionPlugin = fp(sessionPlugin, { name: 'cannaverse-session', dependencies: ['@fastify/cookie'] });
