import { describe, expect, it } from 'vitest';
import { firstTag, parseStreamId, statusLabel, streamTimes } from './stream-display';

describe('stream display rules', () => {
  it('labels statuses LIVE, ENDED, else OFFLINE', () => {
    expect([statusLabel('live'), statusLabel('ended'), statusLabel('offline'), statusLabel('paused')]).toEqual(['LIVE', 'ENDED', 'OFFLINE', 'OFFLINE']);
  });

  it('takes the first non-blank tag', () => {
    expect(firstTag(' indoor , autoflower')).toBe('indoor');
    expect(firstTag(', ,lst')).toBe('lst');
    expect(firstTag('')).toBeNull();
    expect(firstTag(null)).toBeNull();
  });

  it("says when a stream started and ended, or that it has not started", () => {
    expect(streamTimes({ startedAt: null, endedAt: null })).toEqual(['Not started yet']);
    expect(streamTimes({ startedAt: '2026-03-04T17:05:00.000Z', endedAt: null })[0]).toMatch(/^Started Mar 4, 2026, \d{2}:05 (AM|PM)$/);
    expect(streamTimes({ startedAt: '2026-03-04T17:05:00.000Z', endedAt: 'garbage' })[1]).toBe('Ended Invalid date');
  });

  it('accepts only numeric ids in the integer range', () => {
    expect(parseStreamId('42')).toBe(42);
    for (const raw of [undefined, '', 'abc', '0', '-1', '1.5', '042', '2147483648', '99999999999']) expect(parseStreamId(raw)).toBeNull();
  });
});
