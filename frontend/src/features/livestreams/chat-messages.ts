import type { LiveChatMessageDto } from '@cannaverse/contracts';

/** Lines kept on screen; older ones scroll out of memory too. */
export const CHAT_LINES_KEPT = 200;

/**
 * History (newest first from the server) and live lines merged into one list, oldest first, each
 * line once: a reconnect refetches history that overlaps what the socket already delivered.
 */
export function mergeChat(current: LiveChatMessageDto[], incoming: LiveChatMessageDto[]): LiveChatMessageDto[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id)
    .slice(-CHAT_LINES_KEPT);
}

export const withoutMessage = (current: LiveChatMessageDto[], messageId: number) => current.filter((message) => message.id !== messageId);
