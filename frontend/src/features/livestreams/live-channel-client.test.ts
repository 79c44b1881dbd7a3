import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_TIMEOUT_MS, type LiveServerMessage } from '@cannaverse/contracts';
import { LiveChannelClient, type LiveChannelEvents, type SocketLike } from './live-channel-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) { this.sent.push(JSON.parse(data)); }
  close() { this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.(new Event('open')); }
  drop(code: number) { this.readyState = 3; this.onclose?.({ code } as CloseEvent); }
  receive(data: string) { this.onmessage?.({ data } as MessageEvent); }
}

describe('the live channel client', () => {
  let sockets: FakeSocket[];
  let events: { [K in keyof LiveChannelEvents]: ReturnType<typeof vi.fn> };
  let client: LiveChannelClient;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    events = { state: vi.fn(), message: vi.fn(), connectionError: vi.fn(), reconnected: vi.fn(), refused: vi.fn() };
    client = new LiveChannelClient('ws://host/ws?streamId=7', 7, 'me', events as unknown as LiveChannelEvents, () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    });
  });
  afterEach(() => vi.useRealTimers());

  it('joins on open, sends only while open, leaves on stop', () => {
    client.start();
    expect(client.send({ type: 'chat_message', streamId: 7, content: 'early' })).toBe(false);
    sockets[0].open();
    expect(sockets[0].sent).toEqual([{ type: 'join_stream', streamId: 7, userId: 'me' }]);
    expect(client.send({ type: 'reaction', streamId: 7, userId: 'me', reactionType: 'love' })).toBe(true);
    client.stop();
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'leave_stream', streamId: 7, userId: 'me' });
    expect(events.state).toHaveBeenLastCalledWith('open');
  });

  it('passes frames on and only logs what it cannot understand', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    client.start();
    sockets[0].open();
    const frame: LiveServerMessage = { type: 'viewer_count', streamId: 7, viewerCount: 3 };
    sockets[0].receive(JSON.stringify(frame));
    sockets[0].receive('not json');
    sockets[0].receive('42');
    expect(events.message).toHaveBeenCalledTimes(1);
    expect(events.message).toHaveBeenCalledWith(frame);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reconnects with backoff, reporting one error per outage, and rejoins', () => {
    client.start();
    sockets[0].drop(1006);
    sockets.length = 1;
    vi.advanceTimersByTime(1300);
    expect(sockets).toHaveLength(2);
    sockets[1].drop(1006);
    vi.advanceTimersByTime(2500);
    expect(sockets).toHaveLength(3);
    expect(events.connectionError).toHaveBeenCalledTimes(1);
    sockets[2].open();
    expect(sockets[2].sent).toEqual([{ type: 'join_stream', streamId: 7, userId: 'me' }]);
    expect(events.reconnected).not.toHaveBeenCalled();
    sockets[2].drop(1012);
    vi.advanceTimersByTime(600);
    sockets[3].open();
    expect(events.reconnected).toHaveBeenCalledTimes(1);
    expect(events.connectionError).toHaveBeenCalledTimes(1);
  });

  it('gives up when banned', () => {
    client.start();
    sockets[0].open();
    sockets[0].drop(4003);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(events.refused).toHaveBeenCalledWith(4003);
  });

  it('stops for good when a banned member is turned away as the socket opens (issue 21: no reconnect loop)', () => {
    client.start();
    // The server opens a banned member's socket only to send the reason and close it with 4003.
    sockets[0].open();
    sockets[0].receive(JSON.stringify({ type: 'error', streamId: 7, message: "You are banned from this stream's chat" }));
    sockets[0].drop(4003);
    vi.advanceTimersByTime(5 * 60_000);
    expect(sockets).toHaveLength(1);
    expect(events.refused).toHaveBeenCalledTimes(1);
    expect(events.connectionError).not.toHaveBeenCalled();
    expect(events.message).toHaveBeenCalledWith({ type: 'error', streamId: 7, message: "You are banned from this stream's chat" });
  });

  it('after 1012 (a replica restarting or cut off from NATS) reconnects at once, quietly, and says so to reload the chat', () => {
    client.start();
    sockets[0].open();
    sockets[0].drop(1012);
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(sockets[1].sent).toEqual([{ type: 'join_stream', streamId: 7, userId: 'me' }]);
    expect(events.reconnected).toHaveBeenCalledTimes(1);
    expect(events.connectionError).not.toHaveBeenCalled();
  });

  describe('a replica that froze (issue 21)', () => {
    it('keeps a connection that hears heartbeats, and does not pass them on', () => {
      client.start();
      sockets[0].open();
      for (let i = 0; i < 5; i++) {
        vi.advanceTimersByTime(LIVE_HEARTBEAT_TIMEOUT_MS - 1_000);
        sockets[0].receive(JSON.stringify({ type: 'heartbeat' }));
      }
      expect(sockets).toHaveLength(1);
      expect(events.message).not.toHaveBeenCalled();
      expect(events.state).toHaveBeenLastCalledWith('open');
    });

    it('takes a connection silent for the heartbeat timeout for dead: drops it, reconnects at once without an error toast, and reports reconnected', () => {
      client.start();
      sockets[0].open();
      sockets[0].receive(JSON.stringify({ type: 'viewer_count', streamId: 7, viewerCount: 1 }));
      vi.advanceTimersByTime(LIVE_HEARTBEAT_TIMEOUT_MS - 1);
      expect(sockets).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(sockets[0].readyState).toBe(3);
      expect(sockets[0].onclose).toBeNull();
      expect(events.state).toHaveBeenLastCalledWith('closed');
      vi.advanceTimersByTime(500);
      expect(sockets).toHaveLength(2);
      expect(events.connectionError).not.toHaveBeenCalled();
      sockets[1].open();
      expect(sockets[1].sent).toEqual([{ type: 'join_stream', streamId: 7, userId: 'me' }]);
      expect(events.reconnected).toHaveBeenCalledTimes(1);
      // The frozen socket waking up later changes nothing.
      sockets[0].drop(1006);
      expect(sockets).toHaveLength(2);
      expect(events.state).toHaveBeenLastCalledWith('open');
    });

    it('gives up on an upgrade nobody answers as on a silent connection', () => {
      client.start();
      vi.advanceTimersByTime(LIVE_HEARTBEAT_TIMEOUT_MS + 500);
      expect(sockets).toHaveLength(2);
    });

    it('stops watching once stopped', () => {
      client.start();
      sockets[0].open();
      client.stop();
      vi.advanceTimersByTime(LIVE_HEARTBEAT_TIMEOUT_MS * 3);
      expect(sockets).toHaveLength(1);
    });
  });
});
