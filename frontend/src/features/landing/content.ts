/** Fixed landing page content (spec §2: three sample strains, three testimonials, the statistics). */
export const SAMPLE_STRAINS = [
  { name: 'Blue Dream', type: 'Hybrid', effects: ['Relaxed', 'Happy', 'Creative'] },
  { name: 'Northern Lights', type: 'Indica', effects: ['Sleepy', 'Relaxed', 'Euphoric'] },
  { name: 'Green Crack', type: 'Sativa', effects: ['Energetic', 'Focused', 'Uplifted'] },
] as const;

export const TESTIMONIALS = [
  { quote: 'I finally understand what terpenes do. The strain library changed how I pick what I buy.', author: 'Maya, Denver' },
  { quote: 'Watching a live grow and asking questions in the chat taught me more than a year of forums.', author: 'Andre, Portland' },
  { quote: 'My first harvest came out great thanks to the step-by-step grow guides.', author: 'Sam, Toronto' },
] as const;

export const TESTIMONIAL_ROTATION_MS = 5000;

export const STATS = [
  { value: '40+', label: 'Strains' },
  { value: '25K+', label: 'Users' },
  { value: '50K+', label: 'Reviews' },
] as const;

export const FEATURES = [
  { to: '/strains', title: 'Strain Library', text: 'Explore 1,000+ strains by effects, flavors and terpenes, and react to your favorites.' },
  { to: '/community', title: 'Community', text: 'Share your grows, follow growers you admire and trade tips in discussions.' },
  { to: '/grow-guides', title: 'Grow Guides', text: 'Step-by-step guides from germination to cure, for first-timers and pros.' },
] as const;
