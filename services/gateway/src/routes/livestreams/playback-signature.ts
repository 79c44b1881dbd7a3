import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring playback links (issue 21): `/live/<playbackId>/index.m3u8?exp=<unix seconds>&sig=<HMAC>`
 * lets a player without the member's session (a CDN, another app) fetch one stream's video until
 * `exp`. The signature covers the playback id and the expiry, so it opens nothing else and
 * cannot be extended.
 */
export const PLAYBACK_LINK_SECONDS = 10 * 60;

export interface PlaybackSignature {
  exp: number;
  sig: string;
}

const mac = (key: Buffer, playbackId: string, exp: number) => createHmac('sha256', key).update(`${playbackId}.${exp}`).digest('base64url');

/**
 * Signs and checks playback links. The key is derived from the gateway's LIVE_CHANNEL_SECRET under
 * its own label: one fewer secret to provision, and a key that signs nothing else (a /ws
 * assertion is not a playback link).
 */
export class PlaybackSigner {
  private readonly key: Buffer;

  constructor(liveChannelSecret: string) {
    this.key = createHmac('sha256', liveChannelSecret).update('cannaverse:hls-playback-link:v1').digest();
  }

  sign(playbackId: string, now = Date.now()): PlaybackSignature {
    const exp = Math.floor(now / 1000) + PLAYBACK_LINK_SECONDS;
    return { exp, sig: mac(this.key, playbackId, exp) };
  }

  /** True when `sig` is ours for this playback id and `exp` has not passed (compared in constant time). */
  verify(playbackId: string, exp: string, sig: string, now = Date.now()): boolean {
    if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now) return false;
    const given = Buffer.from(sig);
    const expected = Buffer.from(mac(this.key, playbackId, Number(exp)));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
