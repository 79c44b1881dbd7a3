import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications as groups (one row per member and group key: all likes of one post, all follows
 * of one day…) with one item per event that fed them, plus the projections the rules need: who
 * follows whom (live fan-out, "only from members I follow") and each post's author and excerpt.
 * Every projection comes from events; nothing is read from social's or streaming's database.
 */
export class CreateNotificationsTables1765730000000 implements MigrationInterface {
  name = 'CreateNotificationsTables1765730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Mentions name members by username; identity keeps usernames unique regardless of case.
    await queryRunner.query(`CREATE INDEX user_cards_username_idx ON user_cards (lower(username))`);
    await queryRunner.query(`
      CREATE TABLE follows (
        follower_id uuid NOT NULL,
        following_id uuid NOT NULL,
        PRIMARY KEY (following_id, follower_id)
      )`);
    // "Only from members I follow": does the recipient follow the actor.
    await queryRunner.query(`CREATE UNIQUE INDEX follows_follower_idx ON follows (follower_id, following_id)`);
    await queryRunner.query(`
      CREATE TABLE posts (
        id uuid PRIMARY KEY,
        author_id uuid NOT NULL,
        excerpt text
      )`);
    await queryRunner.query(`
      CREATE TABLE notification_settings (
        user_id uuid PRIMARY KEY,
        "like" boolean NOT NULL DEFAULT true,
        comment boolean NOT NULL DEFAULT true,
        follow boolean NOT NULL DEFAULT true,
        mention boolean NOT NULL DEFAULT true,
        live boolean NOT NULL DEFAULT true,
        story_upvote boolean NOT NULL DEFAULT true,
        from_following boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(`
      CREATE TABLE notification_groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('like', 'comment', 'follow', 'mention', 'live', 'storyUpvote')),
        group_key text NOT NULL,
        target_type text CHECK (target_type IN ('post', 'user', 'stream', 'story')),
        target_id text,
        excerpt text,
        count int NOT NULL DEFAULT 0,
        latest_at timestamptz NOT NULL,
        read boolean NOT NULL DEFAULT false,
        CONSTRAINT notification_groups_key UNIQUE (recipient_id, group_key)
      )`);
    // The list (newest group first), the bell's count, and a deleted target's clean-up.
    await queryRunner.query(`CREATE INDEX notification_groups_list_idx ON notification_groups (recipient_id, latest_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX notification_groups_unread_idx ON notification_groups (recipient_id, latest_at) WHERE NOT read`);
    await queryRunner.query(`CREATE INDEX notification_groups_target_idx ON notification_groups (target_type, target_id)`);
    await queryRunner.query(`
      CREATE TABLE notification_items (
        event_id uuid NOT NULL,
        recipient_id uuid NOT NULL,
        group_id uuid NOT NULL REFERENCES notification_groups(id) ON DELETE CASCADE,
        actor_id uuid NOT NULL,
        undo_key text,
        created_at timestamptz NOT NULL,
        -- A replayed event finds its item and makes nothing new.
        CONSTRAINT notification_items_event_key PRIMARY KEY (event_id, recipient_id)
      )`);
    await queryRunner.query(`CREATE INDEX notification_items_group_idx ON notification_items (group_id, created_at DESC)`);
    // An unlike or an unfollow finds the item its earlier event made.
    await queryRunner.query(`CREATE INDEX notification_items_undo_idx ON notification_items (undo_key) WHERE undo_key IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notification_items`);
    await queryRunner.query(`DROP TABLE notification_groups`);
    await queryRunner.query(`DROP TABLE notification_settings`);
    await queryRunner.query(`DROP TABLE posts`);
    await queryRunner.query(`DROP TABLE follows`);
    await queryRunner.query(`DROP INDEX user_cards_username_idx`);
  }
}
