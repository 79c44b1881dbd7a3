import { describe, expect, it } from 'vitest';
import { FEED_RATIO, feedRatio } from './media-crop';

describe('feedRatio', () => {
  it('keeps shapes between 4:5 and 1.91:1 as they are', () => {
    expect(feedRatio(800, 600)).toBeCloseTo(4 / 3);
    expect(feedRatio(500, 500)).toBe(1);
    expect(feedRatio(400, 500)).toBeCloseTo(FEED_RATIO.min);
  });

  it('crops taller photos to 4:5 and wider ones to 1.91:1', () => {
    expect(feedRatio(400, 1000)).toBeCloseTo(0.8);
    expect(feedRatio(1000, 300)).toBeCloseTo(1.91);
  });
});
