import { describe, expect, it } from 'vitest';
import { splitHashtags } from './hashtags';

describe('splitHashtags', () => {
  it('finds the hashtags trending topics count, keeping the text around them', () => {
    expect(splitHashtags('Trying #PurpleHaze with the #grow_diary crew.')).toEqual([
      { text: 'Trying ' }, { text: '#PurpleHaze', tag: 'PurpleHaze' }, { text: ' with the ' }, { text: '#grow_diary', tag: 'grow_diary' }, { text: ' crew.' },
    ]);
  });

  it('leaves numbers, a lone # and one-letter tags as text', () => {
    expect(splitHashtags('Plant #1 of # 3, #a')).toEqual([{ text: 'Plant #1 of # 3, #a' }]);
    expect(splitHashtags('')).toEqual([]);
    expect(splitHashtags('#OGKush')).toEqual([{ text: '#OGKush', tag: 'OGKush' }]);
  });
});
