// Writes a strain's card description from its facts only (type, flavors, effects, THC, dominant
// terpene, most-reported helps-with tags). Deterministic: the name's hash picks the wording, so
// 2,350 cards do not all read the same but the text never changes between imports. Community
// reports are phrased as reports of other communities, never as medical claims.
import type { CatalogueStrain } from './catalogue.types.js';
import { stableHash } from './strain-name.js';

export type DescriptionFacts = Pick<
  CatalogueStrain,
  'name' | 'nameKey' | 'type' | 'effects' | 'flavors' | 'thcContent' | 'terpeneProfile' | 'medicalBenefits'
>;

/** General aroma notes of each terpene (chemistry, not effects). */
const TERPENE_AROMA: Record<string, string> = {
  Myrcene: 'an earthy, musky note',
  Limonene: 'a bright citrus note',
  Caryophyllene: 'a peppery, spicy note',
  Pinene: 'a fresh pine note',
  Linalool: 'a floral, lavender-like note',
  Terpinolene: 'a fresh, herbal and slightly floral note',
  Ocimene: 'a sweet, herbal note',
  Humulene: 'a woody, hop-like note',
};

/** "a", "b" → "a and b"; "a", "b", "c" → "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Lower-cases tags for prose but keeps acronyms ("PTSD", "ADD/ADHD") as they are. */
const lower = (items: readonly string[]): string[] =>
  items.map((item) => item.split(' ').map((word) => (/^[A-Z0-9/]{2,}$/.test(word) ? word : word.toLowerCase())).join(' '));
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

type Template = (facts: DescriptionFacts, parts: { type: string; flavors: string }) => string;
const pick = <T>(options: readonly T[], hash: number, salt: number): T => options[(hash >>> salt) % options.length];

const OPENINGS_WITH_FLAVOR: Template[] = [
  (f, p) => `${f.name} is ${article(p.type)} ${p.type} with ${p.flavors} notes.`,
  (f, p) => `${capitalise(article(p.type))} ${p.type} strain, ${f.name} is known for ${p.flavors} flavors.`,
  (f, p) => `Expect ${p.flavors} flavors from ${f.name}, ${article(p.type)} ${p.type}.`,
  (f, p) => `${f.name} is ${article(p.type)} ${p.type} whose aroma leans toward ${p.flavors}.`,
  (f, p) => `With ${article(p.flavors)} ${p.flavors} profile, ${f.name} sits in the ${p.type} family.`,
];

const OPENINGS_PLAIN: Template[] = [
  (f, p) => `${f.name} is ${article(p.type)} ${p.type}.`,
  (f, p) => `${f.name} is listed as ${article(p.type)} ${p.type} strain.`,
];

const EFFECT_LINES: ((effects: string) => string)[] = [
  (e) => `Reviewers most often describe feeling ${e}`,
  (e) => `People who try it tend to mention feeling ${e}`,
  (e) => `Its most reported effects are feeling ${e}`,
  (e) => `Reviews commonly mention feeling ${e}`,
];

const THC_CLAUSES: ((thc: string) => string)[] = [
  (t) => `, and its THC is listed at about ${t}%.`,
  (t) => `; THC is listed around ${t}%.`,
  (t) => `, with THC listed near ${t}%.`,
];

const REPORT_LINES: ((tags: string) => string)[] = [
  (t) => `Members of other communities report choosing it for ${t}.`,
  (t) => `In reviews elsewhere, people mention it most often in connection with ${t}.`,
  (t) => `Members of other communities most often bring it up when talking about ${t}.`,
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatThc(thc: number): string {
  return Number.isInteger(thc) ? String(thc) : thc.toFixed(1);
}

function effectSentence(facts: DescriptionFacts, hash: number): string | null {
  if (facts.effects.length === 0) return null;
  const line = pick(EFFECT_LINES, hash, 3)(joinWords(lower(facts.effects.slice(0, 3))));
  if (facts.thcContent === null) return `${line}.`;
  return line + pick(THC_CLAUSES, hash, 6)(formatThc(facts.thcContent));
}

function terpeneSentence(facts: DescriptionFacts, hash: number): string | null {
  const terpene = facts.terpeneProfile.primary[0];
  if (!terpene) return null;
  const aroma = TERPENE_AROMA[terpene];
  const name = terpene.toLowerCase();
  if (!aroma) return `Its dominant terpene is ${name}.`;
  return hash % 2 === 0 ? `Its dominant terpene is ${name}, which brings ${aroma}.` : `${capitalise(name)} leads its terpene profile, adding ${aroma}.`;
}

function reportSentence(facts: DescriptionFacts, hash: number): string | null {
  if (facts.medicalBenefits.length === 0) return null;
  return pick(REPORT_LINES, hash, 9)(joinWords(lower(facts.medicalBenefits.slice(0, 2))));
}

/** Two or three sentences built from the facts that exist. */
export function generateStrainDescription(facts: DescriptionFacts): string {
  const hash = stableHash(facts.nameKey);
  const parts = { type: facts.type.toLowerCase(), flavors: joinWords(lower(facts.flavors.slice(0, 3))) };
  const openings = facts.flavors.length > 0 ? OPENINGS_WITH_FLAVOR : OPENINGS_PLAIN;
  const effects = effectSentence(facts, hash);
  const terpene = terpeneSentence(facts, hash);
  const report = reportSentence(facts, hash);
  // Three sentences at most: with effects known, one of terpene/report closes (mostly the report).
  const closing = effects ? (report && (hash % 3 !== 0 || !terpene) ? [report] : [terpene]) : [terpene, report];
  const sentences = [pick(openings, hash, 0)(facts, parts), effects, ...closing].filter((s): s is string => s !== null);
  if (sentences.length < 2) sentences.push('Its effects and flavors have not been reported yet.');
  return sentences.join(' ');
}
