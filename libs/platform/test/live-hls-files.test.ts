import { mediaConfigSchema } from '../src/index.js';
import { hlsFileKind, hlsObjectKey, liveHlsConfigSchema, playlistSegments } from '../src/media/index.js';

describe('live HLS files (issue 21)', () => {
  it('knows the names nginx-rtmp writes and nothing else', () => {
    expect(hlsFileKind('index.m3u8')).toBe('playlist');
    expect(hlsFileKind('1764000000000.ts')).toBe('segment');
    for (const name of ['other.m3u8', '../index.m3u8', 'a.ts', '1.ts.bak', '.ts', 'index.m3u8/..']) expect(hlsFileKind(name)).toBeNull();
  });

  it('makes object keys only from a playback id and such a name', () => {
    expect(hlsObjectKey('0a1b2c3d4e5f60718293a4b5', '12.ts')).toBe('live/0a1b2c3d4e5f60718293a4b5/12.ts');
    expect(hlsObjectKey('..', 'index.m3u8')).toBeNull();
    expect(hlsObjectKey('abc/def', 'index.m3u8')).toBeNull();
    expect(hlsObjectKey('ABC123', 'index.m3u8')).toBeNull();
  });

  it('reads the segment names of a media playlist in order', () => {
    expect(playlistSegments('#EXTM3U\r\n#EXT-X-MEDIA-SEQUENCE:3\r\n#EXTINF:2.0,\r\n3.ts\r\n\r\n#EXTINF:2.0,\r\n4.ts\r\n')).toEqual(['3.ts', '4.ts']);
  });

  it('refuses LIVE_HLS_BUCKET without an object store to put it in', () => {
    const schema = mediaConfigSchema.concat(liveHlsConfigSchema);
    expect(() => schema.validateSync({ LIVE_HLS_BUCKET: 'cannaverse-live' })).toThrow('LIVE_HLS_BUCKET needs S3_ENDPOINT (the object store the HLS is published to)');
    expect(schema.validateSync({ LIVE_HLS_BUCKET: 'cannaverse-live', S3_ENDPOINT: 'minio' }).LIVE_HLS_BUCKET).toBe('cannaverse-live');
    expect(() => schema.validateSync({ LIVE_HLS_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'minio' })).toThrow('LIVE_HLS_BUCKET must be an S3 bucket name');
  });
});
