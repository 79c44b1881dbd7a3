import { TOPIC_CATALOGUE, type CatalogueTopic, type TopicCategory } from '@cannaverse/contracts';

export interface TopicGroup {
  title: string;
  categories: readonly TopicCategory[];
  topics: CatalogueTopic[];
}

/** The hub's five groups over the catalogue's six categories (docs/grow-guides.md "Community hub topic groups"). */
const GROUPS: ReadonlyArray<Omit<TopicGroup, 'topics'>> = [
  { title: 'Strain Varieties', categories: ['strains'] },
  { title: 'Growing Techniques', categories: ['growing'] },
  { title: 'Consumption Methods', categories: ['consumption'] },
  { title: 'Medical and Scientific', categories: ['medical', 'science'] },
  { title: 'Culture and Lifestyle', categories: ['culture'] },
];

export const TOPIC_GROUPS: readonly TopicGroup[] = GROUPS.map((group) => ({
  ...group,
  topics: TOPIC_CATALOGUE.filter((topic) => group.categories.includes(topic.category)),
}));

/** Links carry the name without '#' (core spec §2). */
export const discussionPath = (topic: string) => `/community/discussions?topic=${encodeURIComponent(topic.replace(/^#/, ''))}`;

export const COMMUNITY_TABS = [
  { id: 'discussions', label: 'Discussions', premium: false },
  { id: 'groups', label: 'Groups', premium: true },
  { id: 'events', label: 'Events', premium: false },
  { id: 'resources', label: 'Resources', premium: false },
  { id: 'recognition', label: 'Recognition', premium: true },
] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number]['id'];

export const parseCommunityTab = (value: string | null): CommunityTab =>
  COMMUNITY_TABS.find((tab) => tab.id === value)?.id ?? 'discussions';

/** A hashtag as the posts feature parses it: a letter, then 1 to 49 letters, digits or _. */
export const isTopicName = (value: string | null): value is string => value !== null && /^#?[A-Za-z][A-Za-z0-9_]{1,49}$/.test(value);
