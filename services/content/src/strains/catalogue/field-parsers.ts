// Parsers for single fields of a raw strain record. Each returns the value plus, when something
// had to be dropped, a human-readable note; the row mapper turns notes into report warnings.
import { STRAIN_TYPES, type StrainType } from '@cannaverse/contracts';
import type { TagShare } from './catalogue.types.js';

export interface Parsed<T> {
  value: T;
  notes: string[];
}

const ok = <T>(value: T, notes: string[] = []): Parsed<T> => ({ value, notes });

export function parseStrainType(raw: string | undefined): StrainType | null {
  const wanted = (raw ?? '').trim().toLowerCase();
  return STRAIN_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

function parseBoundedNumber(raw: string | number | null | undefined, label: string, max: number): Parsed<number | null> {
  if (raw === null || raw === undefined) return ok(null);
  const text = String(raw).trim().replace(/%$/, '').trim();
  if (text === '') return ok(null);
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > max) return ok(null, [`${label} "${String(raw)}" is not a number from 0 to ${max}; stored as unknown`]);
  return ok(value);
}

export const parseRating = (raw: string | number | null | undefined): Parsed<number | null> => parseBoundedNumber(raw, 'rating', 5);
export const parseThcPercent = (raw: string | number | null | undefined): Parsed<number | null> => parseBoundedNumber(raw, 'THC', 100);

function splitList(raw: string | string[] | undefined): string[] {
  if (raw === undefined) return [];
  const items = Array.isArray(raw) ? raw : raw.split('|');
  return items.map((item) => String(item).replace(/\s+/g, ' ').trim()).filter((item) => item !== '');
}

/** '|'-separated (or array) list: trimmed, empties dropped, duplicates removed case-insensitively. */
export function parseTagList(raw: string | string[] | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of splitList(raw)) {
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

// The source writes a few acronyms in title case ("Add/Adhd"); shown as the acronyms they are.
const TAG_SPELLING: Record<string, string> = { 'add/adhd': 'ADD/ADHD', ptsd: 'PTSD' };

/** 'Stress:50|Anxiety:46' → tags with shares, highest share first (ties keep source order). */
export function parseTagShares(raw: string | string[] | undefined, label: string): Parsed<TagShare[]> {
  const notes: string[] = [];
  const byTag = new Map<string, TagShare>();
  for (const item of splitList(raw)) {
    const match = /^(.+?)\s*:\s*(\d+(?:\.\d+)?)\s*%?$/.exec(item);
    const sharePercent = match ? Number(match[2]) : Number.NaN;
    if (!match || sharePercent > 100) {
      notes.push(`${label} entry "${item}" is not "Tag:share" with a share from 0 to 100; dropped`);
      continue;
    }
    const tag = TAG_SPELLING[match[1].trim().toLowerCase()] ?? match[1].trim();
    if (!byTag.has(tag.toLowerCase())) byTag.set(tag.toLowerCase(), { tag, sharePercent });
  }
  const shares = [...byTag.values()].sort((a, b) => b.sharePercent - a.sharePercent);
  return ok(shares, notes);
}

/** 'myrcene' → 'Myrcene'; empty → null. */
export function parseTerpeneName(raw: string | null | undefined): string | null {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return text
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
