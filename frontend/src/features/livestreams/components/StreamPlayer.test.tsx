import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../app/testing/render';
import { PLAYER_UNAVAILABLE, PLAYER_WAITING, qualityLine, StreamPlayer } from './StreamPlayer';

/** A stand-in for hls.js: the test fires its events. */
type Listener = (event: string, data: Record<string, unknown>) => void;
const players: FakeHls[] = [];
class FakeHls {
  static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'error' };
  static isSupported = () => true;
  listeners = new Map<string, Listener>();
  levels = [{ height: 360 }];
  currentLevel = 0;
  latency = 2.34;
  destroyed = false;
  constructor() { players.push(this); }
  on(event: string, listener: Listener) { this.listeners.set(event, listener); }
  loadSource() {}
  attachMedia() {}
  destroy() { this.destroyed = true; }
  fire(event: string, data: Record<string, unknown> = {}) { this.listeners.get(event)?.(event, data); }
}
vi.mock('hls.js/light', () => ({ default: FakeHls }));

beforeEach(() => {
  players.length = 0;
  vi.stubGlobal('MediaSource', class {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const lastPlayer = async () => {
  await vi.waitFor(() => expect(players.length).toBeGreaterThan(0));
  return players[players.length - 1];
};

describe('StreamPlayer (issue 21: the player tells the truth)', () => {
  it('says it waits for the video while live without a playback URL, and the spec slates otherwise', () => {
    const { unmount } = renderWithApp(<StreamPlayer status="live" playbackUrl={null} title="Grow" />);
    expect(screen.getByRole('heading', { name: PLAYER_WAITING })).toBeTruthy();
    unmount();
    renderWithApp(<StreamPlayer status="offline" playbackUrl={null} title="Grow" />);
    expect(screen.getByRole('heading', { name: 'Stream Offline' })).toBeTruthy();
  });

  it('waits while the playlist is not there yet (404, retried), then plays and shows the quality', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<StreamPlayer status="live" playbackUrl="/live/abc/index.m3u8" title="Grow" />);
    expect(screen.getByRole('heading', { name: PLAYER_WAITING })).toBeTruthy();
    const first = await lastPlayer();
    act(() => first.fire('error', { fatal: true, type: 'networkError', response: { code: 404 } }));
    expect(first.destroyed).toBe(true);
    expect(screen.getByRole('heading', { name: PLAYER_WAITING })).toBeTruthy();
    await act(async () => { await vi.advanceTimersByTimeAsync(2100); });
    expect(players).toHaveLength(2);
    act(() => { fireEvent(screen.getByTestId('stream-video'), new Event('playing')); });
    expect(screen.queryByRole('heading', { name: PLAYER_WAITING })).toBeNull();
    expect(screen.getByTestId('stream-quality').textContent).toBe('360p · 2.3 s behind live');
  });

  it('says the video could not be loaded after another failure, and Retry starts again', async () => {
    renderWithApp(<StreamPlayer status="live" playbackUrl="/live/abc/index.m3u8" title="Grow" />);
    const first = await lastPlayer();
    act(() => first.fire('error', { fatal: true, type: 'mediaError' }));
    expect(screen.getByRole('heading', { name: PLAYER_UNAVAILABLE })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: PLAYER_WAITING })).toBeTruthy();
    await vi.waitFor(() => expect(players).toHaveLength(2));
  });

  it('writes the quality line from what is known', () => {
    expect(qualityLine(720, 3.21)).toBe('720p · 3.2 s behind live');
    expect(qualityLine(null, null)).toBe('');
    expect(qualityLine(1080, null)).toBe('1080p');
  });
});
