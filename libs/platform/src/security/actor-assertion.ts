import { createHmac, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN, type Actor } from '@cannaverse/contracts';

/**
 * Who opened a live-channel socket, as the gateway vouches for it to a streaming replica. The
 * gateway authenticates the upgrade with the session cookie (sessions are the gateway's, in its
 * Redis keys) and forwards the actor in this header, signed with a secret only the gateway and
 * streaming share; a replica accepts no socket without a valid, unexpired assertion. The short
 * lifetime only has to cover the hop from the gateway to the replica.
 */
export const ACTOR_ASSERTION_HEADER = 'x-cv-actor';
const DEFAULT_TTL_MS = 30_000;
const TIERS = new Set(['free', 'premium', 'connoisseur']);

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signActorAssertion(actor: Actor, secret: string, now = Date.now(), ttlMs = DEFAULT_TTL_MS): string {
  const payload = Buffer.from(JSON.stringify({ a: { id: actor.id, isAdmin: actor.isAdmin, tier: actor.tier }, e: now + ttlMs })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

const isActor = (value: unknown): value is Actor => {
  const actor = value as Actor | null;
  return typeof actor === 'object' && actor !== null && typeof actor.id === 'string' && UUID_PATTERN.test(actor.id)
    && typeof actor.isAdmin === 'boolean' && TIERS.has(actor.tier);
};

/** The actor of a valid, unexpired assertion; null for anything else (missing, forged, expired, garbled). */
export function verifyActorAssertion(value: string | string[] | undefined, secret: string, now = Date.now()): Actor | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { a: actor, e: expiresAt } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { a: unknown; e: unknown };
    if (typeof expiresAt !== 'number' || expiresAt < now || !isActor(actor)) return null;
    return { id: actor.id.toLowerCase(), isAdmin: actor.isAdmin, tier: actor.tier };
  } catch {
    return null;
  }
}
