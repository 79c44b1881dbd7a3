import type { EntityManager } from 'typeorm';
import type { InteractionType } from './user-interaction.entity.js';

/** Call inside the action's transaction, so the log never shows an action that rolled back. */
export async function recordInteraction(manager: EntityManager, userId: string, type: InteractionType, metadata: Record<string, unknown>): Promise<void> {
  await manager.query(`INSERT INTO user_interactions (user_id, interaction_type, metadata) VALUES ($1, $2, $3::jsonb)`, [userId, type, JSON.stringify(metadata)]);
}
