import { describe, expect, it } from 'vitest';
import { formatDate, websiteHref, websiteLabel } from './profile-format';

describe('profile website', () => {
  it('adds https:// when the link lacks http', () => {
    expect(websiteHref('example.com')).toBe('https://example.com');
    expect(websiteHref('www.grow.example/diary')).toBe('https://www.grow.example/diary');
  });

  it('keeps an existing http or https protocol', () => {
    expect(websiteHref('http://example.com')).toBe('http://example.com');
    expect(websiteHref('HTTPS://example.com')).toBe('HTTPS://example.com');
  });

  it('hides the protocol in the label', () => {
    expect(websiteLabel('https://example.com/')).toBe('example.com');
    expect(websiteLabel('http://example.com/path')).toBe('example.com/path');
    expect(websiteLabel('example.com')).toBe('example.com');
  });

  it('formats dates in US English, with Unknown and Invalid date', () => {
    expect(formatDate(null)).toBe('Unknown');
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate('2024-01-02T10:00:00.000Z')).toMatch(/Jan 2, 2024/);
  });
});
