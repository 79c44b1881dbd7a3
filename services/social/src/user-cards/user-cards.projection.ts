import { Injectable, Logger } from '@nestjs/common';
import * as yup from 'yup';
import { IdentityEvents, type UserCard } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cardSchema = yup.object({
  id: yup.string().required().matches(UUID),
  username: yup.string().required(),
  displayName: yup.string().nullable().defined(),
  avatar: yup.string().nullable().defined(),
  isAdmin: yup.boolean().required(),
});

/**
 * Keeps `user_cards` in step with identity. Posts and comments join it at read time, so a
 * rename shows on old posts at once. Written through the consumer's transaction (with its
 * inbox row), and only when the event is newer than what the card holds, so replays and
 * late redeliveries change nothing.
 */
@Injectable()
export class UserCardsProjection {
  private readonly logger = new Logger(UserCardsProjection.name);

  @OnEvent(IdentityEvents.userRegistered)
  onRegistered(payload: UserCard, context: EventContext): Promise<void> {
    return this.upsert(payload, context);
  }

  @OnEvent(IdentityEvents.userUpdated)
  onUpdated(payload: UserCard, context: EventContext): Promise<void> {
    return this.upsert(payload, context);
  }

  private async upsert(payload: unknown, { manager, envelope }: EventContext): Promise<void> {
    let card: UserCard;
    try {
      card = cardSchema.validateSync(payload, { stripUnknown: true });
    } catch (error) {
      // Retrying cannot fix a malformed event; skipping keeps the stream moving.
      this.logger.error(`ignoring malformed ${envelope.name} ${envelope.id}: ${(error as Error).message}`);
      return;
    }
    await manager.query(
      `INSERT INTO user_cards (id, username, display_name, avatar, is_admin, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, display_name = EXCLUDED.display_name,
         avatar = EXCLUDED.avatar, is_admin = EXCLUDED.is_admin, updated_at = EXCLUDED.updated_at
       WHERE user_cards.updated_at <= EXCLUDED.updated_at`,
      [card.id.toLowerCase(), card.username, card.displayName ?? null, card.avatar ?? null, card.isAdmin, envelope.occurredAt],
    );
  }
}
