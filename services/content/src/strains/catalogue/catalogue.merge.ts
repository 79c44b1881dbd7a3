// Joins catalogue strains (CSV or our own file) with the curated premium data by name key and
// adds the generated description: one record per strain, ready for an upsert by name.
import type { CatalogueStrain } from './catalogue.types.js';
import { generateStrainDescription } from './description.generator.js';
import { TERPENE_KEYS, type PremiumDataFile, type PremiumGrowInfo, type PremiumStrainEntry, type TerpeneKey } from './premium.types.js';
import { strainNameKey } from './strain-name.js';

export type StrainTerpeneAnalysis = Record<TerpeneKey, number | null>;

/** The spec's growTips object; text fields carry their units ("56–63 days", "450–550 g/m²"). */
export interface StrainGrowTips {
  difficulty: number | null;
  floweringTime: string | null;
  yield: string | null;
  growEnvironment: string | null;
  growTips: string | null;
}

export interface PremiumCitation {
  title: string;
  publisher: string;
  url: string;
}

export interface StrainUpsert extends CatalogueStrain {
  description: string;
  /** Premium fields: null means "not yet analysed" for this strain. */
  enhancedDescription: string | null;
  terpeneAnalysis: StrainTerpeneAnalysis | null;
  growTips: StrainGrowTips | null;
  /** The sources behind this strain's premium values, for a citation line. */
  premiumSources: PremiumCitation[];
}

export interface CatalogueMerge {
  strains: StrainUpsert[];
  /** Premium entries whose name is not in the catalogue (e.g. the fallback catalogue is in use). */
  unmatchedPremium: string[];
}

const range = (min: number, max: number, unit: string): string => (min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`);

function growTipsOf(info: PremiumGrowInfo): StrainGrowTips {
  const flowering = info.floweringTime?.value;
  const yieldRange = info.yield?.value;
  return {
    difficulty: info.difficulty?.value ?? null,
    floweringTime: flowering ? range(flowering.minDays, flowering.maxDays, 'days') : null,
    yield: yieldRange ? range(yieldRange.min, yieldRange.max, 'g/m²') : null,
    growEnvironment: info.growEnvironment?.value ?? null,
    growTips: info.growTips.length > 0 ? info.growTips.map((tip) => tip.value).join(' ') : null,
  };
}

function usedSourceIds(entry: PremiumStrainEntry): Set<string> {
  const grow = entry.growInfo;
  const ids = [
    ...TERPENE_KEYS.map((key) => entry.terpeneAnalysis?.values[key]?.source),
    grow?.difficulty?.source,
    grow?.floweringTime?.source,
    grow?.yield?.source,
    grow?.growEnvironment?.source,
    ...(grow?.growTips ?? []).map((tip) => tip.source),
    ...(entry.enhancedDescription?.basedOn ?? []),
  ];
  return new Set(ids.filter((id): id is string => id !== undefined));
}

function premiumFields(entry: PremiumStrainEntry | undefined, premium: PremiumDataFile) {
  if (!entry) return { enhancedDescription: null, terpeneAnalysis: null, growTips: null, premiumSources: [] };
  const ids = usedSourceIds(entry);
  const analysis = entry.terpeneAnalysis;
  return {
    enhancedDescription: entry.enhancedDescription?.text ?? null,
    terpeneAnalysis: analysis
      ? (Object.fromEntries(TERPENE_KEYS.map((key) => [key, analysis.values[key]?.value ?? null])) as StrainTerpeneAnalysis)
      : null,
    growTips: entry.growInfo ? growTipsOf(entry.growInfo) : null,
    premiumSources: premium.sources
      .filter((source) => ids.has(source.id))
      .map(({ title, publisher, url }) => ({ title, publisher, url })),
  };
}

/** `premium` must have passed validatePremiumData. */
export function mergeCatalogue(strains: readonly CatalogueStrain[], premium: PremiumDataFile): CatalogueMerge {
  const byKey = new Map(premium.strains.map((entry) => [strainNameKey(entry.name), entry]));
  const matched = new Set<string>();
  const merged = strains.map((strain): StrainUpsert => {
    const entry = byKey.get(strain.nameKey);
    if (entry) matched.add(strain.nameKey);
    return { ...strain, description: generateStrainDescription(strain), ...premiumFields(entry, premium) };
  });
  const unmatchedPremium = premium.strains.filter((entry) => !matched.has(strainNameKey(entry.name))).map((entry) => entry.name);
  return { strains: merged, unmatchedPremium };
}
