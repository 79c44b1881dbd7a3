import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MemberStatsDto, ProfileCounts } from '@cannaverse/contracts';

/**
 * A member's counts, from member_counts (kept by triggers in the writing transaction, migration
 * CountMemberActivity1765000000001), so a profile costs the same at 10 posts as at 10,000.
 * A member with no row yet has done nothing countable: zeros.
 */
@Injectable()
export class ProfilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async counts(userId: string, viewerId: string | null): Promise<ProfileCounts> {
    const [row]: ProfileCounts[] = await this.dataSource.query(
      `SELECT coalesce(c.followers, 0) AS "followersCount", coalesce(c.following, 0) AS "followingCount", coalesce(c.posts, 0) AS "postsCount",
              ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM follows WHERE follower_id = $2::uuid AND following_id = $1)) AS "isFollowing"
         FROM (SELECT 1) AS one LEFT JOIN member_counts c ON c.user_id = $1`,
      [userId, viewerId],
    );
    return row;
  }

  async stats(userId: string): Promise<MemberStatsDto> {
    const [row]: MemberStatsDto[] = await this.dataSource.query(
      `SELECT coalesce(c.posts, 0) AS posts, coalesce(c.likes_received, 0) AS "likesReceived", coalesce(c.reviews, 0) AS reviews
         FROM (SELECT 1) AS one LEFT JOIN member_counts c ON c.user_id = $1`,
      [userId],
    );
    return row;
  }
}
