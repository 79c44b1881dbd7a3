import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The first statement of member_counts_add, shared by both versions: a row (zeros) for a member without one. */
const ADD_MISSING_ROWS = (orderBy: string) =>
  `INSERT INTO member_counts (user_id) SELECT DISTINCT d.user_id FROM unnest(deltas) AS d${orderBy} ON CONFLICT (user_id) DO NOTHING;`;

const ADD_SUMS = `UPDATE member_counts c SET posts = c.posts + d.posts, followers = c.followers + d.followers, following = c.following + d.following,
               likes_received = c.likes_received + d.likes_received, reviews = c.reviews + d.reviews
          FROM (SELECT d.user_id, sum(d.posts) AS posts, sum(d.followers) AS followers, sum(d.following) AS following,
                       sum(d.likes_received) AS likes_received, sum(d.reviews) AS reviews
                  FROM unnest(deltas) AS d GROUP BY d.user_id) AS d
         WHERE c.user_id = d.user_id;`;

/**
 * member_counts_add takes the rows it moves in member order (2026-11-29). A follow moves two
 * members' rows in one statement, and the UPDATE took them in the order its plan read them: on a
 * small table a sequential scan, so the order their row versions lay on disk, which every update
 * changes. Follows at once (A → B, C → A, B → C) could so take the same rows in opposite orders,
 * and PostgreSQL broke the deadlock by failing one: a 500 for a member (seen while seeding). Now
 * the rows are locked first, sorted by member, and any two statements wait for each other in one
 * order; the UPDATE then finds them already held. The same function serves posts, likes, reviews
 * and the commit-time post counts, which all gain the same order.
 */
export class TakeMemberCountsInOrder1765900000000 implements MigrationInterface {
  name = 'TakeMemberCountsInOrder1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION member_counts_add(deltas member_counts[]) RETURNS void LANGUAGE sql AS $$
        ${ADD_MISSING_ROWS(' ORDER BY d.user_id')}
        SELECT 1 FROM member_counts c WHERE c.user_id IN (SELECT d.user_id FROM unnest(deltas) AS d) ORDER BY c.user_id FOR NO KEY UPDATE OF c;
        ${ADD_SUMS}
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION member_counts_add(deltas member_counts[]) RETURNS void LANGUAGE sql AS $$
        ${ADD_MISSING_ROWS('')}
        ${ADD_SUMS}
      $$`);
  }
}
