import { Injectable } from '@nestjs/common';
import type { Queryable } from '@cannaverse/platform';

export type InteractionType = 'like' | 'comment' | 'follow';

/** `user_interactions`: an activity log for recommendations and stats. */
@Injectable()
export class InteractionsRepository {
  /** Call inside the action's transaction, so the log never shows an action that rolled back. */
  async record(db: Queryable, userId: string, type: InteractionType, metadata: Record<string, unknown>): Promise<void> {
    await db.query(`INSERT INTO user_interactions (user_id, interaction_type, metadata) VALUES ($1, $2, $3::jsonb)`, [userId, type, JSON.stringify(metadata)]);
  }
}
