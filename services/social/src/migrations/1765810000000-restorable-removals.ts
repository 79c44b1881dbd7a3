import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The member counts of posts, from issue 15's trigger, now leaving removed posts out (the body of both versions). */
const memberCountsPosts = (removable: boolean) => `
  CREATE OR REPLACE FUNCTION member_counts_posts() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE deltas member_counts[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(ROW(user_id, 1, 0, 0, likes_count, (coalesce(strain_review, '') <> '')::int)::member_counts) INTO deltas FROM new_rows
       ${removable ? 'WHERE removed_at IS NULL' : ''};
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(ROW(user_id, -1, 0, 0, -likes_count, -(coalesce(strain_review, '') <> '')::int)::member_counts) INTO deltas FROM old_rows
       ${removable ? 'WHERE removed_at IS NULL' : ''};
    ELSE
      ${removable ? `
      -- A removal takes the post out of its author's counts; a restore puts it back as it is now.
      SELECT array_agg(d) INTO deltas FROM (
        SELECT ROW(n.user_id, -1, 0, 0, -o.likes_count, -(coalesce(o.strain_review, '') <> '')::int)::member_counts AS d
          FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.removed_at IS NULL AND n.removed_at IS NOT NULL
        UNION ALL
        SELECT ROW(n.user_id, 1, 0, 0, n.likes_count, (coalesce(n.strain_review, '') <> '')::int)::member_counts
          FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.removed_at IS NOT NULL AND n.removed_at IS NULL
        UNION ALL
        SELECT ROW(n.user_id, 0, 0, 0, n.likes_count - o.likes_count,
                   (coalesce(n.strain_review, '') <> '')::int - (coalesce(o.strain_review, '') <> '')::int)::member_counts
          FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE o.removed_at IS NULL AND n.removed_at IS NULL
           AND (n.likes_count <> o.likes_count OR (coalesce(n.strain_review, '') <> '') <> (coalesce(o.strain_review, '') <> ''))
      ) AS changes;` : `
      SELECT array_agg(ROW(n.user_id, 0, 0, 0, n.likes_count - o.likes_count,
                           (coalesce(n.strain_review, '') <> '')::int - (coalesce(o.strain_review, '') <> '')::int)::member_counts) INTO deltas
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.likes_count <> o.likes_count OR (coalesce(n.strain_review, '') <> '') <> (coalesce(o.strain_review, '') <> '');`}
    END IF;
    IF deltas IS NOT NULL THEN PERFORM member_counts_add(deltas); END IF;
    RETURN NULL;
  END $$`;

/**
 * Restorable removals (issue 24): moderators' removal hides a post or comment (`removed_at`, and
 * the decision that removed it) instead of deleting it, so an appeal can bring it back as it was.
 * Every read leaves hidden rows out. The latest feed's index leaves them out too (partial); a
 * member's posts index carries `removed_at` so the Following feed's per-member walk stays index-only.
 */
export class RestorableRemovals1765810000000 implements MigrationInterface {
  name = 'RestorableRemovals1765810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE posts ADD COLUMN removed_at timestamptz, ADD COLUMN removed_by_decision uuid`);
    await queryRunner.query(`ALTER TABLE comments ADD COLUMN removed_at timestamptz, ADD COLUMN removed_by_decision uuid`);
    // Same names as before (the benchmarks and plans name them).
    await queryRunner.query(`CREATE INDEX posts_feed_new_idx ON posts (created_at DESC, id DESC) WHERE removed_at IS NULL`);
    await queryRunner.query(`DROP INDEX posts_feed_idx`);
    await queryRunner.query(`ALTER INDEX posts_feed_new_idx RENAME TO posts_feed_idx`);
    await queryRunner.query(`CREATE INDEX posts_user_feed_new_idx ON posts (user_id, created_at DESC, id DESC) INCLUDE (removed_at)`);
    await queryRunner.query(`DROP INDEX posts_user_feed_idx`);
    await queryRunner.query(`ALTER INDEX posts_user_feed_new_idx RENAME TO posts_user_feed_idx`);
    await queryRunner.query(memberCountsPosts(true));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(memberCountsPosts(false));
    await queryRunner.query(`DROP INDEX posts_user_feed_idx`);
    await queryRunner.query(`CREATE INDEX posts_user_feed_idx ON posts (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`DROP INDEX posts_feed_idx`);
    await queryRunner.query(`CREATE INDEX posts_feed_idx ON posts (created_at DESC, id DESC)`);
    await queryRunner.query(`ALTER TABLE comments DROP COLUMN removed_at, DROP COLUMN removed_by_decision`);
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN removed_at, DROP COLUMN removed_by_decision`);
  }
}
