/**
 * A tiny SVG writer for the guide illustrations. Output is deterministic (no randomness, fixed
 * number formatting), so the committed files can be compared with a fresh render in a test.
 */
export type Attrs = Record<string, string | number | undefined>;

/** One decimal at most: small files, and the same text on every machine. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const attrText = (attrs: Attrs) =>
  Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? n(value) : escapeAttr(value)}"`)
    .join('');

/** An element; children are already-rendered markup. */
export const el = (tag: string, attrs: Attrs = {}, ...children: string[]): string =>
  children.length === 0 ? `<${tag}${attrText(attrs)}/>` : `<${tag}${attrText(attrs)}>${children.join('')}</${tag}>`;

export const g = (attrs: Attrs, ...children: string[]) => el('g', attrs, ...children);

/** A path from points: 'M' then 'L' segments, closed when asked. */
export const poly = (points: ReadonlyArray<readonly [number, number]>, close = true) =>
  `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;

export const translate = (x: number, y: number, extra = '') => `translate(${n(x)} ${n(y)})${extra ? ` ${extra}` : ''}`;

export const WIDTH = 320;
export const HEIGHT = 200;

export interface SvgDocument {
  /** Read out by screen readers (the `<title>`), and the image's alt text in spirit. */
  title: string;
  background: string;
  defs?: string;
  body: string;
}

/** A complete, self-contained file: no external references, accessible name from `<title>`. */
export const svgDocument = ({ title, background, defs, body }: SvgDocument): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="t">` +
  `<title id="t">${escapeText(title)}</title>` +
  (defs ? `<defs>${defs}</defs>` : '') +
  el('rect', { width: WIDTH, height: HEIGHT, rx: 12, fill: background }) +
  body +
  '</svg>\n';
