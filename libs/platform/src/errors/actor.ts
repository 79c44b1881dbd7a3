import type { Actor, RpcRequest } from '@cannaverse/contracts';
import { ValidationMessages } from '@cannaverse/contracts';
import { RpcError } from './rpc-error.js';

/** The signed-in actor of a request, or a 401. */
export function requireActor(request: RpcRequest<unknown>, message = 'Not authenticated'): Actor {
  if (!request?.actor?.id) throw RpcError.unauthorized(message);
  return request.actor;
}

/** Owner-only operations (spec §6: members edit only their own profile and avatar). */
export function requireSelf(request: RpcRequest<unknown>, userId: string): Actor {
  const actor = requireActor(request, ValidationMessages.notAuthenticated);
  if (actor.id !== userId) throw RpcError.forbidden('You can only change your own profile');
  return actor;
}

export function requireAdmin(request: RpcRequest<unknown>): Actor {
  const actor = requireActor(request);
  if (!actor.isAdmin) throw RpcError.forbidden('Administrators only');
  return actor;
}
