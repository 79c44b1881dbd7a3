import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor, AuthenticatedUser } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';

declare module 'fastify' {
  interface Session {
    actor?: Actor;
  }
}

export const actorOf = (request: FastifyRequest): Actor | null => request.session?.get('actor') ?? null;

/** The signed-in member of this request, or null for a visitor. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor | null =>
  actorOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

export const requireSignedIn = (actor: Actor | null, message = 'Not authenticated'): Actor => {
  if (!actor) throw RpcError.unauthorized(message);
  return actor;
};

/** A new session id at every sign-in (no fixation), holding who the member is. */
export async function startSession(request: FastifyRequest, authenticated: AuthenticatedUser): Promise<void> {
  await request.session.regenerate();
  request.session.set('actor', { id: authenticated.user.id, isAdmin: authenticated.user.isAdmin, tier: authenticated.tier });
  await request.session.save();
}
