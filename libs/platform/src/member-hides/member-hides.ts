import { Injectable, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SocialEvents, type BlockChangedEvent, type MuteChangedEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '../events/on-event.decorator.js';
import type { Queryable } from '../sql/changed-rows.js';

/**
 * The authors a viewer does not see (members they block, who block them, whom they mute), as an
 * uncorrelated sub-select PostgreSQL runs once per statement (an InitPlan, by the primary key's
 * prefix); a list filters `author <> ALL (...)` and keeps walking its own index. `viewer` is a SQL
 * uuid expression such as `$1::uuid`; a null viewer hides nothing.
 */
export const hiddenAuthorsSql = (viewer: string): string =>
  `ARRAY(SELECT h.author_id FROM member_hides h WHERE h.viewer_id = ${viewer} AND h.active)`;

/** True when the viewer may see what `authorColumn` wrote. */
export const visibleAuthorSql = (authorColumn: string, viewer: string): string => `${authorColumn} <> ALL (${hiddenAuthorsSql(viewer)})`;

type HideKind = 'blocks' | 'blocked_by' | 'mutes';

/** The `member_hides` table (migration CreateMemberHides1765820000001). */
@Injectable()
export class MemberHidesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Sets a row's state unless the row already holds a later change. */
  async set(db: Queryable, viewerId: string, authorId: string, kind: HideKind, active: boolean, changedAt: string): Promise<void> {
    await db.query(
      `INSERT INTO member_hides (viewer_id, author_id, kind, active, changed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (viewer_id, author_id, kind) DO UPDATE SET active = EXCLUDED.active, changed_at = EXCLUDED.changed_at
       WHERE member_hides.changed_at <= EXCLUDED.changed_at`,
      [viewerId, authorId, kind, active, changedAt],
    );
  }

  /** The authors `viewerId` does not see (for a per-socket filter: one read when the socket joins). */
  async hiddenFrom(viewerId: string, db: Queryable = this.dataSource.manager): Promise<string[]> {
    const rows: Array<{ author_id: string }> = await db.query(
      'SELECT DISTINCT author_id FROM member_hides WHERE viewer_id = $1 AND active', [viewerId],
    );
    return rows.map((row) => row.author_id);
  }

  /** The same for many viewers at once: viewer → hidden authors (viewers hiding no one are absent). */
  async hiddenFromMany(viewerIds: string[]): Promise<Map<string, string[]>> {
    const rows: Array<{ viewer_id: string; author_id: string }> = await this.dataSource.query(
      'SELECT DISTINCT viewer_id, author_id FROM member_hides WHERE viewer_id = ANY($1::uuid[]) AND active', [viewerIds],
    );
    const hidden = new Map<string, string[]>();
    for (const row of rows) hidden.set(row.viewer_id, [...(hidden.get(row.viewer_id) ?? []), row.author_id]);
    return hidden;
  }
}

/**
 * Applies social.member.blocked / unblocked / muted / unmuted to `member_hides` in the consumer's
 * transaction (with its inbox row).
 */
@Injectable()
export class MemberHidesProjection {
  constructor(private readonly hides: MemberHidesRepository) {}

  @OnEvent(SocialEvents.memberBlocked)
  onBlocked(payload: BlockChangedEvent, context: EventContext): Promise<void> {
    return this.block(payload, true, context);
  }

  @OnEvent(SocialEvents.memberUnblocked)
  onUnblocked(payload: BlockChangedEvent, context: EventContext): Promise<void> {
    return this.block(payload, false, context);
  }

  @OnEvent(SocialEvents.memberMuted)
  onMuted(payload: MuteChangedEvent, context: EventContext): Promise<void> {
    return this.hides.set(context.manager, payload.muterId, payload.mutedId, 'mutes', true, context.envelope.occurredAt);
  }

  @OnEvent(SocialEvents.memberUnmuted)
  onUnmuted(payload: MuteChangedEvent, context: EventContext): Promise<void> {
    return this.hides.set(context.manager, payload.muterId, payload.mutedId, 'mutes', false, context.envelope.occurredAt);
  }

  private async block({ blockerId, blockedId }: BlockChangedEvent, active: boolean, context: EventContext): Promise<void> {
    await this.hides.set(context.manager, blockerId, blockedId, 'blocks', active, context.envelope.occurredAt);
    await this.hides.set(context.manager, blockedId, blockerId, 'blocked_by', active, context.envelope.occurredAt);
  }
}

/**
 * Blocks and mutes for a service that shows members' content but does not own them (issue 24).
 * Import it in app.module and add CreateMemberHides1765820000001 to the service's migrations.
 */
@Module({ providers: [MemberHidesProjection, MemberHidesRepository], exports: [MemberHidesRepository] })
export class MemberHidesModule {}
