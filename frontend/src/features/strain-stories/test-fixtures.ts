import type { StrainStoryDto } from '@cannaverse/contracts';

/** A story as the API answers it. */
export const testStory = (overrides: Partial<StrainStoryDto> = {}): StrainStoryDto => ({
  id: 7, userId: 'u-me', title: 'Calm evening', content: 'First line of the story.\nSecond line, after a break.', strainId: 3, rating: 4,
  effects: ['Relaxed', 'Pain Relief'], effectsFelt: ['Relaxed'], helpedWith: ['Pain Relief'], experience: 'positive', consumptionMethod: null,
  mediaUrl: null, mediaType: null, upvotes: 2, upvotedByMe: false, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
  author: { id: 'u-me', username: 'greenthumb', displayName: 'Green Thumb', avatar: null },
  strain: { id: 3, name: 'Blue Dream', type: 'Hybrid' },
  ...overrides,
});
