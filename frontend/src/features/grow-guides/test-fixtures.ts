import type { GrowGuideSummary } from '@cannaverse/contracts';

/** A guide card as the list answers it. */
export const testGuide = (overrides: Partial<GrowGuideSummary> = {}): GrowGuideSummary => ({
  id: 1, slug: 'soil-basics', title: 'Soil Basics', summary: 'Grow in living soil without fuss.', method: 'soil', difficulty: 1,
  timeToHarvest: '14–20 weeks from seed', imageUrl: '/static/grow-guides/cover-soil-basics.svg?v=abc', isPremium: false,
  publishedAt: '2026-09-01T09:00:00.000Z', hasAccess: true, ...overrides,
});
