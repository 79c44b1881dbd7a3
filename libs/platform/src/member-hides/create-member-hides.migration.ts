import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `member_hides`: whose content each viewer does not see, projected from social's block and mute
 * events (MemberHidesModule) by a service that shows members' content but does not own blocks
 * (content, streaming). A block gives two rows (`blocks` for the blocker, `blocked_by` for the
 * blocked member: each sees nothing of the other), a mute one (`mutes`, the muter only). A lifted
 * block or mute keeps its row with `active = false` and the moment it changed, so a replayed or late
 * event older than the row changes nothing. Read by the viewer's id (the primary key's prefix).
 */
export class CreateMemberHides1765820000001 implements MigrationInterface {
  name = 'CreateMemberHides1765820000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_hides (
        viewer_id uuid NOT NULL,
        author_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('blocks', 'blocked_by', 'mutes')),
        active boolean NOT NULL,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (viewer_id, author_id, kind)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_hides');
  }
}
