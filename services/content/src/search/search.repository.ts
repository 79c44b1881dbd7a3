import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { keysetSql, type KeysetPosition } from '@cannaverse/platform';
import { STORY_SELECT, STORY_SHOWN } from '../strain-stories/strain-stories.repository.js';
import type { StrainStoryRow } from '../strain-stories/strain-story.mapper.js';
import type { GrowGuideRow } from '../grow-guides/grow-guide.mapper.js';
import { guideBodyDocument, guideCardDocument, storySearchDocument } from './search-sql.js';

/**
 * Published stories matching the words (English full-text), newest first over
 * strain_stories_recent_idx or, for a rare word, from strain_stories_search_idx (the planner picks
 * by the word's frequency), keyset-paginated like the stories list; never a story by a member
 * hidden from the reader (the stories list's own rule: suspended, blocked either way or muted, from
 * content's projections; and the ids social named). `params`: `$1` reader, `$2` rows, `$3` text, `$4` hidden member ids.
 */
export function searchStoriesSql(params: unknown[], after: KeysetPosition<number> | null): string {
  const keyset = keysetSql({ createdAt: 's.created_at', id: 's.id', idKind: 'int', order: 'desc' }, after, params);
  return `${STORY_SELECT}
    WHERE ${STORY_SHOWN} AND ${storySearchDocument('s')} @@ websearch_to_tsquery('english'::regconfig, $3)
      AND s.user_id <> ALL ($4::uuid[])
      ${keyset.and}
    ORDER BY ${keyset.orderBy} LIMIT $2`;
}

/** As for posts (social's search.repository.ts): a word matching at most this many stories is read from the full-text index and sorted. */
export const RARE_MATCHES_MAX = 500;

/** Up to RARE_MATCHES_MAX + 1 ids of published stories matching (`$1` text, `$2` hidden members, `$3` the cap; the cursor appended), in no order. */
export function storyMatchesSql(params: unknown[], after: KeysetPosition<number> | null): string {
  const keyset = keysetSql({ createdAt: 's.created_at', id: 's.id', idKind: 'int', order: 'desc' }, after, params);
  return `SELECT s.id FROM strain_stories s
    WHERE s.published AND ${storySearchDocument('s')} @@ websearch_to_tsquery('english'::regconfig, $1) AND s.user_id <> ALL ($2::uuid[]) ${keyset.and}
    LIMIT $3`;
}

/** A page of the given stories, newest first: `$1` reader, `$2` rows, `$3` ids. */
export const RARE_STORIES_SQL = `${STORY_SELECT} WHERE s.id = ANY ($3::int[]) ORDER BY s.created_at DESC, s.id DESC LIMIT $2`;

/**
 * Published guides whose card matches, whose text matches when the reader may read it (`$2`), or
 * whose title is a typo away (trigrams of the folded title); best first: a card match, then a
 * (readable) text match, each by full-text rank, plus the title's similarity. `$1` text, `$2` reader has premium
 * access, `$3` rows, `$4` offset. A few dozen guides: ranked whole.
 */
export const SEARCH_GUIDES_SQL = `
  SELECT g.id, g.slug, g.title, g.summary, g.method, g.difficulty, g.time_to_harvest, g.image_url,
         g.is_premium, g.published_at, g.published_at::text AS cursor_at
    FROM grow_guides g, websearch_to_tsquery('english'::regconfig, $1) AS q
   WHERE g.is_published
     AND (${guideCardDocument('g')} @@ q
          OR ((NOT g.is_premium OR $2::boolean) AND ${guideBodyDocument('g')} @@ q)
          OR strain_search_key(g.title) % strain_search_key($1))
   ORDER BY (CASE WHEN ${guideCardDocument('g')} @@ q THEN 2 + ts_rank(${guideCardDocument('g')}, q) ELSE 0 END
             + CASE WHEN (NOT g.is_premium OR $2::boolean) AND ${guideBodyDocument('g')} @@ q THEN 1 + ts_rank(${guideBodyDocument('g')}, q) ELSE 0 END
             + similarity(strain_search_key(g.title), strain_search_key($1))) DESC,
            g.published_at DESC, g.id DESC
   LIMIT $3 OFFSET $4`;

/** Content's searches other than strains (which reuse the library's own query). */
@Injectable()
export class SearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A rare word: its few matches by id, sorted; a common one: the newest-first walk (searchStoriesSql). The planner guesses 0.5% for an expression's words. */
  async stories(readerId: string, text: string, hiddenUserIds: string[], limit: number, after: KeysetPosition<number> | null): Promise<StrainStoryRow[]> {
    const matchParams: unknown[] = [text, hiddenUserIds, RARE_MATCHES_MAX + 1];
    const matches: Array<{ id: number }> = await this.dataSource.query(storyMatchesSql(matchParams, after), matchParams);
    if (matches.length <= RARE_MATCHES_MAX) {
      return matches.length === 0 ? [] : this.dataSource.query(RARE_STORIES_SQL, [readerId, limit + 1, matches.map((row) => row.id)]);
    }
    const params: unknown[] = [readerId, limit + 1, text, hiddenUserIds];
    return this.dataSource.query(searchStoriesSql(params, after), params);
  }

  guides(text: string, premium: boolean, limit: number, offset: number): Promise<GrowGuideRow[]> {
    return this.dataSource.query(SEARCH_GUIDES_SQL, [text, premium, limit + 1, offset]);
  }
}
