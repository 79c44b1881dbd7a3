import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from '@cannaverse/platform';
import type { StrainAliasEntry, StrainUpsert } from '../catalogue/index.js';

/** Rows per statement: one JSON parameter of ~1 MB at most, well inside PostgreSQL's comfort. */
export const UPSERT_BATCH_SIZE = 1000;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** The written columns, in the order of the recordset below. */
const toRecord = (strain: StrainUpsert) => ({
  name: strain.name,
  name_key: strain.nameKey,
  slug: strain.slug,
  type: strain.type,
  rating: strain.rating,
  thc_content: strain.thcContent,
  cbd_content: strain.cbdContent,
  description: strain.description,
  enhanced_description: strain.enhancedDescription,
  effects: strain.effects,
  flavors: strain.flavors,
  terpene_primary: strain.terpeneProfile.primary,
  terpene_secondary: strain.terpeneProfile.secondary,
  terpene_analysis: strain.terpeneAnalysis,
  grow_tips: strain.growTips,
  premium_sources: strain.premiumSources,
  medical_benefits: strain.medicalBenefits,
  medical_benefit_shares: strain.medicalBenefitShares,
  negative_effects: strain.negativeEffects,
  negative_effect_shares: strain.negativeEffectShares,
});

const textArray = (column: string) => `ARRAY(SELECT jsonb_array_elements_text(r.${column}))`;

/**
 * One INSERT … SELECT FROM jsonb_to_recordset per batch: 2,350 strains in a few statements
 * instead of 2,350 round trips. Upsert by name_key; a row whose imported facts did not change is
 * not rewritten (its updated_at stays). review_count, image_url and ids are ours and untouched.
 */
const UPSERT_SQL = `
  INSERT INTO strains (name, name_key, slug, type, rating, thc_content, cbd_content, description, enhanced_description,
                       effects, flavors, terpene_primary, terpene_secondary, terpene_analysis, grow_tips, premium_sources,
                       medical_benefits, medical_benefit_shares, negative_effects, negative_effect_shares)
  SELECT r.name, r.name_key, r.slug, r.type, r.rating, r.thc_content, r.cbd_content, r.description, r.enhanced_description,
         ${textArray('effects')}, ${textArray('flavors')}, ${textArray('terpene_primary')}, ${textArray('terpene_secondary')},
         r.terpene_analysis, r.grow_tips, r.premium_sources,
         ${textArray('medical_benefits')}, r.medical_benefit_shares, ${textArray('negative_effects')}, r.negative_effect_shares
    FROM jsonb_to_recordset($1::jsonb) AS r(
      name text, name_key text, slug text, type text, rating float8, thc_content float8, cbd_content float8,
      description text, enhanced_description text, effects jsonb, flavors jsonb, terpene_primary jsonb,
      terpene_secondary jsonb, terpene_analysis jsonb, grow_tips jsonb, premium_sources jsonb,
      medical_benefits jsonb, medical_benefit_shares jsonb, negative_effects jsonb, negative_effect_shares jsonb)
  ON CONFLICT (name_key) DO UPDATE SET
    name = EXCLUDED.name, slug = EXCLUDED.slug, type = EXCLUDED.type, rating = EXCLUDED.rating,
    thc_content = EXCLUDED.thc_content, cbd_content = EXCLUDED.cbd_content, description = EXCLUDED.description,
    enhanced_description = EXCLUDED.enhanced_description, effects = EXCLUDED.effects, flavors = EXCLUDED.flavors,
    terpene_primary = EXCLUDED.terpene_primary, terpene_secondary = EXCLUDED.terpene_secondary,
    terpene_analysis = EXCLUDED.terpene_analysis, grow_tips = EXCLUDED.grow_tips, premium_sources = EXCLUDED.premium_sources,
    medical_benefits = EXCLUDED.medical_benefits, medical_benefit_shares = EXCLUDED.medical_benefit_shares,
    negative_effects = EXCLUDED.negative_effects, negative_effect_shares = EXCLUDED.negative_effect_shares,
    updated_at = now()
  WHERE (strains.name, strains.slug, strains.type, strains.rating, strains.thc_content, strains.cbd_content, strains.description,
         strains.enhanced_description, strains.effects, strains.flavors, strains.terpene_primary, strains.terpene_secondary,
         strains.terpene_analysis, strains.grow_tips, strains.premium_sources, strains.medical_benefits,
         strains.medical_benefit_shares, strains.negative_effects, strains.negative_effect_shares)
    IS DISTINCT FROM
        (EXCLUDED.name, EXCLUDED.slug, EXCLUDED.type, EXCLUDED.rating, EXCLUDED.thc_content, EXCLUDED.cbd_content, EXCLUDED.description,
         EXCLUDED.enhanced_description, EXCLUDED.effects, EXCLUDED.flavors, EXCLUDED.terpene_primary, EXCLUDED.terpene_secondary,
         EXCLUDED.terpene_analysis, EXCLUDED.grow_tips, EXCLUDED.premium_sources, EXCLUDED.medical_benefits,
         EXCLUDED.medical_benefit_shares, EXCLUDED.negative_effects, EXCLUDED.negative_effect_shares)
  RETURNING (xmax = 0) AS inserted`;

/** Key for pg_advisory_xact_lock: one import at a time per database, whichever replica runs it. */
const IMPORT_LOCK_KEY = 1_764_810_000;

/** Writes of the catalogue import: the batch upsert and the import log. */
@Injectable()
export class StrainImportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in a transaction that holds the import lock (a second import waits for the first). */
  locked<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
      return work(manager);
    });
  }

  /**
   * Sets every strain's aliases to what the curated file says (none for a strain it does not name);
   * a strain not in the catalogue yet gets its aliases when an import brings it (this runs again).
   */
  async syncAliases(db: Queryable, entries: readonly StrainAliasEntry[]): Promise<void> {
    const listed = JSON.stringify(entries.map((entry) => ({ name_key: entry.nameKey, aliases: entry.aliases })));
    await db.query(
      `UPDATE strains s SET aliases = coalesce(a.aliases, '{}')
         FROM strains t LEFT JOIN jsonb_to_recordset($1::jsonb) AS a(name_key text, aliases text[]) ON a.name_key = t.name_key
        WHERE s.id = t.id AND (t.aliases <> '{}' OR a.name_key IS NOT NULL) AND t.aliases IS DISTINCT FROM coalesce(a.aliases, '{}')`,
      [listed],
    );
  }

  async upsert(db: Queryable, strains: readonly StrainUpsert[]): Promise<UpsertCounts> {
    const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
    for (let start = 0; start < strains.length; start += UPSERT_BATCH_SIZE) {
      const batch = strains.slice(start, start + UPSERT_BATCH_SIZE);
      const rows: Array<{ inserted: boolean }> = await db.query(UPSERT_SQL, [JSON.stringify(batch.map(toRecord))]);
      const inserted = rows.filter((row) => row.inserted).length;
      counts.inserted += inserted;
      counts.updated += rows.length - inserted;
      counts.unchanged += batch.length - rows.length;
    }
    return counts;
  }

  async wasImported(sourceHash: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM strain_imports WHERE source_hash = $1 LIMIT 1', [sourceHash]);
    return rows.length > 0;
  }

  async record(db: Queryable, source: string, sourceHash: string, report: object): Promise<void> {
    await db.query('INSERT INTO strain_imports (source, source_hash, report) VALUES ($1, $2, $3)', [source, sourceHash, JSON.stringify(report)]);
  }
}
