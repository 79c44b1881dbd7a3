import type { Actor } from '@cannaverse/contracts';

/** What the permission rules need to know about a stream. */
export interface StreamOwnership {
  userId: string;
  isPrivate: boolean;
}

/**
 * A private stream is seen only by its creator and administrators (docs/decisions.md): it is how a
 * creator tests OBS and the ingest before going public. Public streams: every signed-in member.
 */
export const canView = (stream: StreamOwnership, actor: Actor | null): boolean =>
  actor !== null && (!stream.isPrivate || stream.userId === actor.id || actor.isAdmin);

/** The creator and administrators moderate a stream's chat. */
export const canModerate = (stream: StreamOwnership, actor: Actor | null): boolean =>
  actor !== null && (stream.userId === actor.id || actor.isAdmin);
