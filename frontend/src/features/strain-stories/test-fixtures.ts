import type { StrainStoryDto } from '@cannaverse/contracts';

/**
 * Two days before the test runs: the list shows its age ("2 days ago"), which a fixed date would
 * turn into "last week" and then a date as the calendar moves on.
 */
const TWO_DAYS_AGO = new Date(Date.now() - 2 * 86_400_000).toISOString();

/** A story as the API answers it. */
export const testStory = (overrides: Partial<StrainStoryDto> = {}): StrainStoryDto => ({
  id: 7, userId: 'u-me', title: 'Calm evening', content: 'First line of the story.\nSecond line, after a break.', strainId: 3, rating: 4,
  effects: ['Relaxed', 'Pain Relief'], effectsFelt: ['Relaxed'], helpedWith: ['Pain Relief'], experience: 'positive', consumptionMethod: null,
  mediaUrl: null, mediaType: null, upvotes: 2, upvotedByMe: false, createdAt: TWO_DAYS_AGO, updatedAt: TWO_DAYS_AGO,
  author: { id: 'u-me', username: 'greenthumb', displayName: 'Green Thumb', avatar: null },
  strain: { id: 3, name: 'Blue Dream', type: 'Hybrid' },
  ...overrides,
});
