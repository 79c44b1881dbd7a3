import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { keysetSql, type KeysetPosition } from '@cannaverse/platform';
import { POST_SELECT, VISIBLE_AUTHOR } from '../posts/posts.repository.js';
import { visiblePostSql } from '../common/visibility.js';
import type { PostRow } from '../posts/post.mapper.js';

/** A topic's posts newest first, walking post_hashtags_topic_idx (tag, created_at DESC, post_id DESC). */
const TOPIC_KEYSET = { createdAt: 'h.created_at', id: 'h.post_id', idKind: 'uuid', order: 'desc' } as const;

/** `params` holds `$1` viewer, `$2` row limit, `$3` tag; the cursor position is appended. */
export function topicPostsSql(params: unknown[], after: KeysetPosition | null): string {
  const keyset = keysetSql(TOPIC_KEYSET, after, params);
  return `${POST_SELECT} JOIN post_hashtags h ON h.post_id = p.id
    WHERE h.tag = $3 AND p.removed_at IS NULL AND ${VISIBLE_AUTHOR} AND ${visiblePostSql('p', '$1::uuid')} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2`;
}

@Injectable()
export class CommunityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `limit + 1` posts carrying the (lower-cased) tag, with author, like and video as in the feed. */
  topicPosts(viewerId: string, tag: string, limit: number, after: KeysetPosition | null): Promise<PostRow[]> {
    const params: unknown[] = [viewerId, limit + 1, tag];
    return this.dataSource.query(topicPostsSql(params, after), params);
  }
}
