import { isValidMediaKey, mediaKeyOwner, newMediaKey, newUploadKey } from '../src/media/index.js';

/** Issue 20: an upload's key names its uploader, so the service that lets a post use it can tell. */
describe('upload keys', () => {
  const member = '7D5E1F0C-8b1a-4d53-9d1e-2f0c4a9b1c11';

  it('name the uploader after the random part, as a key every store and /media accept', () => {
    const key = newUploadKey('images', 'jpg', member, new Date('2026-03-09T00:00:00Z'));
    expect(key).toMatch(/^images\/2026\/03\/[0-9a-f-]{36}-7d5e1f0c8b1a4d539d1e2f0c4a9b1c11\.jpg$/);
    expect(isValidMediaKey(key)).toBe(true);
    expect(mediaKeyOwner(key)).toBe(member.toLowerCase());
    expect(newUploadKey('videos', 'mp4', member)).not.toBe(newUploadKey('videos', 'mp4', member));
  });

  it.each([
    ['a key naming nobody', newMediaKey('images', 'jpg')],
    ['a derived file', 'thumbnails/2026/03/7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11-w640.webp'],
    ['an avatar rendition', 'avatars/2026/03/7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11-s96.webp'],
    ['a suffix one digit short', 'images/2026/03/7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11-7d5e1f0c8b1a4d539d1e2f0c4a9b1c1.jpg'],
  ])('answer no uploader for %s', (_label, key) => {
    expect(mediaKeyOwner(key)).toBeNull();
  });

  it('refuse an uploader id that is not a UUID', () => {
    expect(() => newUploadKey('images', 'jpg', '../../etc')).toThrow('an uploader id must be a UUID');
  });
});
