import { catalogueTopic, SocialLimits, TOPIC_CATALOGUE, type CatalogueTopic, type TopicCategory, type TrendingTopicDto } from '@cannaverse/contracts';

/** A hashtag members used in the recent window, as counted from posts' content. */
export interface HashtagUsage {
  /** Lower-cased, without '#'. */
  tag: string;
  /** The spelling members used most, for tags outside the catalogue. */
  spelling: string;
  postCount: number;
  /** Posts weighted by age (a post from now counts 1, one half-life ago 0.5). */
  recencyWeight: number;
}

/**
 * When each category peaks, in the audience's local hour: growers post in the morning, science
 * reads in the afternoon, strains and consumption in the evening, culture late at night.
 */
const PEAK_HOUR: Record<TopicCategory, number> = {
  growing: 8,
  medical: 11,
  science: 14,
  strains: 18,
  consumption: 21,
  culture: 22,
};
const HOUR_AMPLITUDE = 0.5;

/** 0.5 at the category's quietest hour, 1.5 at its peak, following the clock smoothly. */
export function hourWeight(category: TopicCategory, hour: number): number {
  const angle = ((hour - PEAK_HOUR[category]) / 24) * 2 * Math.PI;
  return 1 + HOUR_AMPLITUDE * Math.cos(angle);
}

/** The US audience's clock (the app speaks US English); the server's own zone is irrelevant. */
export const AUDIENCE_TIME_ZONE = 'America/New_York';

export function localHour(at: Date, timeZone = AUDIENCE_TIME_ZONE): number {
  const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(at);
  return Number(hour) % 24;
}

/** Filler scores stay below this; a hashtag members really used always ranks above them. */
export const FILLER_CEILING = 100;

export interface TrendingInputs {
  usage: readonly HashtagUsage[];
  hour: number;
  /** [0, 1), injectable so tests are deterministic. */
  random?: () => number;
  catalogue?: readonly CatalogueTopic[];
  count?: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A used hashtag's score: FILLER_CEILING + its post count (the number members see beside it) +
 * a fraction under 1 for how fresh those posts are, weighted by the hour. The fraction only orders
 * equal counts: a tag can never pass one with more posts, so the highlighted three are always the
 * three with the most posts.
 */
export function usedTopicScore(postCount: number, heat: number): number {
  // heat = recency weight × hour weight ≤ postCount × 1.5; floored so 0.99 is never rounded up to 1.
  const fraction = Math.min(0.99, Math.floor((heat / (postCount * 1.5)) * 99) / 100);
  return FILLER_CEILING + postCount + fraction;
}

/**
 * The trending list: hashtags members used recently (ranked by post count, equal counts by
 * freshness nudged by the hour), topped up from the catalogue with random scores weighted by the
 * hour of day (spec). The first `SocialLimits.trendingTopicsHighlighted` are highlighted.
 */
export function computeTrending({ usage, hour, random = Math.random, catalogue = TOPIC_CATALOGUE, count = SocialLimits.trendingTopicsShown }: TrendingInputs): TrendingTopicDto[] {
  const used = usage
    .filter((entry) => entry.postCount > 0)
    .map((entry) => {
      const known = catalogueTopic(entry.tag);
      const category = known?.category ?? 'community';
      const heat = entry.recencyWeight * (known ? hourWeight(known.category, hour) : 1);
      return { name: known?.name ?? entry.spelling, category, score: usedTopicScore(entry.postCount, heat), postCount: entry.postCount, heat } as const;
    })
    .sort((a, b) => b.score - a.score || b.heat - a.heat || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({ heat: _heat, ...topic }) => topic);

  const taken = new Set(used.map((topic) => topic.name.toLowerCase()));
  const fillers = catalogue
    .filter((topic) => !taken.has(topic.name.toLowerCase()))
    .map((topic) => ({
      name: topic.name,
      category: topic.category,
      // hourWeight ≤ 1.5, so the filler score stays under FILLER_CEILING.
      score: round2(random() * (FILLER_CEILING / 1.5) * hourWeight(topic.category, hour)),
      postCount: 0,
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count - used.length);

  return [...used, ...fillers].map((topic, index) => ({ ...topic, highlighted: index < SocialLimits.trendingTopicsHighlighted }));
}
