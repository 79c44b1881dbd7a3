import type { MessagePrivacy } from '@cannaverse/contracts';

/** What decides whether a member may send a message to another. */
export interface MessagePermissionFacts {
  /** Either member blocks the other. */
  blocked: boolean;
  /** The receiver's "who may message me" setting. */
  allowMessagesFrom: MessagePrivacy;
  /** The receiver follows the sender ("people I follow"). */
  receiverFollowsSender: boolean;
}

/** A block always wins; then the receiver's setting. */
export function mayMessage({ blocked, allowMessagesFrom, receiverFollowsSender }: MessagePermissionFacts): boolean {
  if (blocked) return false;
  switch (allowMessagesFrom) {
    case 'everyone':
      return true;
    case 'following':
      return receiverFollowsSender;
    case 'nobody':
      return false;
  }
}
