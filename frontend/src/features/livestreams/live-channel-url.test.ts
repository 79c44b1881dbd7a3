import { describe, expect, it } from 'vitest';
import { liveChannelUrl, reconnectDelay } from './live-channel-url';

describe('the live channel URL', () => {
  it('is secure on a secure page and plain otherwise, on the same host', () => {
    expect(liveChannelUrl({ protocol: 'https:', host: 'cannaverse.example' }, 7)).toBe('wss://cannaverse.example/ws?streamId=7');
    expect(liveChannelUrl({ protocol: 'http:', host: '127.0.0.1:3000' }, 7)).toBe('ws://127.0.0.1:3000/ws?streamId=7');
  });

  it('backs off from 1 s to at most 30 s, jittered', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });
});
