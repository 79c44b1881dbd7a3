import { describe, expect, it } from 'vitest';
import { AVATAR_MAX, fitWithin } from './downscale-image';

describe('fitWithin', () => {
  it('scales the longer side down to the avatar bound, keeping the aspect ratio', () => {
    expect(fitWithin(2000, 1000)).toEqual({ width: AVATAR_MAX, height: 250 });
    expect(fitWithin(600, 1200)).toEqual({ width: 250, height: AVATAR_MAX });
  });

  it('never scales a small image up', () => {
    expect(fitWithin(320, 240)).toEqual({ width: 320, height: 240 });
  });
});
