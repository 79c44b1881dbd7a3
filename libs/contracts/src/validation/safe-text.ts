// Text that cannot deceive (issue 20): the one place that knows which characters may hide, reorder
// or fake what a reader sees. Contracts is shared by the services (through validatePayload) and the
// web app's forms, so both refuse the same text with the same words. Pure, no yup: the web app's
// always-loaded code may use it without pulling yup in.

/** Emoji with its optional presentation selector or skin tone: what a ZWJ may follow. */
// eslint-disable-next-line no-misleading-character-class -- the selector and skin tones are listed one by one on purpose
const EMOJI_BEFORE_ZWJ = /(\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;
/** Subdivision flags (🏴 + tag letters + cancel tag, e.g. England): the only use of tag characters. */
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * Invisible or reordering characters, whatever the field: bidi embeddings, overrides and isolates
 * (U+202A–202E, U+2066–2069, U+061C, LRM/RLM), zero-width and invisible formatting (U+200B–200D,
 * U+2060–2064, U+206A–206F, U+FEFF, U+180E, soft hyphen, combining grapheme joiner, Hangul and
 * Khmer fillers that render as nothing, interlinear annotation marks, tag characters), line and
 * paragraph separators, C1 controls and DEL, and the Unicode noncharacters of every plane.
 */
// eslint-disable-next-line no-misleading-character-class -- combining and joining characters are listed one by one on purpose
const DECEPTIVE = /[\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}\p{Noncharacter_Code_Point}]/u;
/** C0 controls: none in a single-line field; a multi-line one keeps tab and line breaks. */
// eslint-disable-next-line no-control-regex
const C0_SINGLE_LINE = /[\u0000-\u001F]/;
// eslint-disable-next-line no-control-regex
const C0_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export interface SafeTextOptions {
  /** Tab, LF and CR are allowed (a report reason's text area); every other C0 control is refused. */
  multiline?: boolean;
}

/**
 * True when `value` holds a character that may deceive its reader (see DECEPTIVE and the C0
 * rules). A zero-width joiner inside an emoji sequence (👩‍🌾) and the tag characters of a
 * subdivision flag are the emoji's own and stay allowed; anywhere else they are refused.
 */
export function hasDeceptiveCharacters(value: string, options: SafeTextOptions = {}): boolean {
  const withoutEmojiJoins = value.replace(EMOJI_TAG_SEQUENCE, '').replace(EMOJI_BEFORE_ZWJ, '$1');
  return DECEPTIVE.test(withoutEmojiJoins) || (options.multiline ? C0_MULTI_LINE : C0_SINGLE_LINE).test(withoutEmojiJoins);
}

/**
 * What shows nothing on screen: white space, format characters (zero-width, bidi controls, tag
 * characters), controls, variation selectors on their own, blank fillers and noncharacters.
 */
// eslint-disable-next-line no-misleading-character-class -- combining and joining characters are listed one by one on purpose
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Noncharacter_Code_Point}\u034F\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/** True when nothing of `value` would be visible: such a body text counts as empty. */
export const isInvisibleText = (value: string): boolean => value.replace(INVISIBLE, '') === '';

/**
 * A yup transform for body texts (post, comment, story, message): text made only of invisible
 * characters becomes '', so the field's own "required / cannot be empty" rule answers it.
 */
export const emptyWhenInvisible = (value: unknown): unknown => (typeof value === 'string' && isInvisibleText(value) ? '' : value);

/**
 * A yup test (a plain config, so this file needs no yup) refusing deceptive characters with
 * `message`: `yup.string().test(safeText(M.titleCharacters))`. Absent values are the other rules' business.
 */
export const safeText = (message: string, options: SafeTextOptions = {}) => ({
  name: 'safe-text',
  message,
  test: (value: unknown): boolean => typeof value !== 'string' || !hasDeceptiveCharacters(value, options),
});
