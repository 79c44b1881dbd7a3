import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettingsDto, type NotificationType } from '@cannaverse/contracts';

/**
 * The column of each type's switch in `notification_settings` (a fixed map: never built from
 * input). Account notices (report outcomes, moderation decisions, membership) have none: always sent.
 */
export const SETTING_COLUMNS: Partial<Record<NotificationType, string>> = {
  like: '"like"', comment: 'comment', follow: 'follow', mention: 'mention', live: 'live', storyUpvote: 'story_upvote',
};

interface SettingsRow {
  like: boolean;
  comment: boolean;
  follow: boolean;
  mention: boolean;
  live: boolean;
  story_upvote: boolean;
  from_following: boolean;
}

const toDto = (row: SettingsRow): NotificationSettingsDto => ({
  like: row.like, comment: row.comment, follow: row.follow, mention: row.mention, live: row.live, storyUpvote: row.story_upvote,
  from: row.from_following ? 'following' : 'everyone',
});

/** A member without a row has the defaults (everything on, from everyone). */
@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async get(userId: string): Promise<NotificationSettingsDto> {
    const rows: SettingsRow[] = await this.dataSource.query(`SELECT * FROM notification_settings WHERE user_id = $1`, [userId]);
    return rows[0] ? toDto(rows[0]) : { ...DEFAULT_NOTIFICATION_SETTINGS };
  }

  async put(userId: string, s: NotificationSettingsDto): Promise<NotificationSettingsDto> {
    const [row]: SettingsRow[] = await this.dataSource.query(
      `INSERT INTO notification_settings (user_id, "like", comment, follow, mention, live, story_upvote, from_following)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET "like" = $2, comment = $3, follow = $4, mention = $5, live = $6, story_upvote = $7, from_following = $8
       RETURNING *`,
      [userId, s.like, s.comment, s.follow, s.mention, s.live, s.storyUpvote, s.from === 'following'],
    );
    return toDto(row);
  }
}
