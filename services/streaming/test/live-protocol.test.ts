import { describe, expect, it } from '@jest/globals';
import { LiveChannelMessages as M } from '@cannaverse/contracts';
import { parseClientMessage } from '../src/live-channel/live-protocol.js';
import { chatRefusal, slowModeApplies } from '../src/live-chat/chat-guard.js';
import { decodeLiveFirstCursor, encodeLiveFirstCursor } from '../src/livestreams/live-first-cursor.js';

describe('parsing what a browser sends', () => {
  it.each<[string, unknown]>([
    ['{"type":"join_stream","streamId":7,"userId":"someone-else"}', { type: 'join_stream', streamId: 7 }],
    ['{"type":"leave_stream","streamId":"7"}', { type: 'leave_stream', streamId: 7 }],
    ['{"type":"chat_message","streamId":7,"content":"  hi  ","timestamp":"x","userId":"y"}', { type: 'chat_message', streamId: 7, content: 'hi' }],
    ['{"type":"chat_message","streamId":7,"content":"🌱 two\\nlines"}', { type: 'chat_message', streamId: 7, content: '🌱 two\nlines' }],
    ['{"type":"reaction","streamId":7,"reactionType":"love"}', { type: 'reaction', streamId: 7, reactionType: 'love' }],
  ])('understands %s', (raw, message) => {
    expect(parseClientMessage(raw)).toEqual({ ok: true, message });
  });

  it.each<[string, string]>([
    ['', M.notUnderstood],
    ['null', M.notUnderstood],
    ['"join_stream"', M.notUnderstood],
    ['{"type":1}', M.notUnderstood],
    [`{"type":"${'x'.repeat(100)}"}`, M.unknownType('x'.repeat(40))],
    ['{"type":"join_stream"}', M.invalidStreamId],
    ['{"type":"join_stream","streamId":0}', M.invalidStreamId],
    ['{"type":"join_stream","streamId":2147483648}', M.invalidStreamId],
    ['{"type":"join_stream","streamId":"7abc"}', M.invalidStreamId],
    ['{"type":"chat_message","streamId":7}', M.emptyChat],
    ['{"type":"chat_message","streamId":7,"content":" \\t "}', M.emptyChat],
    ['{"type":"chat_message","streamId":7,"content":"\\u200b\\u202e\\ufe0f\\u3164"}', M.emptyChat],
    [`{"type":"chat_message","streamId":7,"content":"${'a'.repeat(501)}"}`, M.chatTooLong],
    ['{"type":"chat_message","streamId":7,"content":"a\\u0000b"}', M.notUnderstood],
    ['{"type":"chat_message","streamId":7,"content":"a\\ud800b"}', M.notUnderstood],
    ['{"type":"reaction","streamId":7,"reactionType":"constructor"}', M.invalidReaction],
  ])('answers %s with an error', (raw, error) => {
    expect(parseClientMessage(raw)).toMatchObject({ ok: false, error });
  });
});

describe('who may chat', () => {
  const now = 1_000_000;
  it('refuses ended streams, banned and timed-out members', () => {
    expect(chatRefusal({ status: 'ended' }, 0, now)).toBe(M.streamEnded);
    expect(chatRefusal({ status: 'live' }, Infinity, now)).toBe(M.banned);
    expect(chatRefusal({ status: 'live' }, now + 4_001, now)).toBe(M.timedOut(5));
    expect(chatRefusal({ status: 'offline' }, now - 1, now)).toBeNull();
  });

  it('slows members, never the creator or an admin', () => {
    const rules = { creatorId: 'host', slowModeSeconds: 10 };
    expect(slowModeApplies(rules, { id: 'member', isAdmin: false })).toBe(true);
    expect(slowModeApplies(rules, { id: 'host', isAdmin: false })).toBe(false);
    expect(slowModeApplies(rules, { id: 'mod', isAdmin: true })).toBe(false);
    expect(slowModeApplies({ ...rules, slowModeSeconds: 0 }, { id: 'member', isAdmin: false })).toBe(false);
  });
});

describe('the live-first cursor', () => {
  it('round-trips and refuses forgeries', () => {
    const cursor = encodeLiveFirstCursor('recent', { at: '2026-01-05 10:11:12.123456+00', id: 42 });
    expect(decodeLiveFirstCursor(cursor)).toEqual({ part: 'recent', after: { at: '2026-01-05 10:11:12.123456+00', id: 42 } });
    expect(decodeLiveFirstCursor(null)).toEqual({ part: 'live', after: null });
    const forge = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [forge({ p: 'live', t: '2026-01-05 10:11:12+00', i: '42' }), forge({ p: 'live', t: 'now', i: 42 }), forge({ t: '2026-01-05 10:11:12+00', i: 42 })]) {
      expect(() => decodeLiveFirstCursor(bad)).toThrow('Invalid cursor');
    }
  });
});
