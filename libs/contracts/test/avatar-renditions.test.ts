import { avatarKeyOfRendition, avatarRenditionKey, avatarRenditionKeys, avatarRenditionUrl } from '../src/avatar-renditions.js';

const KEY = 'avatars/2026/11/0b7e3c1a-5d2f-4c8e-9a61-2f4d8b9e7c10.jpg';

describe('avatar rendition names (issue 14)', () => {
  it('derives each rendition key from a stored avatar key, and back', () => {
    expect(avatarRenditionKeys(KEY)).toEqual([
      'avatars/2026/11/0b7e3c1a-5d2f-4c8e-9a61-2f4d8b9e7c10-s96.webp',
      'avatars/2026/11/0b7e3c1a-5d2f-4c8e-9a61-2f4d8b9e7c10-s192.webp',
    ]);
    for (const key of avatarRenditionKeys(KEY)) expect(avatarKeyOfRendition(key)).toBe(KEY);
    expect(avatarRenditionUrl(`/media/${KEY}`, 192)).toBe(`/media/${avatarRenditionKey(KEY, 192)}`);
  });

  it('knows nothing of other files: a post photo, a size we do not make, a foreign URL, a traversal', () => {
    expect(avatarRenditionKeys('images/2026/11/0b7e3c1a-5d2f-4c8e-9a61-2f4d8b9e7c10.jpg')).toEqual([]);
    expect(avatarRenditionKeys(KEY.replace('.jpg', '.png'))).toEqual([]);
    expect(avatarKeyOfRendition(KEY.replace('.jpg', '-s50.webp'))).toBeNull();
    expect(avatarKeyOfRendition('images/2026/11/0b7e3c1a-5d2f-4c8e-9a61-2f4d8b9e7c10-s96.webp')).toBeNull();
    expect(avatarKeyOfRendition(KEY)).toBeNull();
    expect(avatarRenditionUrl(`https://elsewhere.example/${KEY}`, 96)).toBeNull();
    expect(avatarRenditionUrl('blob:http://127.0.0.1/1234', 96)).toBeNull();
    expect(avatarRenditionUrl(`/media/../${KEY}`, 96)).toBeNull();
  });
});
