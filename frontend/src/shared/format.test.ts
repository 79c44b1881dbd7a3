import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatRelativeTime, initialsFor, websiteHref, websiteLabel } from './format';

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

  it('writes a date exactly as en-US toLocaleString does (midnight, noon, every month, both halves of the day)', () => {
    const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' };
    const moments = ['2026-11-23T00:00:00', '2026-11-23T00:59:00', '2026-11-23T06:51:00', '2026-11-23T12:00:00', '2026-11-23T12:30:00', '2026-11-23T13:05:00', '2026-11-23T23:59:00'];
    for (let month = 0; month < 12; month += 1) moments.push(new Date(2025, month, 1 + month * 2, month * 2, month * 5).toISOString());
    for (const moment of moments) expect(formatDate(moment)).toBe(new Date(moment).toLocaleString('en-US', options));
  });
});

describe('initials', () => {
  it('takes the display name first, then the username, then U, upper case', () => {
    expect(initialsFor('jade Grower', 'kush')).toBe('J');
    expect(initialsFor('  ', 'kushqueen')).toBe('K');
    expect(initialsFor(null, ' greenthumb')).toBe('G');
    expect(initialsFor(null, '')).toBe('U');
  });
});

describe('story dates', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  it('are relative in lists', () => {
    expect(formatRelativeTime('2026-11-23T11:59:30.000Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-23T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-23T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-22T10:00:00.000Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-02T12:00:00.000Z', now)).toBe('3 weeks ago');
    expect(formatRelativeTime('2025-10-01T12:00:00.000Z', now)).toBe('last year');
    expect(formatRelativeTime('nope', now)).toBe('Invalid date');
  });
  it('are long on a story page', () => {
    expect(formatLongDate('2026-11-23T12:00:00.000Z')).toBe('November 23, 2026');
    expect(formatLongDate('nope')).toBe('Invalid date');
  });
});
