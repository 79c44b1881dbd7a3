import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MemberStatsDto, ProfileCounts } from '@cannaverse/contracts';

/** Counts over posts and follows for one member, one query each. */
@Injectable()
export class ProfilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async counts(userId: string, viewerId: string | null): Promise<ProfileCounts> {
    const [row]: ProfileCounts[] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM follows WHERE following_id = $1) AS "followersCount",
              (SELECT count(*)::int FROM follows WHERE follower_id = $1) AS "followingCount",
              (SELECT count(*)::int FROM posts WHERE user_id = $1) AS "postsCount",
              ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM follows WHERE follower_id = $2::uuid AND following_id = $1)) AS "isFollowing"`,
      [userId, viewerId],
    );
    return row;
  }

  async stats(userId: string): Promise<MemberStatsDto> {
    const [row]: MemberStatsDto[] = await this.dataSource.query(
      `SELECT count(*)::int AS posts,
              coalesce(sum(likes_count), 0)::int AS "likesReceived",
              (count(*) FILTER (WHERE strain_review IS NOT NULL AND strain_review <> ''))::int AS reviews
         FROM posts WHERE user_id = $1`,
      [userId],
    );
    return row;
  }
}
