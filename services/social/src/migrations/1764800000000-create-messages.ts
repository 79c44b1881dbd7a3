import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Direct messages, the per-member conversation summaries (the inbox and the unread badge read
 * only these), who may message a member, and blocks.
 */
export class CreateMessages1764800000000 implements MigrationInterface {
  name = 'CreateMessages1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sender_id uuid NOT NULL,
        receiver_id uuid NOT NULL,
        content text NOT NULL,
        read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT messages_not_self CHECK (sender_id <> receiver_id)
      )`);
    // A conversation is both directions of one pair: the pair in a fixed order, then time.
    await queryRunner.query(`
      CREATE INDEX messages_conversation_idx
        ON messages (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), created_at DESC, id DESC)`);
    // Opening a conversation marks what the other side sent as read: only the unread rows are indexed.
    await queryRunner.query(`CREATE INDEX messages_unread_idx ON messages (receiver_id, sender_id) WHERE NOT read`);
    // One row per member and conversation partner, written in the sending transaction.
    await queryRunner.query(`
      CREATE TABLE conversations (
        owner_id uuid NOT NULL,
        peer_id uuid NOT NULL,
        last_message_id uuid NOT NULL REFERENCES messages(id),
        last_message_at timestamptz NOT NULL,
        unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
        PRIMARY KEY (owner_id, peer_id)
      )`);
    await queryRunner.query(`CREATE INDEX conversations_inbox_idx ON conversations (owner_id, last_message_at DESC, peer_id DESC)`);
    // The top bar's badge (every member, every 30 s): an index-only sum over the few unread rows.
    await queryRunner.query(`CREATE INDEX conversations_unread_idx ON conversations (owner_id) INCLUDE (unread_count) WHERE unread_count > 0`);
    await queryRunner.query(`
      CREATE TABLE message_settings (
        user_id uuid PRIMARY KEY,
        allow_messages_from text NOT NULL CHECK (allow_messages_from IN ('everyone', 'following', 'nobody')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE blocks (
        blocker_id uuid NOT NULL,
        blocked_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CONSTRAINT blocks_not_self CHECK (blocker_id <> blocked_id)
      )`);
    await queryRunner.query(`CREATE INDEX blocks_list_idx ON blocks (blocker_id, created_at DESC, blocked_id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE blocks`);
    await queryRunner.query(`DROP TABLE message_settings`);
    await queryRunner.query(`DROP TABLE conversations`);
    await queryRunner.query(`DROP TABLE messages`);
  }
}
