// Reading what the import upserts: the catalogue (the given CSV or our own JSON) and our curated
// premium data, both validated, then merged by name key (pure logic in ../catalogue/).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { StrainImportFormat } from '@cannaverse/contracts';
import {
  mergeCatalogue, parseOwnCatalogue, parseStrainAliases, parseStrainsCsv, validatePremiumData, type CatalogueImport, type CatalogueMerge,
  type PremiumDataFile, type StrainAliasEntry,
} from '../catalogue/index.js';

// Same depth under src/ and dist/, so this finds services/content/data/ from both.
export const STRAIN_DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));
export const OWN_CATALOGUE_FILE = `${STRAIN_DATA_DIR}own-catalogue.json`;
export const PREMIUM_DATA_FILE = `${STRAIN_DATA_DIR}premium-strains.json`;
export const ALIASES_FILE = `${STRAIN_DATA_DIR}strain-aliases.json`;

/** A catalogue file that cannot be used at all (bad JSON, unreadable CSV): a 400 to the caller. */
export class CatalogueSourceError extends Error {}

export interface CatalogueSource {
  format: StrainImportFormat;
  content: string;
  source: string;
}

/** STRAINS_CSV when that file exists, else our own catalogue (issue 11). */
export async function startupSource(strainsCsv: string): Promise<CatalogueSource> {
  if (strainsCsv && existsSync(strainsCsv)) return { format: 'csv', content: await readFile(strainsCsv, 'utf8'), source: strainsCsv };
  return { format: 'own-catalogue', content: await readFile(OWN_CATALOGUE_FILE, 'utf8'), source: 'own-catalogue.json' };
}

export function parseCatalogue(format: StrainImportFormat, content: string): CatalogueImport {
  try {
    if (format === 'csv') return parseStrainsCsv(content);
    return parseOwnCatalogue(JSON.parse(content));
  } catch (error) {
    throw new CatalogueSourceError((error as Error).message);
  }
}

let premium: Promise<{ data: PremiumDataFile; text: string }> | null = null;

/** Our curated premium data; invalid data is our bug and stops the import loudly. */
export function premiumData(): Promise<{ data: PremiumDataFile; text: string }> {
  premium ??= readFile(PREMIUM_DATA_FILE, 'utf8').then((text) => {
    const validation = validatePremiumData(JSON.parse(text));
    if (!validation.data) throw new Error(`premium-strains.json is invalid:\n${validation.errors.join('\n')}`);
    return { data: validation.data, text };
  });
  return premium;
}

export async function mergedCatalogue(catalogue: CatalogueImport): Promise<CatalogueMerge> {
  return mergeCatalogue(catalogue.strains, (await premiumData()).data);
}

let aliases: Promise<StrainAliasEntry[]> | null = null;

/** Our curated aliases (data/strain-aliases.json); an invalid file is our bug and stops the sync loudly. */
export function strainAliases(): Promise<StrainAliasEntry[]> {
  aliases ??= readFile(ALIASES_FILE, 'utf8').then((text) => parseStrainAliases(JSON.parse(text)));
  return aliases;
}
