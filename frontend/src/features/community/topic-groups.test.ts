import { describe, expect, it } from 'vitest';
import { TOPIC_CATALOGUE } from '@cannaverse/contracts';
import { discussionPath, isTopicName, parseCommunityTab, TOPIC_GROUPS } from './topic-groups';

describe('community hub topics', () => {
  it('puts every catalogue topic in exactly one of the five groups', () => {
    expect(TOPIC_GROUPS.map((group) => group.title)).toEqual(['Strain Varieties', 'Growing Techniques', 'Consumption Methods', 'Medical and Scientific', 'Culture and Lifestyle']);
    const placed = TOPIC_GROUPS.flatMap((group) => group.topics.map((topic) => topic.name));
    expect(placed.sort()).toEqual(TOPIC_CATALOGUE.map((topic) => topic.name).sort());
    expect(TOPIC_GROUPS[3].topics).toHaveLength(25);
  });

  it('links topics without the # sign and reads the tab from the query', () => {
    expect(discussionPath('#GrowDiary')).toBe('/community/discussions?topic=GrowDiary');
    expect(parseCommunityTab('groups')).toBe('groups');
    expect(parseCommunityTab('nonsense')).toBe('discussions');
    expect(parseCommunityTab(null)).toBe('discussions');
    expect(isTopicName('GrowDiary')).toBe(true);
    expect(isTopicName('1x')).toBe(false);
    expect(isTopicName(null)).toBe(false);
  });
});
