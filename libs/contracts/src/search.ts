// One search over every area (issue 27): `GET /api/search?q=` answers the first few of each kind,
// `GET /api/search?q=&type=…` a page of one kind. Each owning service searches its own rows.
import type { GrowGuideSummary } from './grow-guides.js';
import type { PostDto } from './posts.js';
import type { Page } from './rpc.js';
import type { StrainStoryDto } from './strain-stories.js';
import type { StrainSummary } from './strains.js';

export const SEARCH_KINDS = ['members', 'posts', 'hashtags', 'strains', 'stories', 'guides'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SearchLimits = {
  /** Characters of the search text (after trimming). */
  queryMax: 100,
  /** Each kind's share of the overview. */
  overview: 5,
  pageDefault: 20,
  pageMax: 50,
  /** How deep a relevance-ordered kind (members, hashtags, strains, guides) pages. */
  depthMax: 500,
} as const;

export const SearchMessages = {
  queryRequired: 'Enter something to search for',
  queryMax: `Search text must be at most ${SearchLimits.queryMax} characters`,
  invalidType: `type must be one of: ${SEARCH_KINDS.join(', ')}`,
  invalidLimit: `limit must be a whole number from 1 to ${SearchLimits.pageMax}`,
} as const;

/** A member found by username or display name. */
export interface MemberSearchResult {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string | null;
  followers: number;
  posts: number;
}

/** A hashtag as posts use it; opens the topic page (`/community/discussions?topic=<tag>`). */
export interface HashtagSearchResult {
  /** Lower-case, without '#'. */
  tag: string;
  /** How posts spelled it. */
  spelling: string;
}

/** A suggested member to follow, and why. */
export interface SuggestedMember extends MemberSearchResult {
  /** Hashtags and strains the member shares with the caller (may be empty: then one of the most active). */
  shared: string[];
}

export interface SearchResultsByKind {
  members: MemberSearchResult;
  posts: PostDto;
  hashtags: HashtagSearchResult;
  strains: StrainSummary;
  stories: StrainStoryDto;
  guides: GrowGuideSummary;
}

/** The overview: up to five of each kind, best first; `missing` names kinds whose service did not answer in time. */
export type SearchOverview = { [K in SearchKind]: Array<SearchResultsByKind[K]> } & { missing: SearchKind[] };

export type SearchPage<K extends SearchKind = SearchKind> = Page<SearchResultsByKind[K]>;

/**
 * What the gateway sends a service for one kind: the text, the page and, for content's stories,
 * the members hidden from the caller (blocks either way, from social).
 */
export interface SearchKindQuery {
  q: string;
  limit: number;
  cursor?: string | null;
  hiddenUserIds?: string[];
  /**
   * Members only: also names merely similar to the text when no name starts with it or is one typo
   * from it (a trigram walk, ~6 ms among 100,000 members; default true). The overview leaves them to
   * the Members tab.
   */
  similarNames?: boolean;
}

/** The topic page a hashtag result opens. */
export const topicPath = (tag: string) => `/community/discussions?topic=${encodeURIComponent(tag)}`;
