import { GUIDE_LIST_MARK } from '@cannaverse/contracts';

/**
 * The text format of a guide's `content` and of a step's `content` (docs/grow-guides.md):
 * plain text, blocks separated by one blank line, and a block whose lines all start with '- '
 * is a bulleted list. Nothing else is markup: the client renders the text as text, never as
 * HTML, so a stray tag or markdown mark would show up verbatim to the reader. The reading side,
 * `splitGuideText`, is in contracts (the web app renders with it).
 */

const isListLine = (line: string) => line.startsWith(GUIDE_LIST_MARK);

/**
 * Data files hold text as an array of blocks, one entry per paragraph or list item, which is
 * easier to write and review than escaped line breaks. Consecutive '- ' entries form one list.
 */
export const joinGuideText = (entries: readonly string[]): string =>
  entries.reduce((text, entry, index) => {
    if (index === 0) return entry;
    const sameList = isListLine(entry) && isListLine(entries[index - 1]);
    return `${text}${sameList ? '\n' : '\n\n'}${entry}`;
  }, '');

const FORMAT_RULES: ReadonlyArray<[RegExp, string]> = [
  [/<[a-z/!?]/i, 'contains an HTML tag'],
  [/\*\*|__|`/, 'contains markdown emphasis or code'],
  [/^#/m, 'contains a markdown heading'],
  [/\]\(|!\[/, 'contains a markdown link or image'],
  [/\n{3,}/, 'has more than one blank line between blocks'],
  [/[ \t]+$/m, 'has trailing spaces'],
  [/^[ \t]/m, 'has a line starting with a space'],
  [/\r/, 'has a carriage return'],
];

/** Ways the text breaks the format; empty when it is fine. */
export const guideTextProblems = (text: string): string[] => {
  const problems = FORMAT_RULES.filter(([pattern]) => pattern.test(text)).map(([, problem]) => problem);
  if (text.trim() !== text) problems.push('starts or ends with white space');
  const mixed = text.split('\n\n').some((block) => {
    const lines = block.split('\n');
    return lines.some(isListLine) && !lines.every(isListLine);
  });
  if (mixed) problems.push('mixes list items and text in one block');
  return problems;
};
