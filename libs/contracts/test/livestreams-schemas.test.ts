import { createLiveStreamSchema, LivestreamMessages, parseStreamTags } from '../src/index.js';

describe('live stream tags', () => {
  it.each<[string | null | undefined, string[] | null]>([
    [undefined, []],
    [null, []],
    ['', []],
    [' indoor , autoflower,,', ['indoor', 'autoflower']],
    ['LST, lst, Topping', ['LST', 'Topping']],
    [Array.from({ length: 11 }, (_, i) => `t${i}`).join(','), null],
    ['x'.repeat(31), null],
    ['x'.repeat(30), ['x'.repeat(30)]],
  ])('%j → %j', (input, tags) => {
    expect(parseStreamTags(input)).toEqual(tags);
  });
});

describe('the create-stream schema', () => {
  it("answers the spec's message for a missing or blank title", () => {
    expect(() => createLiveStreamSchema.validateSync({})).toThrow(LivestreamMessages.titleRequired);
    expect(() => createLiveStreamSchema.validateSync({ title: '   ' })).toThrow('Please enter a title for your stream');
  });

  it('trims, and refuses a non-boolean private flag', () => {
    expect(createLiveStreamSchema.validateSync({ title: '  Night grow  ', isPrivate: true })).toEqual({ title: 'Night grow', isPrivate: true });
    expect(() => createLiveStreamSchema.validateSync({ title: 'x', isPrivate: 'yes' })).toThrow(/isPrivate/);
  });
});
