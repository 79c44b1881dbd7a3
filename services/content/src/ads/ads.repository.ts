import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdDto } from '@cannaverse/contracts';
import type { Queryable } from '@cannaverse/platform';
import type { CountAdEventJobData } from './jobs/count-ad-event.job.js';

/** An ad as saved: its markup already sanitised by AdsService. */
export interface AdRecord {
  houseKey: string;
  name: string;
  placement: string;
  adCode: string;
  href: string;
}

/** A placement holds a handful of ads; the cap keeps one answer small whatever is stored. */
export const ADS_PER_PLACEMENT = 20;

@Injectable()
export class AdsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Active ads of a placement, over ads_placement_idx. */
  listActive(placement: string): Promise<AdDto[]> {
    return this.dataSource.query(
      `SELECT id, ad_code AS "adCode" FROM ads WHERE placement = $1 AND is_active ORDER BY created_at, id LIMIT ${ADS_PER_PLACEMENT}`,
      [placement],
    );
  }

  async isActive(id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM ads WHERE id = $1 AND is_active', [id]);
    return rows.length > 0;
  }

  /** Upsert by house key; a row whose content is unchanged is not rewritten. */
  async upsertHouseAd(db: Queryable, ad: AdRecord): Promise<void> {
    await db.query(
      `INSERT INTO ads (house_key, name, placement, ad_code, href) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT ads_house_key_key DO UPDATE
         SET name = EXCLUDED.name, placement = EXCLUDED.placement, ad_code = EXCLUDED.ad_code, href = EXCLUDED.href, updated_at = now()
         WHERE (ads.name, ads.placement, ads.ad_code, ads.href) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.placement, EXCLUDED.ad_code, EXCLUDED.href)`,
      [ad.houseKey, ad.name, ad.placement, ad.adCode, ad.href],
    );
  }

  /**
   * Records one report: the (ad, kind, session, day) row is created or its count raised; the ad's
   * own counter rises only for a report that counts (AdSessionMarks). One transaction, so the two never disagree.
   */
  countEvent(event: CountAdEventJobData): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const rows: Array<{ inserted: boolean }> = await manager.query(
        `INSERT INTO ad_events (ad_id, kind, session_id, day, user_id, first_at, last_at)
         SELECT a.id, $2, $3, ($5::timestamptz AT TIME ZONE 'UTC')::date, $4, $5, $5 FROM ads a WHERE a.id = $1
         ON CONFLICT (ad_id, kind, session_id, day) DO UPDATE
           SET count = ad_events.count + 1, last_at = greatest(ad_events.last_at, EXCLUDED.last_at), user_id = coalesce(ad_events.user_id, EXCLUDED.user_id)
         RETURNING (xmax = 0) AS inserted`,
        [event.adId, event.kind, event.sessionId, event.userId, event.at],
      );
      if (!rows[0] || !(event.counted ?? rows[0].inserted)) return;
      const column = event.kind === 'impression' ? 'impressions' : 'clicks';
      await manager.query(`UPDATE ads SET ${column} = ${column} + 1 WHERE id = $1`, [event.adId]);
    });
  }
}
