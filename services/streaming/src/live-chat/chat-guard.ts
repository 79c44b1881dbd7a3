import { LiveChannelMessages, type LiveStreamStatus } from '@cannaverse/contracts';

/** What a replica knows about a stream's chat when one of its sockets sends to it. */
export interface ChatRules {
  streamId: number;
  creatorId: string;
  status: LiveStreamStatus;
  slowModeSeconds: number;
}

/** Until when (epoch ms) a member may not chat: Infinity when banned, 0 when free to. */
export type Restriction = number;

/**
 * Why a member may not send to a stream's chat right now, or null. Slow mode and the rate limit
 * need Redis (they must hold across replicas) and are checked after this.
 */
export function chatRefusal(rules: Pick<ChatRules, 'status'>, restrictedUntil: Restriction, now: number): string | null {
  if (rules.status === 'ended') return LiveChannelMessages.streamEnded;
  if (restrictedUntil === Infinity) return LiveChannelMessages.banned;
  if (restrictedUntil > now) return LiveChannelMessages.timedOut(Math.ceil((restrictedUntil - now) / 1000));
  return null;
}

/** The creator and admins are never slowed down by slow mode. */
export const slowModeApplies = (rules: Pick<ChatRules, 'creatorId' | 'slowModeSeconds'>, sender: { id: string; isAdmin: boolean }): boolean =>
  rules.slowModeSeconds > 0 && sender.id !== rules.creatorId && !sender.isAdmin;
