/**
 * The feed crops photos like the photo apps members know: no taller than 4:5, no wider than
 * 1.91:1, anything between shown at its own shape. The opened photo is always shown whole.
 */
export const FEED_RATIO = { min: 4 / 5, max: 1.91 } as const;

/** width / height of a photo's box in the feed. */
export const feedRatio = (width: number, height: number): number =>
  Math.min(FEED_RATIO.max, Math.max(FEED_RATIO.min, width / height));
