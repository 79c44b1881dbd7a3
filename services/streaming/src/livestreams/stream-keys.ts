import { randomBytes } from 'node:crypto';

/**
 * A stream key is a password: whoever has it publishes as the stream. 32 random bytes; the prefix
 * makes a leaked one recognisable (secret scanners, logs).
 */
export const newStreamKey = (): string => `cvk_${randomBytes(32).toString('base64url')}`;

/**
 * The public name the ingest writes HLS under. The RTMP callback renames the published stream to
 * it (nginx-rtmp's on_publish redirect), so playback URLs never reveal the key; random, so a
 * private stream's video cannot be guessed from its id.
 */
export const newPlaybackId = (): string => randomBytes(12).toString('hex');
/** What newPlaybackId makes: the playback-access check refuses anything else before a query. */
export const PLAYBACK_ID_PATTERN = /^[0-9a-f]{24}$/;

/** Served by the gateway from the ingest's HLS directory (or by the ingress from the ingest itself). */
export const playbackUrlFor = (playbackId: string): string => `/live/${playbackId}/index.m3u8`;
