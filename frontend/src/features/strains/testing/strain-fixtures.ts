import type { StrainDto, StrainSummary } from '@cannaverse/contracts';

export const testStrainSummary = (overrides: Partial<StrainSummary> = {}): StrainSummary => ({
  id: 7,
  name: 'Blue Dream',
  type: 'Hybrid',
  rating: 4.6,
  reviewCount: 2,
  membersRating: 4.6,
  thcContent: 21.2,
  cbdContent: null,
  description: 'A hybrid with sweet berry notes.',
  effects: ['Happy', 'Relaxed', 'Euphoric', 'Uplifted', 'Creative'],
  flavors: ['Berry', 'Sweet', 'Blueberry', 'Earthy'],
  imageUrl: '/api/strains/7/image.svg',
  ...overrides,
});

export const testStrain = (overrides: Partial<StrainDto> = {}): StrainDto => ({
  ...testStrainSummary(),
  slug: 'blue-dream',
  terpeneProfile: { primary: ['Myrcene'], secondary: [] },
  medicalBenefits: ['Stress', 'Anxiety'],
  negativeEffects: ['Dry Mouth'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** What a premium member (or an admin) is sent on top. */
export const premiumFields: Pick<StrainDto, 'enhancedDescription' | 'terpeneAnalysis' | 'growTips' | 'premiumSources'> = {
  enhancedDescription: 'Lab samples show myrcene strongest.',
  terpeneAnalysis: { myrcene: 0.00895, limonene: 0.0031, caryophyllene: 0.0024, pinene: 0.0012, linalool: null },
  growTips: { difficulty: 2, floweringTime: '63 days', yield: null, growEnvironment: 'indoor and outdoor', growTips: 'Top early.' },
  premiumSources: [{ title: 'Flower results', publisher: 'SC Labs', url: 'https://example.org' }],
};
