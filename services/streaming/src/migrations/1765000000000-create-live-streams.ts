import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Streaming's tables (spec §3). Members live in identity's database, so user ids have no foreign
 * key; `user_cards` (the kit's migration) is the local projection that names them.
 * Chat ids are `serial` (an integer on the wire and in keyset cursors); viewers and reactions are
 * only ever appended and counted, so their ids are `bigserial` / generated uuids.
 */
export class CreateLiveStreams1765000000000 implements MigrationInterface {
  name = 'CreateLiveStreams1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE live_streams (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL,
        title text NOT NULL,
        description text,
        thumbnail text,
        status text NOT NULL DEFAULT 'offline' CHECK (status IN ('offline', 'live', 'ended')),
        stream_key text NOT NULL UNIQUE,
        playback_id text NOT NULL UNIQUE,
        playback_url text,
        started_at timestamptz,
        ended_at timestamptz,
        is_private boolean NOT NULL DEFAULT false,
        tags text[] NOT NULL DEFAULT '{}',
        viewer_count integer NOT NULL DEFAULT 0 CHECK (viewer_count >= 0),
        max_viewer_count integer NOT NULL DEFAULT 0 CHECK (max_viewer_count >= 0),
        total_views integer NOT NULL DEFAULT 0 CHECK (total_views >= 0),
        slow_mode_seconds integer NOT NULL DEFAULT 0 CHECK (slow_mode_seconds >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The public list reads live streams first, then the rest: one partial index per part.
    await queryRunner.query(`CREATE INDEX live_streams_live_idx ON live_streams (created_at DESC, id DESC) WHERE status = 'live' AND NOT is_private`);
    await queryRunner.query(`CREATE INDEX live_streams_recent_idx ON live_streams (created_at DESC, id DESC) WHERE status <> 'live' AND NOT is_private`);
    // My Streams; and the admin dashboard's live count.
    await queryRunner.query(`CREATE INDEX live_streams_user_idx ON live_streams (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX live_streams_status_idx ON live_streams (status) WHERE status = 'live'`);

    await queryRunner.query(`
      CREATE TABLE live_stream_viewers (
        id uuid PRIMARY KEY,
        stream_id integer NOT NULL REFERENCES live_streams(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        joined_at timestamptz NOT NULL,
        left_at timestamptz,
        duration integer CHECK (duration >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX live_stream_viewers_stream_idx ON live_stream_viewers (stream_id, joined_at)`);

    await queryRunner.query(`
      CREATE TABLE live_stream_chats (
        id serial PRIMARY KEY,
        stream_id integer NOT NULL REFERENCES live_streams(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        message text NOT NULL,
        is_highlighted boolean NOT NULL DEFAULT false,
        is_deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Chat history: newest first, deleted lines left out.
    await queryRunner.query(`CREATE INDEX live_stream_chats_stream_idx ON live_stream_chats (stream_id, created_at DESC, id DESC) WHERE NOT is_deleted`);

    await queryRunner.query(`
      CREATE TABLE live_stream_reactions (
        id bigserial PRIMARY KEY,
        stream_id integer NOT NULL REFERENCES live_streams(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        reaction_type text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX live_stream_reactions_stream_idx ON live_stream_reactions (stream_id, created_at)`);

    // Chat moderation: a ban has no end; a timeout ends at expires_at. One row per member and stream.
    await queryRunner.query(`
      CREATE TABLE live_stream_chat_restrictions (
        stream_id integer NOT NULL REFERENCES live_streams(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('ban', 'timeout')),
        expires_at timestamptz,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, user_id),
        CHECK ((kind = 'ban') = (expires_at IS NULL))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['live_stream_chat_restrictions', 'live_stream_reactions', 'live_stream_chats', 'live_stream_viewers', 'live_streams']) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
