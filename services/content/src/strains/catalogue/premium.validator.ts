// Validates premium-strains.json beyond its shape: source ids resolve, names are unique, ranges
// are ordered, every number sits under a value with a known source, and the enhanced
// description states no number that the sourced data does not contain.
import { premiumShapeErrors, asPremiumDataFile } from './premium.schema.js';
import { TERPENE_KEYS, type PremiumDataFile, type PremiumStrainEntry } from './premium.types.js';
import { strainNameKey } from './strain-name.js';

export interface PremiumValidation {
  ok: boolean;
  errors: string[];
  data: PremiumDataFile | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths of numbers that have no ancestor object whose `source` names a known source. */
export function unsourcedNumberPaths(node: Json, sourceIds: ReadonlySet<string>, path = '', sourced = false): string[] {
  if (typeof node === 'number') return sourced ? [] : [path];
  if (node === null || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((child, i) => unsourcedNumberPaths(child, sourceIds, `${path}[${i}]`, sourced));
  const here = sourced || (typeof node.source === 'string' && sourceIds.has(node.source));
  return Object.entries(node).flatMap(([key, child]) => unsourcedNumberPaths(child, sourceIds, path ? `${path}.${key}` : key, here));
}

/** Every way a sourced number may be written in prose: as stored, as a percent, in weeks. */
function allowedNumbers(entry: PremiumStrainEntry): Set<string> {
  const allowed = new Set<string>();
  const add = (n: number): void => {
    for (const digits of [0, 1, 2]) allowed.add(String(Number(n.toFixed(digits))));
  };
  for (const key of TERPENE_KEYS) {
    const value = entry.terpeneAnalysis?.values[key]?.value;
    if (value !== undefined) add(value * 100);
  }
  const flowering = entry.growInfo?.floweringTime?.value;
  if (flowering) for (const days of [flowering.minDays, flowering.maxDays]) [days, days / 7].forEach(add);
  const yieldRange = entry.growInfo?.yield?.value;
  if (yieldRange) [yieldRange.min, yieldRange.max].forEach(add);
  return allowed;
}

function entryErrors(entry: PremiumStrainEntry, sourceIds: ReadonlySet<string>): string[] {
  const errors: string[] = [];
  const at = `strain "${entry.name}"`;
  const refs = [
    entry.selection.reviewerLowerBound.source,
    ...TERPENE_KEYS.map((key) => entry.terpeneAnalysis?.values[key]?.source),
    entry.growInfo?.difficulty?.source,
    entry.growInfo?.floweringTime?.source,
    entry.growInfo?.yield?.source,
    entry.growInfo?.growEnvironment?.source,
    ...(entry.growInfo?.growTips ?? []).map((tip) => tip.source),
    ...(entry.enhancedDescription?.basedOn ?? []),
  ];
  for (const ref of refs) if (ref !== undefined && !sourceIds.has(ref)) errors.push(`${at}: unknown source "${ref}"`);
  if (entry.terpeneAnalysis && TERPENE_KEYS.every((key) => entry.terpeneAnalysis?.values[key] === null)) {
    errors.push(`${at}: terpeneAnalysis has no value; use null for the whole section`);
  }
  const grow = entry.growInfo;
  if (grow && !grow.difficulty && !grow.floweringTime && !grow.yield && !grow.growEnvironment && grow.growTips.length === 0) {
    errors.push(`${at}: growInfo has no value; use null for the whole section`);
  }
  if (grow?.floweringTime && grow.floweringTime.value.minDays > grow.floweringTime.value.maxDays) errors.push(`${at}: floweringTime minDays > maxDays`);
  if (grow?.yield && grow.yield.value.min > grow.yield.value.max) errors.push(`${at}: yield min > max`);
  if (entry.enhancedDescription) {
    if (!entry.terpeneAnalysis && !entry.growInfo) errors.push(`${at}: an enhancedDescription needs sourced sections to be based on`);
    const allowed = allowedNumbers(entry);
    // The strain's own name may contain digits ("Gorilla Glue #4"); those are not claims.
    const prose = entry.enhancedDescription.text.split(entry.name).join(' ');
    for (const written of prose.match(/\d+(?:\.\d+)?/g) ?? []) {
      if (!allowed.has(String(Number(written)))) errors.push(`${at}: enhancedDescription states ${written}, which no sourced value supports`);
    }
  }
  return errors;
}

export function validatePremiumData(json: unknown): PremiumValidation {
  const shapeErrors = premiumShapeErrors(json);
  if (shapeErrors.length > 0) return { ok: false, errors: shapeErrors, data: null };
  const data = asPremiumDataFile(json);
  const errors: string[] = [];
  const sourceIds = new Set<string>();
  for (const source of data.sources) {
    if (sourceIds.has(source.id)) errors.push(`source id "${source.id}" is used twice`);
    sourceIds.add(source.id);
  }
  const names = new Set<string>();
  for (const entry of data.strains) {
    const key = strainNameKey(entry.name);
    if (names.has(key)) errors.push(`strain "${entry.name}" is listed twice`);
    names.add(key);
    errors.push(...entryErrors(entry, sourceIds));
    for (const path of unsourcedNumberPaths(entry as unknown as Json, sourceIds)) errors.push(`strain "${entry.name}": number at ${path} has no known source`);
  }
  return { ok: errors.length === 0, errors, data: errors.length === 0 ? data : null };
}
