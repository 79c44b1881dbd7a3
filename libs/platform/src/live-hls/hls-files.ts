/**
 * The files of a live stream's HLS, wherever they are served from (the ingest's directory, the
 * object store, a CDN in front of either): `/live/{playbackId}/index.m3u8` and its segments.
 */

/** A playback id is 24 hex characters (services/streaming stream-keys.ts); tests use short ones. */
const PLAYBACK_ID = /^[a-z0-9]{3,64}$/;
/** nginx-rtmp's `hls_fragment_naming system` names a segment after the millisecond it began; a number either way. */
const SEGMENT = /^\d{1,20}\.ts$/;
export const HLS_PLAYLIST = 'index.m3u8';

export type HlsFileKind = 'playlist' | 'segment';

/** What a name under /live/{playbackId}/ is, or null for anything the ingest never writes. */
export function hlsFileKind(file: string): HlsFileKind | null {
  if (file === HLS_PLAYLIST) return 'playlist';
  return SEGMENT.test(file) ? 'segment' : null;
}

export const isPlaybackId = (value: string): boolean => PLAYBACK_ID.test(value);

/** The object-store key of a stream's file (`live/<playbackId>/<file>`), or null if either part is not one. */
export function hlsObjectKey(playbackId: string, file: string): string | null {
  return isPlaybackId(playbackId) && hlsFileKind(file) ? `live/${playbackId}/${file}` : null;
}

/**
 * Cache headers fit for a CDN. The live playlist changes with every segment (every HLS_FRAGMENT,
 * 2 s): an edge may reuse it for one second, which caps the origin at one playlist request per
 * second per edge whatever the audience, and adds at most a second of latency. A segment's name is
 * the millisecond it began (`hls_fragment_naming system`), so a name never comes back with other
 * bytes, even when an encoder reconnects or a stream restarts: it is cached for a year, immutable.
 */
export const HLS_CACHE_CONTROL: Record<HlsFileKind, string> = {
  playlist: 'public, max-age=1, stale-while-revalidate=1',
  segment: 'public, max-age=31536000, immutable',
};

export const HLS_CONTENT_TYPE: Record<HlsFileKind, string> = {
  playlist: 'application/vnd.apple.mpegurl',
  segment: 'video/mp2t',
};

/** The segment names a media playlist lists, in order (URI lines: everything that is not a tag or blank). */
export function playlistSegments(playlist: string): string[] {
  return playlist.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
}
