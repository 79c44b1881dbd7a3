// Our own small catalogue (services/content/data/own-catalogue.json), shipped for when the
// CSV is absent. Its entries use the CSV's field names, so they go through the same mapper.
import type { CatalogueImport, RawStrainRecord } from './catalogue.types.js';
import { mapStrainRecords } from './strain-record.mapper.js';

export class OwnCatalogueError extends Error {}

const LIST_FIELDS = ['effects', 'flavors', 'helps_with', 'negative_effects'] as const;
const SCALAR_FIELDS = ['name', 'type', 'rating', 'thc_percent', 'dominant_terpene'] as const;

function toRawRecord(entry: unknown, index: number): RawStrainRecord {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new OwnCatalogueError(`Entry ${index + 1} of the own catalogue is not an object`);
  }
  const source = entry as Record<string, unknown>;
  const raw: RawStrainRecord = {};
  for (const field of SCALAR_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') throw new OwnCatalogueError(`Entry ${index + 1}: ${field} must be text or a number`);
    raw[field] = String(value);
  }
  for (const field of LIST_FIELDS) {
    const value = source[field];
    if (value === undefined) continue;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw new OwnCatalogueError(`Entry ${index + 1}: ${field} must be a list of text`);
    }
    raw[field] = value;
  }
  return raw;
}

/** `json` is the parsed file: `{ "strains": [ { "name": …, "type": …, "effects": [ … ] } ] }`. */
export function parseOwnCatalogue(json: unknown): CatalogueImport {
  const strains = (json as { strains?: unknown } | null)?.strains;
  if (!Array.isArray(strains)) throw new OwnCatalogueError('The own catalogue must be an object with a "strains" list');
  return mapStrainRecords(strains.map((entry, index) => ({ line: index + 1, record: toRawRecord(entry, index) })));
}
