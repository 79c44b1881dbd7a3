import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  FALLBACK_STRAIN_IMAGE_SVG,
  leafColour,
  NEUTRAL_LEAF_COLOUR,
  parseStrainsCsv,
  strainIllustrationSvg,
  strainInitials,
  TERPENE_COLOURS,
  TYPE_COLOURS,
  type CatalogueStrain,
} from '../src/strains/catalogue/index.js';

const HEADER = 'name,type,rating,effects,flavors,thc_percent,dominant_terpene,helps_with,negative_effects';
const strainsOf = (...lines: string[]): CatalogueStrain[] => parseStrainsCsv([HEADER, ...lines].join('\n')).strains;
const FALLBACK_FILE = path.resolve(import.meta.dirname, '../data/strain-fallback.svg');

// Elements a static illustration needs; anything else (script, foreignObject, image, a, use …)
// could run code or load something when served as image/svg+xml.
const ALLOWED_ELEMENTS = new Set(['svg', 'title', 'defs', 'linearGradient', 'radialGradient', 'stop', 'rect', 'circle', 'path', 'g', 'text']);

type XmlNode = Record<string, unknown>;
function elementNames(nodes: XmlNode[]): string[] {
  return nodes.flatMap((node) =>
    Object.entries(node)
      .filter(([key]) => key !== ':@' && key !== '#text')
      .flatMap(([key, children]) => [key, ...elementNames(children as XmlNode[])]),
  );
}

function expectSafeSvg(svg: string): void {
  expect(XMLValidator.validate(svg)).toBe(true);
  const tree = new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(svg) as XmlNode[];
  const names = elementNames(tree);
  expect(names[0]).toBe('svg');
  expect(names.filter((name) => !ALLOWED_ELEMENTS.has(name))).toEqual([]);
  expect(svg).not.toMatch(/\son\w+=|href|javascript:|url\((?!#)|@import|<!DOCTYPE|<!ENTITY/i);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
}

describe('strain illustrations', () => {
  const [indica, sativa, hybrid, unknownTerpene, nasty] = strainsOf(
    'Purple Thing,indica,,,,,Linalool,,',
    'Lemon Thing,sativa,,,,,Limonene,,',
    'Blue Dream,hybrid,,,,,Myrcene,,',
    'Odd Thing,hybrid,,,,,Bisabolol,,',
    '"<script>alert(1)</script> & ""Co""",hybrid,,,,,,,',
  );

  it('is a small, well-formed SVG with only static elements and no external reference', () => {
    for (const strain of [indica, sativa, hybrid, unknownTerpene, nasty]) expectSafeSvg(strainIllustrationSvg(strain));
    expectSafeSvg(FALLBACK_STRAIN_IMAGE_SVG);
  });

  it('escapes the name instead of letting it become markup', () => {
    const svg = strainIllustrationSvg(nasty);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
  });

  it('colours the background by type and the leaf by dominant terpene', () => {
    expect(strainIllustrationSvg(indica)).toContain(TYPE_COLOURS.Indica.from);
    expect(strainIllustrationSvg(sativa)).toContain(TYPE_COLOURS.Sativa.to);
    expect(strainIllustrationSvg(hybrid)).toContain(TYPE_COLOURS.Hybrid.from);
    expect(strainIllustrationSvg(indica)).toContain(`fill="${TERPENE_COLOURS.Linalool}"`);
    expect(strainIllustrationSvg(sativa)).toContain(`fill="${TERPENE_COLOURS.Limonene}"`);
    expect(strainIllustrationSvg(unknownTerpene)).toContain(`fill="${NEUTRAL_LEAF_COLOUR}"`);
    expect(leafColour(undefined)).toBe(NEUTRAL_LEAF_COLOUR);
    expect(new Set(Object.values(TERPENE_COLOURS)).size).toBe(Object.keys(TERPENE_COLOURS).length);
  });

  it('is deterministic per name and differs between names', () => {
    expect(strainIllustrationSvg(hybrid)).toBe(strainIllustrationSvg({ ...hybrid }));
    const [twin] = strainsOf('Blue Dreams,hybrid,,,,,Myrcene,,');
    expect(strainIllustrationSvg(twin)).not.toBe(strainIllustrationSvg(hybrid));
  });

  it('labels the image with the strain for assistive technology and shows its initials', () => {
    const svg = strainIllustrationSvg(hybrid);
    expect(svg).toContain('<title>Blue Dream (Hybrid) illustration</title>');
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/>BD<\/text>/);
    expect(strainInitials('$100 OG')).toBe('1O');
    expect(strainInitials('Lemon Créme')).toBe('LC');
    expect(strainInitials('?!')).toBe('');
  });

  it('ships the fallback image as a file identical to the one in code', () => {
    expect(fs.readFileSync(FALLBACK_FILE, 'utf8')).toBe(`${FALLBACK_STRAIN_IMAGE_SVG}\n`);
    expect(FALLBACK_STRAIN_IMAGE_SVG).toContain('Strain image unavailable');
    // The web app shows its own copy when an illustration fails to load (StrainImage).
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../../frontend/public/images/strain-fallback.svg'), 'utf8')).toBe(fs.readFileSync(FALLBACK_FILE, 'utf8'));
  });
});
