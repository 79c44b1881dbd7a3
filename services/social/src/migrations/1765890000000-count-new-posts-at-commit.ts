import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A new post counts in its author's member_counts row when its transaction commits, not when the
 * post is inserted (issue 28). The statement trigger of issue 15 moved the author's row at the
 * INSERT, so the row stayed locked for the rest of the creating transaction (the post read back,
 * its hashtags, its outbox event, the commit's WAL flush): a member's concurrent posts (an import,
 * a brand account, the bench's 50 at once) queued on that one row, each waiting for the whole of
 * the previous transaction.
 *
 * Now the INSERT's statement trigger only writes the statement's sums per author to
 * member_counts_pending (a new row: nothing shared is locked), and a deferred constraint trigger on
 * that table adds them to member_counts at commit and deletes them, so the author's row is held for
 * the commit alone. One pending row per author per statement: a bulk load of 50,000 posts still
 * moves its author's row once. Only inserts are deferred: deleting and removing posts keep their
 * statement triggers (a member's erasure deletes their posts and then their counts row in one
 * transaction, which a deferred delete would bring back).
 */
export class CountNewPostsAtCommit1765890000000 implements MigrationInterface {
  name = 'CountNewPostsAtCommit1765890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_counts_pending (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL,
        posts integer NOT NULL,
        likes_received integer NOT NULL,
        reviews integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION member_counts_posts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- A removed post (an import of hidden posts) counts nowhere, as in member_counts_posts().
        INSERT INTO member_counts_pending (user_id, posts, likes_received, reviews)
          SELECT user_id, count(*)::int, sum(likes_count)::int, sum((coalesce(strain_review, '') <> '')::int)::int
            FROM new_rows WHERE removed_at IS NULL GROUP BY user_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION member_counts_apply_pending() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM member_counts_add(ARRAY[ROW(NEW.user_id, NEW.posts, 0, 0, NEW.likes_received, NEW.reviews)::member_counts]);
        DELETE FROM member_counts_pending WHERE id = NEW.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE CONSTRAINT TRIGGER member_counts_pending_apply AFTER INSERT ON member_counts_pending
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION member_counts_apply_pending()`);
    await queryRunner.query('DROP TRIGGER member_counts_posts_insert ON posts');
    await queryRunner.query(`CREATE TRIGGER member_counts_posts_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_counts_posts_inserted()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER member_counts_posts_insert ON posts');
    await queryRunner.query(`CREATE TRIGGER member_counts_posts_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_counts_posts()`);
    await queryRunner.query('DROP TABLE member_counts_pending');
    await queryRunner.query('DROP FUNCTION member_counts_apply_pending()');
    await queryRunner.query('DROP FUNCTION member_counts_posts_inserted()');
  }
}
