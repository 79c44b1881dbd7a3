import {
  commentSchema, createLiveStreamSchema, createPostSchema, customEffectProblem, hasDeceptiveCharacters, isInvisibleText, LivestreamMessages,
  DirectMessageMessages, profileUpdateSchema, registerSchema, ReportMessages, reportSchema, sendMessageSchema, SocialMessages, strainStorySchema,
  StrainStoryMessages, updatePostSchema, ValidationMessages,
} from '../src/index.js';

// Issue 20: text that cannot deceive. Each row is one character class the rule names.
const REFUSED: Array<[string, string]> = [
  ['right-to-left override U+202E', 'abc\u202Edef'],
  ['left-to-right embedding U+202A', '\u202Aabc'],
  ['pop directional formatting U+202C', 'abc\u202C'],
  ['first strong isolate U+2068', 'ab\u2068c'],
  ['pop directional isolate U+2069', 'abc\u2069'],
  ['right-to-left mark U+200F', 'ab\u200Fc'],
  ['arabic letter mark U+061C', 'ab\u061Cc'],
  ['zero-width space U+200B', 'ad\u200Bmin'],
  ['zero-width non-joiner U+200C', 'ad\u200Cmin'],
  ['zero-width joiner between letters U+200D', 'ad\u200Dmin'],
  ['word joiner U+2060', 'ad\u2060min'],
  ['invisible plus U+2064', 'a\u2064b'],
  ['byte order mark inside U+FEFF', 'ad\uFEFFmin'],
  ['mongolian vowel separator U+180E', 'ad\u180Emin'],
  ['soft hyphen U+00AD', 'ad\u00ADmin'],
  ['hangul filler U+3164', 'ad\u3164min'],
  ['tag character outside a flag U+E0041', 'ad\u{E0041}min'],
  ['line separator U+2028', 'a\u2028b'],
  ['C0 bell U+0007', 'a\u0007b'],
  ['C0 escape U+001B', 'a\u001B[31mb'],
  ['line feed in a single-line field', 'a\nb'],
  ['tab in a single-line field', 'a\tb'],
  ['DEL U+007F', 'a\u007Fb'],
  ['C1 U+0085', 'a\u0085b'],
  ['C1 U+009B', 'a\u009Bb'],
  ['noncharacter U+FDD0', 'a\uFDD0b'],
  ['noncharacter U+FDEF', 'a\uFDEFb'],
  ['noncharacter U+FFFE', 'a\uFFFEb'],
  ['noncharacter U+FFFF', 'a\uFFFFb'],
  ['noncharacter U+1FFFE', 'a\u{1FFFE}b'],
  ['noncharacter U+10FFFF', 'a\u{10FFFF}b'],
];

const ALLOWED: Array<[string, string]> = [
  ['plain text', 'Mary Jane'],
  ['accents and other scripts', 'Zoë Ñúñez 山田 Ольга مريم'],
  ['a simple emoji', 'Grower 🌿'],
  ['an emoji ZWJ sequence', 'Farmer 👩‍🌾'],
  ['a ZWJ sequence with skin tone and presentation selector', '👩🏽‍🌾 and ❤️‍🔥 and 🏳️‍🌈'],
  ['a subdivision flag (tag characters)', 'From 🏴󠁧󠁢󠁥󠁮󠁧󠁿'],
  ['a keycap', '1️⃣ place'],
  ['a private-use-free symbol just below the noncharacters', 'a\uFDCFb'],
];

describe('hasDeceptiveCharacters', () => {
  it.each(REFUSED)('refuses a %s', (_name, text) => {
    expect(hasDeceptiveCharacters(text)).toBe(true);
  });

  it.each(ALLOWED)('allows %s', (_name, text) => {
    expect(hasDeceptiveCharacters(text)).toBe(false);
  });

  it('refuses a ZWJ that joins an emoji to a letter or ends the text', () => {
    expect(hasDeceptiveCharacters('🌿\u200Dadmin')).toBe(true);
    expect(hasDeceptiveCharacters('admin\u200D🌿')).toBe(true);
    expect(hasDeceptiveCharacters('🌿\u200D')).toBe(true);
  });

  it('lets a multi-line field keep tab and line breaks, never other controls', () => {
    expect(hasDeceptiveCharacters('line one\r\nline two\tend', { multiline: true })).toBe(false);
    expect(hasDeceptiveCharacters('a\u0007b', { multiline: true })).toBe(true);
    expect(hasDeceptiveCharacters('a\u000Bb', { multiline: true })).toBe(true);
    expect(hasDeceptiveCharacters('a\u202Eb', { multiline: true })).toBe(true);
  });
});

