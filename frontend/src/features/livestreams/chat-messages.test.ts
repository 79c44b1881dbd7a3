import { describe, expect, it } from 'vitest';
import type { LiveChatMessageDto } from '@cannaverse/contracts';
import { CHAT_LINES_KEPT, mergeChat, withoutMessage } from './chat-messages';

const line = (id: number, second: number): LiveChatMessageDto => ({
  id, streamId: 1, userId: 'u', content: `line ${id}`, timestamp: `2026-01-01T10:00:${String(second).padStart(2, '0')}.000Z`, isHighlighted: false,
  user: { id: 'u', username: 'grower', displayName: null, avatar: null },
});

describe('the chat list', () => {
  it('merges history and live lines oldest first, each once', () => {
    const live = [line(3, 30)];
    const history = [line(3, 30), line(2, 20), line(1, 10)];
    expect(mergeChat(live, history).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(mergeChat(mergeChat([], history), [line(4, 30)]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the latest lines only, and drops deleted ones', () => {
    const many = Array.from({ length: CHAT_LINES_KEPT + 5 }, (_, i) => ({ ...line(i + 1, 0), timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }));
    const kept = mergeChat([], many);
    expect(kept).toHaveLength(CHAT_LINES_KEPT);
    expect(kept[0].id).toBe(6);
    expect(withoutMessage(kept, 6)[0].id).toBe(7);
  });
});
