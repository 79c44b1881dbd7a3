import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';
import { UserAvatar } from './UserAvatar';

const AVATAR = '/media/avatars/2026/11/0b7e3c1a-5d2f-4c8e-9a61-2f4d8b9e7c10.jpg';
const member = (avatar: string | null) => ({ id: 'u-1', username: 'kushqueen', avatar });
const picture = () => screen.getByRole('link', { name: "kushqueen's profile" }).querySelector('img')!;

describe('UserAvatar', () => {
  it('asks for the small square renditions, sized for the circle, never the original', () => {
    renderWithApp(<UserAvatar user={member(AVATAR)} />);
    const img = picture();
    const base = AVATAR.replace(/\.jpg$/, '');
    expect(img.getAttribute('src')).toBe(`${base}-s96.webp`);
    expect(img.getAttribute('srcset')).toBe(`${base}-s96.webp 96w, ${base}-s192.webp 192w`);
    expect(img.getAttribute('sizes')).toBe('40px');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['40', '40', 'lazy']);
    expect(img.outerHTML).not.toContain('.jpg');
  });

  it("says the circle's size, so a bigger avatar takes the 192 px rendition at 2x", () => {
    renderWithApp(<UserAvatar user={member(AVATAR)} size={56} />);
    expect(picture().getAttribute('sizes')).toBe('56px');
  });

  it('uses any other URL as it is (no rendition can exist for it)', () => {
    renderWithApp(<UserAvatar user={member('/media/avatars/b.jpg')} />);
    expect(picture().getAttribute('src')).toBe('/media/avatars/b.jpg');
    expect(picture().hasAttribute('srcset')).toBe(false);
  });

  it('shows the initial when there is no avatar', () => {
    renderWithApp(<UserAvatar user={member(null)} />);
    expect(screen.getByTestId('avatar-fallback').textContent).toBe('K');
  });
});
