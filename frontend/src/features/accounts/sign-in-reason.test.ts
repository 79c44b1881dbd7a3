import { describe, expect, it } from 'vitest';
import { signInReason } from './sign-in-reason';

describe('signInReason', () => {
  it('names the member area a visitor tried to open', () => {
    expect(signInReason('/strains')).toBe('Please sign in to explore the Strain Library.');
    expect(signInReason('/strains/42')).toBe('Please sign in to explore the Strain Library.');
    expect(signInReason('/community?tab=hot')).toBe('Please sign in to explore the Community.');
    expect(signInReason('/grow-guides/first-grow')).toBe('Please sign in to explore the Grow Guides.');
    expect(signInReason('/profile/123')).toBe('Please sign in to explore member profiles.');
  });

  it('is generic for other protected paths and silent without one', () => {
    expect(signInReason('/somewhere-new')).toBe('Please sign in to continue.');
    expect(signInReason(undefined)).toBeNull();
    expect(signInReason({ from: '/strains' })).toBeNull();
    expect(signInReason('https://evil.example/strains')).toBeNull();
  });
});
