import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HASHTAG_PATTERN_SOURCE, SocialLimits, type TopicCategory, type TrendingTopicDto } from '@cannaverse/contracts';
import type { HashtagUsage } from './trending-score.js';

/** The posts feature's pattern (contracts), for SQL that parses post texts (tests, scripts). */
export const HASHTAG_SQL_PATTERN = HASHTAG_PATTERN_SOURCE;

/**
 * $1 now, $2 window hours, $3 half-life hours, $4 limit. Hashtags of the posts of the window, as
 * the posts feature stored them (post_hashtags: one row per post and tag), each post weighted by
 * its age; the most used first (the limit must not drop a tag the ranking would put on top). The
 * range walks post_hashtags_recent_idx (index only): the job reads the window, never the table.
 * Rows written before spellings were kept show the lower-cased tag.
 */
export const HASHTAG_USAGE_SQL = `SELECT tag, mode() WITHIN GROUP (ORDER BY coalesce(spelling, tag)) AS spelling, count(*)::int AS post_count,
        sum(power(0.5::float8, extract(epoch FROM ($1::timestamptz - created_at))::float8 / 3600 / $3))::float8 AS recency_weight
   FROM post_hashtags
  WHERE created_at >= $1::timestamptz - make_interval(hours => $2) AND created_at <= $1::timestamptz
  GROUP BY tag ORDER BY post_count DESC, recency_weight DESC, tag LIMIT $4`;

export interface UsageWindow {
  now: Date;
  hours: number;
  halfLifeHours: number;
  limit: number;
}

interface UsageRow {
  tag: string;
  spelling: string;
  post_count: number;
  recency_weight: number;
}

interface TopicRow {
  rank: number;
  name: string;
  category: TopicCategory | 'community';
  score: number;
  post_count: number;
}

@Injectable()
export class TrendingTopicsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async hashtagUsage(window: UsageWindow): Promise<HashtagUsage[]> {
    const rows: UsageRow[] = await this.dataSource.query(
      HASHTAG_USAGE_SQL,
      [window.now.toISOString(), window.hours, window.halfLifeHours, window.limit],
    );
    return rows.map((row) => ({ tag: row.tag, spelling: row.spelling, postCount: row.post_count, recencyWeight: row.recency_weight }));
  }

  /** Replaces the stored list whole; the advisory lock serialises replicas that recompute at once. */
  async replace(topics: TrendingTopicDto[], computedAt: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('trending_topics'))`);
      await manager.query('DELETE FROM trending_topics');
      if (topics.length === 0) return;
      await manager.query(
        `INSERT INTO trending_topics (rank, name, category, score, post_count, computed_at)
         SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::float8[], $5::int[], array_fill($6::timestamptz, ARRAY[$7::int]))`,
        [topics.map((_, index) => index + 1), topics.map((t) => t.name), topics.map((t) => t.category), topics.map((t) => t.score),
          topics.map((t) => t.postCount), computedAt.toISOString(), topics.length],
      );
    });
  }

  async list(): Promise<TrendingTopicDto[]> {
    const rows: TopicRow[] = await this.dataSource.query(
      'SELECT rank, name, category, score, post_count FROM trending_topics ORDER BY rank LIMIT $1',
      [SocialLimits.trendingTopicsShown],
    );
    return rows.map((row) => ({
      name: row.name,
      category: row.category,
      score: row.score,
      postCount: row.post_count,
      highlighted: row.rank <= SocialLimits.trendingTopicsHighlighted,
    }));
  }
}
