import { parseMentions } from '@cannaverse/contracts';
import { excerptOf, groupKey } from '../src/notifications/notification-input.js';

describe('parseMentions', () => {
  it.each([
    ['hi @Alice_01 and @bob.smith.', ['alice_01', 'bob.smith']],
    ['@first at the start', ['first']],
    ['twice @sam @SAM', ['sam']],
    ['an e-mail me@example.com is no mention', []],
    ['a lone @ sign, and @@double', []],
    ['(@inparens) and "@quoted"', ['inparens', 'quoted']],
  ])('%s', (text, names) => expect(parseMentions(text)).toEqual(names));
});

describe('excerptOf and groupKey', () => {
  it('flattens whitespace and cuts at 100 characters with an ellipsis; blank is null', () => {
    expect(excerptOf('  two\n\nlines  ')).toBe('two lines');
    expect(excerptOf('x'.repeat(150))).toBe(`${'x'.repeat(99)}…`);
    expect(excerptOf('   ')).toBeNull();
    expect(excerptOf(undefined)).toBeNull();
  });

  it('groups likes by target and follows by UTC day', () => {
    const post = { type: 'post' as const, id: 'p1', excerpt: null };
    expect(groupKey('like', post, '2026-11-25T23:59:59.000Z')).toBe('like:post:p1');
    expect(groupKey('follow', null, '2026-11-25T23:59:59.000Z')).toBe('follow:2026-11-25');
    expect(groupKey('mention', post, '2026-11-25T10:00:00.000Z', 'comment:c1')).toBe('mention:comment:c1');
  });
});