describe('isInvisibleText', () => {
  it.each<[string, string]>([
    ['empty', ''],
    ['spaces, tabs and breaks', ' \t\n\r '],
    ['no-break and ideographic spaces', '\u00A0\u3000\u2007'],
    ['zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['bidi controls', '\u202E\u2066\u2069\u200E'],
    ['variation selectors alone', '\uFE0F\uFE0E\u{E0100}'],
    ['hangul and braille blanks', '\u3164\u115F\u2800'],
    ['a mix', ' \u200B\u202E\uFE0F\u3164 '],
  ])('%s is invisible', (_name, text) => {
    expect(isInvisibleText(text)).toBe(true);
  });

  it.each(['.', 'a', '🌿', '\u200Bx\u200B', '山'])('%j shows something', (text) => {
    expect(isInvisibleText(text)).toBe(false);
  });
});

const INVISIBLE_ONLY = '\u200B\u200D\u202E\uFE0F \u2060';
const fails = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('identity-like fields refuse deceptive characters', () => {
  it.each<[string, () => unknown, string]>([
    ['display name (profile)', () => profileUpdateSchema.validateSync({ displayName: 'Mary\u202EJane' }), ValidationMessages.displayNameCharacters],
    ['display name (registration)', () => registerSchema.validateSync({ username: 'maryjane', email: 'm@example.com', password: 'secret1', name: 'Ma\u200Bry' }), ValidationMessages.nameCharacters],
    ['username', () => registerSchema.validateSync({ username: 'mary\u200Bjane', email: 'm@example.com', password: 'secret1' }), 'Username may only contain letters, numbers, dots, dashes and underscores'],
    ['stream title', () => createLiveStreamSchema.validateSync({ title: 'Night \u2066grow' }), LivestreamMessages.titleCharacters],
    ['stream tags', () => createLiveStreamSchema.validateSync({ title: 'Night grow', tags: 'indoor, lst\u0000x, a\u0085' }), LivestreamMessages.tagsCharacters],
    ['story title', () => strainStorySchema.validateSync({ title: 'My \u202Egrow', content: 'x'.repeat(30), strainId: 1, effects: ['Happy'] }), StrainStoryMessages.titleCharacters],
    ['story effect', () => strainStorySchema.validateSync({ title: 'My grow', content: 'x'.repeat(30), strainId: 1, effects: ['Hap\u200Bpy'] }), StrainStoryMessages.effectCharacters],
    ['report reason', () => reportSchema.validateSync({ reason: 'Spam\u202E' }), ReportMessages.reasonCharacters],
    ['report reason (noncharacter)', () => reportSchema.validateSync({ reason: 'Spam\uFFFF' }), ReportMessages.reasonCharacters],
  ])('%s', (_name, run, message) => {
    expect(fails(run)).toBe(message);
  });

  it('still accepts emoji and ordinary text in the same fields', () => {
    expect(profileUpdateSchema.validateSync({ displayName: '  Farmer 👩‍🌾  ' })).toEqual({ displayName: 'Farmer 👩‍🌾' });
    expect(createLiveStreamSchema.validateSync({ title: 'Grow 🌿', tags: 'indoor, 🏳️‍🌈' })).toEqual({ title: 'Grow 🌿', tags: 'indoor, 🏳️‍🌈' });
    expect(reportSchema.validateSync({ reason: 'Spam\nand abuse' })).toEqual({ reason: 'Spam\nand abuse' });
    expect(customEffectProblem('Giggly 😂', ['Happy'])).toBeNull();
    expect(customEffectProblem('Gig\u2060gly', ['Happy'])).toBe(StrainStoryMessages.effectCharacters);
  });
});

describe('a body text made only of invisible characters counts as empty', () => {
  it.each<[string, () => unknown, string]>([
    ['post', () => createPostSchema.validateSync({ content: INVISIBLE_ONLY }), SocialMessages.contentRequired],
    ['post edit', () => updatePostSchema.validateSync({ content: INVISIBLE_ONLY }), SocialMessages.contentRequired],
    ['comment', () => commentSchema.validateSync({ content: INVISIBLE_ONLY }), SocialMessages.commentRequired],
    ['direct message', () => sendMessageSchema.validateSync({ content: INVISIBLE_ONLY }), DirectMessageMessages.contentRequired],
    ['story', () => strainStorySchema.validateSync({ title: 'My grow', content: INVISIBLE_ONLY.repeat(6), strainId: 1, effects: ['Happy'] }), StrainStoryMessages.contentMin],
    ['report reason', () => reportSchema.validateSync({ reason: INVISIBLE_ONLY }), ReportMessages.reasonRequired],
  ])('%s', (_name, run, message) => {
    expect(fails(run)).toBe(message);
  });

  it('keeps a body that shows something, invisible characters and all', () => {
    expect(createPostSchema.validateSync({ content: ' \u200Bhi\u200B ' })).toEqual({ content: '\u200Bhi\u200B' });
    expect(sendMessageSchema.validateSync({ content: '👍' })).toEqual({ content: '👍' });
    expect(updatePostSchema.validateSync({})).toEqual({});
  });
});
