import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor, AuthenticatedUser, Caller } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';
import type { MemberSessions } from './member-sessions.js';

declare module 'fastify' {
  interface Session {
    actor?: Actor;
    /** The hour the member was last seen; changing it re-saves the session with a fresh expiry. */
    seenHour?: number;
  }
}

/**
 * Sliding expiry without a Redis write per request: at most one save per hour per session (each
 * save gives the session and its cookie a full lifetime again, session-plugin.ts).
 */
export function slideSession(request: FastifyRequest): void {
  const hour = Math.floor(Date.now() / 3_600_000);
  if (request.session.get('seenHour') !== hour) request.session.set('seenHour', hour);
}

export const actorOf = (request: FastifyRequest): Actor | null => request.session?.get('actor') ?? null;

/** The signed-in member of this request, or null for a visitor. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor | null =>
  actorOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

/**
 * Whom this request's calls to services are made for: the signed-in member (or null) and the
 * request's id, which ServiceClient sends along so the services' log lines carry it too.
 */
export const callerOf = (request: FastifyRequest): Caller => ({ actor: actorOf(request), requestId: request.id });

/** For a call made as no one in particular (registering, public files), still naming the request. */
export const visitorCaller = (request: FastifyRequest): Caller => ({ actor: null, requestId: request.id });

export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller =>
  callerOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

/** A caller with a signed-in member. */
export type SignedInCaller = Caller & { readonly actor: Actor };

/** The caller, when a member is signed in; else 401 with `message`. */
export const requireSignedIn = (caller: Caller, message = 'Not authenticated'): SignedInCaller => {
  if (!caller.actor) throw RpcError.unauthorized(message);
  return caller as SignedInCaller;
};

/** A new session id at every sign-in (no fixation), holding who the member is. */
export async function startSession(request: FastifyRequest, authenticated: AuthenticatedUser, sessions: MemberSessions): Promise<void> {
  // The browser's previous session (if any) ends with the regeneration: its entry in the list goes too.
  await sessions.forgetCurrent(request);
  await request.session.regenerate();
  request.session.set('actor', { id: authenticated.user.id, isAdmin: authenticated.user.isAdmin, tier: authenticated.tier });
  // The new-account limits (security/new-account-limits.ts) count from the account's creation.
  request.session.set('joinedAt', authenticated.user.createdAt);
  await sessions.register(request, authenticated.user.id);
  await request.session.save();
}
