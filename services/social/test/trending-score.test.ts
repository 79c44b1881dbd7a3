import { SocialLimits, TOPIC_CATALOGUE, type TopicCategory } from '@cannaverse/contracts';
import { computeTrending, FILLER_CEILING, hourWeight, localHour, type HashtagUsage } from '../src/trending-topics/trending-score.js';

/** A seeded generator, so "random" scores are repeatable in a test. */
const seeded = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};

const usage = (tag: string, postCount: number, recencyWeight: number, spelling = tag): HashtagUsage => ({ tag, spelling, postCount, recencyWeight });

describe('topic catalogue', () => {
  test('about 80 unique hashtags over the six spec categories', () => {
    expect(TOPIC_CATALOGUE.length).toBeGreaterThanOrEqual(75);
    expect(new Set(TOPIC_CATALOGUE.map((t) => t.name.toLowerCase())).size).toBe(TOPIC_CATALOGUE.length);
    expect(new Set(TOPIC_CATALOGUE.map((t) => t.category))).toEqual(new Set(['strains', 'growing', 'consumption', 'medical', 'science', 'culture']));
    for (const topic of TOPIC_CATALOGUE) expect(topic.name).toMatch(/^[A-Za-z][A-Za-z0-9_]{1,49}$/);
  });
});

describe('hourWeight', () => {
  test('growing peaks in the morning, consumption and culture in the evening', () => {
    expect(hourWeight('growing', 8)).toBeCloseTo(1.5);
    expect(hourWeight('growing', 8)).toBeGreaterThan(hourWeight('consumption', 8));
    expect(hourWeight('consumption', 21)).toBeGreaterThan(hourWeight('growing', 21));
    expect(hourWeight('culture', 22)).toBeGreaterThan(hourWeight('science', 22));
  });

  test('stays within 0.5–1.5 at every hour', () => {
    const categories: TopicCategory[] = ['strains', 'growing', 'consumption', 'medical', 'science', 'culture'];
    for (const category of categories) {
      for (let hour = 0; hour < 24; hour++) {
        expect(hourWeight(category, hour)).toBeGreaterThanOrEqual(0.5 - 1e-9);
        expect(hourWeight(category, hour)).toBeLessThanOrEqual(1.5 + 1e-9);
      }
    }
  });

  test('localHour reads the audience time zone', () => {
    expect(localHour(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(8);
    expect(localHour(new Date('2026-01-01T00:30:00Z'), 'UTC')).toBe(0);
  });
});

describe('computeTrending', () => {
  test('with no hashtags used: 8 catalogue topics, first 3 highlighted, scores descending', () => {
    const topics = computeTrending({ usage: [], hour: 12, random: seeded(1) });
    expect(topics).toHaveLength(SocialLimits.trendingTopicsShown);
    expect(topics.map((t) => t.highlighted)).toEqual([true, true, true, false, false, false, false, false]);
    expect([...topics].sort((a, b) => b.score - a.score)).toEqual(topics);
    for (const topic of topics) {
      expect(topic.postCount).toBe(0);
      expect(topic.name).not.toContain('#');
      expect(topic.score).toBeLessThan(FILLER_CEILING);
    }
  });

  test('hashtags members used rank first, by their post count, with the catalogue spelling and category', () => {
    const topics = computeTrending({
      usage: [usage('growdiary', 3, 2.9), usage('terpenes', 5, 1.2), usage('myfirstharvest', 2, 1.9, 'MyFirstHarvest')],
      hour: 14,
      random: seeded(2),
    });
    expect(topics.slice(0, 3).map((t) => [t.name, t.category, t.postCount])).toEqual([
      ['Terpenes', 'science', 5], ['GrowDiary', 'growing', 3], ['MyFirstHarvest', 'community', 2],
    ]);
    expect(topics.slice(0, 3).every((t) => t.highlighted && t.score > FILLER_CEILING)).toBe(true);
    expect(topics.slice(3).every((t) => t.postCount === 0 && !t.highlighted)).toBe(true);
    expect(new Set(topics.map((t) => t.name.toLowerCase())).size).toBe(8); // a used tag is not repeated as filler
  });

  test('the highlighted three are the three with the most posts, whatever the posts\' age or the hour; the score is built on the count shown', () => {
    // Terpenes peaks at 14:00 with 10 recent posts; 'oldnews' has 11 posts from two days ago; GrowDiary 12 older still.
    const topics = computeTrending({
      usage: [usage('terpenes', 10, 9.9), usage('oldnews', 11, 2), usage('growdiary', 12, 0.5), usage('quiet', 1, 1)],
      hour: 14,
      random: seeded(4),
    });
    expect(topics.slice(0, 4).map((t) => [t.name, t.postCount, t.highlighted])).toEqual([
      ['GrowDiary', 12, true], ['oldnews', 11, true], ['Terpenes', 10, true], ['quiet', 1, false],
    ]);
    for (const topic of topics.slice(0, 4)) {
      // The whole part above the filler ceiling is the count; the fraction only orders equal counts.
      expect(Math.floor(topic.score - FILLER_CEILING)).toBe(topic.postCount);
    }
    for (let i = 1; i < topics.length; i++) expect(topics[i - 1].score).toBeGreaterThan(topics[i].score);
  });

  test('equal counts: the fresher tag, weighted by the hour, ranks first without passing a bigger count', () => {
    const at = (hour: number) => computeTrending({ usage: [usage('growdiary', 4, 3.9), usage('edibles', 4, 3.9), usage('myrcene', 5, 0.1)], hour, random: seeded(5) });
    expect(at(8).slice(0, 3).map((t) => t.name)).toEqual(['Myrcene', 'GrowDiary', 'Edibles']); // growing peaks in the morning
    expect(at(21).slice(0, 3).map((t) => t.name)).toEqual(['Myrcene', 'Edibles', 'GrowDiary']); // consumption in the evening
    const fresh = computeTrending({ usage: [usage('a_old', 4, 0.5), usage('b_new', 4, 3.9)], hour: 12, random: seeded(6) });
    expect(fresh.slice(0, 2).map((t) => t.name)).toEqual(['b_new', 'a_old']);
    expect(fresh[0].score).toBeLessThan(FILLER_CEILING + 5);
  });

  test('more than 8 used hashtags: only the top 8, no filler', () => {
    const many = Array.from({ length: 12 }, (_, i) => usage(`tag${i}`, 1, 12 - i));
    const topics = computeTrending({ usage: many, hour: 3, random: seeded(3) });
    expect(topics.map((t) => t.name)).toEqual(['tag0', 'tag1', 'tag2', 'tag3', 'tag4', 'tag5', 'tag6', 'tag7']);
  });

  test('the hour of day tilts the random filler: growing in the morning, consumption/culture in the evening', () => {
    const share = (hour: number, categories: string[]) => {
      const random = seeded(42);
      let hits = 0;
      let total = 0;
      for (let round = 0; round < 400; round++) {
        for (const topic of computeTrending({ usage: [], hour, random })) {
          total++;
          if (categories.includes(topic.category)) hits++;
        }
      }
      return hits / total;
    };
    expect(share(8, ['growing'])).toBeGreaterThan(share(21, ['growing']) * 2);
    expect(share(21, ['consumption', 'culture'])).toBeGreaterThan(share(8, ['consumption', 'culture']) * 2);
  });

  test('the same seed gives the same list (scores are random only through the injected source)', () => {
    expect(computeTrending({ usage: [], hour: 18, random: seeded(7) })).toEqual(computeTrending({ usage: [], hour: 18, random: seeded(7) }));
  });
});
