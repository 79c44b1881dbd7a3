import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SocialMessages, type Actor, type MemberStatsDto, type ProfileCounts } from '@cannaverse/contracts';
import { validatePayload } from '@cannaverse/platform';
import { requireId } from '../common/ids.js';
import { userIdPayload } from '../common/payloads.js';

/**
 * Counts for profile pages and the home sidebar, one query each. A member social has not heard
 * of yet simply has zeros: identity, not social, decides whether the member exists.
 */
@Injectable()
export class ProfilesService {
  constructor(private readonly dataSource: DataSource) {}

  async counts(actor: Actor | null, input: unknown): Promise<ProfileCounts> {
    const { userId } = validatePayload(userIdPayload, input);
    const id = requireId(userId, SocialMessages.userNotFound);
    const [row]: ProfileCounts[] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM follows WHERE following_id = $1) AS "followersCount",
              (SELECT count(*)::int FROM follows WHERE follower_id = $1) AS "followingCount",
              (SELECT count(*)::int FROM posts WHERE user_id = $1) AS "postsCount",
              ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM follows WHERE follower_id = $2::uuid AND following_id = $1)) AS "isFollowing"`,
      [id, actor?.id ?? null],
    );
    return row;
  }

  async stats(_actor: Actor, input: unknown): Promise<MemberStatsDto> {
    const { userId } = validatePayload(userIdPayload, input);
    const id = requireId(userId, SocialMessages.userNotFound);
    const [row]: MemberStatsDto[] = await this.dataSource.query(
      `SELECT count(*)::int AS posts,
              coalesce(sum(likes_count), 0)::int AS "likesReceived",
              (count(*) FILTER (WHERE strain_review IS NOT NULL AND strain_review <> ''))::int AS reviews
         FROM posts WHERE user_id = $1`,
      [id],
    );
    return row;
  }
}
