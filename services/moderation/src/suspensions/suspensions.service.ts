import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ModerationEvents, suspendMemberSchema, SuspensionMessages as M,
  type Actor, type MemberSuspensionStateDto, type SuspensionDto, type SuspensionLiftedDto,
} from '@cannaverse/contracts';
import { publishEvent, requireId, RpcError, validatePayload } from '@cannaverse/platform';
import type { EntityManager } from 'typeorm';
import { AuditRepository } from '../audit/audit.repository.js';
import { memberPayload, suspendPayload } from './suspensions.schemas.js';
import { SuspensionsRepository, toSuspensionDto } from './suspensions.repository.js';
import { liftAudit, suspensionAudit } from './suspension-audit.js';

export interface SuspensionOrder {
  userId: string;
  days: number | null;
  reason: string;
  decisionId: string | null;
}

/**
 * Suspending and lifting (issue 24). The row, its audit row and `moderation.member.suspended` commit
 * together; identity (login), the gateway (sessions) and the content owners act on the event.
 * Admins only (the controller checks); an admin cannot be suspended, nor can one suspend oneself.
 */
@Injectable()
export class SuspensionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly suspensions: SuspensionsRepository,
    private readonly audit: AuditRepository,
  ) {}

  async suspend(admin: Actor, input: unknown): Promise<SuspensionDto> {
    const { userId: rawId, ...body } = validatePayload(suspendPayload, input);
    const userId = requireId(rawId, M.memberNotFound);
    const order = validatePayload(suspendMemberSchema, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
    return this.dataSource.transaction((manager) =>
      this.suspendIn(manager, admin, { userId, days: order.days ?? null, reason: order.reason, decisionId: null }));
  }

  /** Inside the caller's transaction (the report queue's suspend decision uses it too). */
  async suspendIn(manager: EntityManager, admin: Actor, order: SuspensionOrder): Promise<SuspensionDto> {
    if (order.userId === admin.id) throw RpcError.badRequest(M.suspendSelf);
    const cards: Array<{ is_admin: boolean }> = await manager.query('SELECT is_admin FROM user_cards WHERE id = $1', [order.userId]);
    if (cards.length === 0) throw RpcError.notFound(M.memberNotFound);
    if (cards[0].is_admin) throw RpcError.badRequest(M.suspendAdmin);
    const row = await this.suspensions.upsert(manager, { ...order, adminId: admin.id });
    await publishEvent(manager, ModerationEvents.memberSuspended, {
      userId: row.user_id, until: row.until?.toISOString() ?? null, reason: row.reason, decidedBy: admin.id, at: row.suspended_at.toISOString(),
    });
    await this.audit.record(suspensionAudit(admin.id, { userId: row.user_id, days: order.days, until: row.until, reason: row.reason, decisionId: order.decisionId }), manager);
    return toSuspensionDto(row);
  }

  async lift(admin: Actor, input: unknown): Promise<SuspensionLiftedDto> {
    const userId = requireId(validatePayload(memberPayload, input).userId, M.notSuspended);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.suspensions.remove(manager, userId))) throw RpcError.notFound(M.notSuspended);
      const liftedAt = new Date().toISOString();
      await publishEvent(manager, ModerationEvents.memberUnsuspended, { userId, liftedBy: admin.id, at: liftedAt });
      await this.audit.record(liftAudit(admin.id, userId), manager);
      return { userId, liftedAt };
    });
  }

  /**
   * An appeal reversed the queue decision that suspended the member: the suspension ends with its
   * event and audit row, as if lifted (inside the appeal's transaction). Nothing happens when that
   * suspension has already ended or another one replaced it.
   */
  async liftForReversedDecisionIn(manager: EntityManager, admin: Actor, userId: string, decisionId: string): Promise<boolean> {
    if (!(await this.suspensions.removeForDecision(manager, userId, decisionId))) return false;
    await publishEvent(manager, ModerationEvents.memberUnsuspended, { userId, liftedBy: admin.id, at: new Date().toISOString() });
    await this.audit.record(liftAudit(admin.id, userId), manager);
    return true;
  }

  async get(input: unknown): Promise<MemberSuspensionStateDto> {
    const userId = requireId(validatePayload(memberPayload, input).userId, M.memberNotFound);
    const row = await this.suspensions.active(userId);
    return { suspension: row ? toSuspensionDto(row) : null };
  }
}
