import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { poolReader, type Queryable } from '@cannaverse/platform';
import type { IllustrationFacts } from './catalogue/index.js';
import type { StrainType } from '@cannaverse/contracts';
import { STRAIN_SUMMARY_COLUMNS, strainListSql, strainTypeCountsSql, type StrainListFilter } from './strain-list.query.js';
import type { StrainDetailRow, StrainSummaryRow } from './strain.mapper.js';

export const STRAIN_DETAIL_COLUMNS = `${STRAIN_SUMMARY_COLUMNS}, s.slug, s.terpene_primary, s.terpene_secondary,
  s.medical_benefits, s.negative_effects, s.enhanced_description, s.terpene_analysis, s.grow_tips,
  s.premium_sources, s.created_at, s.updated_at`;

export interface StrainImageRow extends IllustrationFacts {
  updatedAt: Date;
}

/** Reads of the `strains` table (the import writes it: strain-import.repository.ts). */
@Injectable()
export class StrainsRepository {
  /**
   * The library's list and its tabs' counts read straight from the pool (issue 28), as plain
   * queries: their text varies with the filters picked, and a search pattern must be planned with
   * its value.
   */
  private readonly reader: Queryable;

  constructor(private readonly dataSource: DataSource) {
    this.reader = poolReader(dataSource, { prepare: false });
  }

  /** `limit + 1` rows in list order (strainListSql). */
  list(filter: StrainListFilter): Promise<StrainSummaryRow[]> {
    const { sql, params } = strainListSql(filter);
    return this.reader.query(sql, params);
  }

  /** Matches per type over the filters (the library's tabs). */
  typeCounts(filter: StrainListFilter): Promise<Array<{ type: StrainType; count: number }>> {
    const { sql, params } = strainTypeCountsSql(filter);
    return this.reader.query(sql, params);
  }

  /**
   * Up to `limit` strains most like this one: 2 points per shared effect, 1 per shared flavor, 2 per
   * shared dominant terpene; ties by Top Rated's order. Only strains sharing something are scored
   * (the GIN indexes on effects and flavors find them). [] when the strain does not exist.
   */
  similar(id: number, limit: number): Promise<StrainSummaryRow[]> {
    return this.dataSource.query(
      `WITH me AS (SELECT id, effects, flavors, terpene_primary FROM strains WHERE id = $1),
       scored AS (
         SELECT s.id, 2 * cardinality(ARRAY(SELECT unnest(s.effects) INTERSECT SELECT unnest(me.effects)))
                  + cardinality(ARRAY(SELECT unnest(s.flavors) INTERSECT SELECT unnest(me.flavors)))
                  + 2 * cardinality(ARRAY(SELECT unnest(s.terpene_primary) INTERSECT SELECT unnest(me.terpene_primary))) AS score
           FROM strains s CROSS JOIN me
          WHERE s.id <> me.id AND (s.effects && me.effects OR s.flavors && me.flavors OR s.terpene_primary && me.terpene_primary))
       SELECT ${STRAIN_SUMMARY_COLUMNS} FROM scored JOIN strains s ON s.id = scored.id
        ORDER BY scored.score DESC, coalesce(s.members_score, coalesce(s.rating, -1) - 10) DESC, s.name_key, s.id
        LIMIT $2`,
      [id, limit],
    );
  }

  async find(id: number): Promise<StrainDetailRow | null> {
    const rows: StrainDetailRow[] = await this.dataSource.query(`SELECT ${STRAIN_DETAIL_COLUMNS} FROM strains s WHERE s.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async exists(id: number, db: Queryable = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await db.query('SELECT 1 FROM strains WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /** What the illustration is drawn from. */
  async imageFacts(id: number): Promise<StrainImageRow | null> {
    const rows: Array<{ name: string; name_key: string; type: StrainImageRow['type']; terpene_primary: string[]; terpene_secondary: string[]; updated_at: Date }> =
      await this.dataSource.query('SELECT name, name_key, type, terpene_primary, terpene_secondary, updated_at FROM strains WHERE id = $1', [id]);
    const row = rows[0];
    return row
      ? { name: row.name, nameKey: row.name_key, type: row.type, terpeneProfile: { primary: row.terpene_primary, secondary: row.terpene_secondary }, updatedAt: row.updated_at }
      : null;
  }
}
