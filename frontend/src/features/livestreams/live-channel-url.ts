import { LIVE_CHANNEL_PATH } from '@cannaverse/contracts';

/**
 * The live channel on the page's own host: `wss:` on a secure page, never a downgrade (spec core
 * §9). The stream id lets the server refuse a banned member before the socket opens.
 */
export function liveChannelUrl(location: Pick<Location, 'protocol' | 'host'>, streamId: number): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${LIVE_CHANNEL_PATH}?streamId=${streamId}`;
}

/** Waits between reconnection attempts: 1 s doubling to 30 s, with ±20 % jitter so a crowd spreads out. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + random() * 0.4));
}
