// Maps raw records (CSV rows or our own JSON entries) to catalogue strains, de-duplicates them
// by name key and reports every skipped row and dropped value. Pure: no I/O.
import type { CatalogueImport, CatalogueStrain, RawStrainRecord, RowWarning, SkippedRow } from './catalogue.types.js';
import { parseRating, parseStrainType, parseTagList, parseTagShares, parseTerpeneName, parseThcPercent } from './field-parsers.js';
import { assignSlugs, cleanStrainName, strainNameKey } from './strain-name.js';

/** A record with the line (CSV) or entry number (JSON) it came from, for the report. */
export interface NumberedRecord {
  line: number;
  record: RawStrainRecord;
}

// The source once lists "Dry Mouth" as an effect; these tags belong to negativeEffects only.
const NEGATIVE_EFFECT_TAGS = new Set(['dry mouth', 'dry eyes', 'dizzy', 'paranoid', 'headache', 'anxious']);

type MapResult = { strain: Omit<CatalogueStrain, 'slug'>; warnings: RowWarning[] } | { skipped: SkippedRow };

export function mapStrainRecord({ line, record }: NumberedRecord): MapResult {
  const name = cleanStrainName(record.name ?? '');
  if (name === '') return { skipped: { line, name: null, reason: 'missing-name', detail: 'the name is empty' } };
  const type = parseStrainType(record.type);
  if (!type) {
    return { skipped: { line, name, reason: 'invalid-type', detail: `type "${record.type ?? ''}" is not indica, sativa or hybrid` } };
  }
  const warnings: RowWarning[] = [];
  const warn = (field: string, notes: string[]): void => {
    for (const detail of notes) warnings.push({ line, name, field, detail });
  };

  const rating = parseRating(record.rating);
  warn('rating', rating.notes);
  const thc = parseThcPercent(record.thc_percent);
  warn('thc_percent', thc.notes);
  const benefits = parseTagShares(record.helps_with, 'helps_with');
  warn('helps_with', benefits.notes);
  const negatives = parseTagShares(record.negative_effects, 'negative_effects');
  warn('negative_effects', negatives.notes);

  const listedEffects = parseTagList(record.effects);
  const effects = listedEffects.filter((effect) => !NEGATIVE_EFFECT_TAGS.has(effect.toLowerCase()));
  if (effects.length < listedEffects.length) {
    warn('effects', listedEffects.filter((e) => !effects.includes(e)).map((e) => `"${e}" is a negative effect, not an effect; dropped`));
  }
  const dominantTerpene = parseTerpeneName(record.dominant_terpene);

  return {
    warnings,
    strain: {
      name,
      nameKey: strainNameKey(name),
      type,
      rating: rating.value,
      thcContent: thc.value,
      cbdContent: null,
      effects,
      flavors: parseTagList(record.flavors),
      terpeneProfile: { primary: dominantTerpene ? [dominantTerpene] : [], secondary: [] },
      medicalBenefits: benefits.value.map((share) => share.tag),
      medicalBenefitShares: benefits.value,
      negativeEffects: negatives.value.map((share) => share.tag),
      negativeEffectShares: negatives.value,
    },
  };
}

/**
 * Maps every record; when a name key repeats, the last record wins (as sequential upserts
 * would) and the earlier one is reported as skipped.
 */
export function mapStrainRecords(records: readonly NumberedRecord[], extraSkipped: SkippedRow[] = []): CatalogueImport {
  const skipped = [...extraSkipped];
  const warnings: RowWarning[] = [];
  const byKey = new Map<string, { line: number; strain: Omit<CatalogueStrain, 'slug'>; warnings: RowWarning[] }>();
  for (const numbered of records) {
    const result = mapStrainRecord(numbered);
    if ('skipped' in result) {
      skipped.push(result.skipped);
      continue;
    }
    const previous = byKey.get(result.strain.nameKey);
    if (previous) {
      skipped.push({
        line: previous.line,
        name: previous.strain.name,
        reason: 'duplicate-name',
        detail: `the same name appears again on line ${numbered.line}, which is kept`,
      });
      byKey.delete(result.strain.nameKey);
    }
    byKey.set(result.strain.nameKey, { line: numbered.line, strain: result.strain, warnings: result.warnings });
  }
  const kept = [...byKey.values()].sort((a, b) => a.line - b.line);
  const slugs = assignSlugs(kept.map((entry) => entry.strain.name));
  const strains = kept.map((entry, i) => ({ ...entry.strain, slug: slugs[i] }));
  for (const entry of kept) warnings.push(...entry.warnings);
  skipped.sort((a, b) => a.line - b.line);
  return {
    strains,
    report: { totalRows: records.length + extraSkipped.length, imported: strains.length, skipped, warnings },
  };
}
