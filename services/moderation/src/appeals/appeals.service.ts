import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import * as yup from 'yup';
import {
  APPEAL_STATUS_FILTERS, AppealMessages as M, appealDecisionSchema, appealSchema, ModerationEvents, ruleTitle,
  type Actor, type AppealStatusFilter, type MyAppealDto, type Page, type QueuedAppealDto,
} from '@cannaverse/contracts';
import {
  decodeKeysetCursor, pageFields, parseLimit, publishEvent, requestSchema, requireId, RpcError, toKeysetPage, uniqueViolation, validatePayload,
} from '@cannaverse/platform';
import { AuditRepository } from '../audit/audit.repository.js';
import { SuspensionsService } from '../suspensions/suspensions.service.js';
import { AppealsRepository, toMyAppealDto, toQueuedAppealDto } from './appeals.repository.js';

const listPayload = requestSchema({ status: yup.mixed().optional(), ...pageFields });
const decidePayload = requestSchema({ appealId: yup.string().required(M.appealNotFound), action: yup.mixed().optional(), note: yup.mixed().optional() });
const isStatusFilter = (value: unknown): value is AppealStatusFilter =>
  typeof value === 'string' && (APPEAL_STATUS_FILTERS as readonly string[]).includes(value);

const OBJECTS: Record<string, string> = { post: 'a post', comment: 'a comment', story: 'a story', member: 'a member', stream: 'a stream', chat: 'a chat line' };

/**
 * Appeals (issue 24): the subject of a decision may appeal it once; an admin upholds or reverses
 * it. Reversing a removal publishes `moderation.content.restored`, which the owning service applies
 * (the content is back with its counts); reversing a suspension lifts it. Every outcome is audited and announced
 * (`moderation.appeal.decided`) for the member's notification.
 */
@Injectable()
export class AppealsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly appeals: AppealsRepository,
    private readonly audit: AuditRepository,
    private readonly suspensions: SuspensionsService,
  ) {}

  async create(actor: Actor, input: unknown): Promise<MyAppealDto> {
    const payload = validatePayload(appealSchema, input);
    const decisionId = requireId(payload.decisionId, M.decisionNotFound);
    const decision = await this.appeals.decision(decisionId);
    if (!decision || decision.subject_id !== actor.id) throw RpcError.notFound(M.decisionNotFound);
    if (decision.action === 'dismiss') throw RpcError.badRequest(M.dismissNotAppealable);
    if (await this.appeals.exists(decisionId)) throw RpcError.conflict(M.alreadyAppealed);
    const row = await this.appeals.insert(decisionId, actor.id, payload.text).catch((error: unknown) => {
      if (uniqueViolation(error) === 'appeals_once_key') throw RpcError.conflict(M.alreadyAppealed);
      throw error;
    });
    return toMyAppealDto(row);
  }

  async list(input: unknown): Promise<Page<QueuedAppealDto>> {
    const query = validatePayload(listPayload, input);
    const status = query.status === undefined || query.status === '' ? 'pending' : query.status;
    if (!isStatusFilter(status)) throw RpcError.badRequest(M.invalidStatusFilter);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.appeals.page(status, limit, decodeKeysetCursor(query.cursor)), limit, toQueuedAppealDto);
  }

  /** Settles the appeal with its audit row and events in one transaction (the outbox publishes after commit). */
  async decide(admin: Actor, input: unknown): Promise<QueuedAppealDto> {
    const { appealId, ...body } = validatePayload(decidePayload, input);
    const id = requireId(appealId, M.appealNotFound);
    const decided = validatePayload(appealDecisionSchema, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
    const outcome = decided.action === 'reverse' ? 'reversed' : 'upheld';
    const note = decided.note ? decided.note : null;
    return this.dataSource.transaction(async (manager) => {
      const appeal = await this.appeals.lock(manager, id);
      if (!appeal) throw RpcError.notFound(M.appealNotFound);
      if (appeal.status !== 'pending') throw RpcError.conflict(M.notPending);
      const decision = (await this.appeals.decision(appeal.decision_id, manager))!;
      const decidedAt = await this.appeals.settle(manager, id, outcome, note, admin.id);
      if (outcome === 'reversed') {
        await this.appeals.reverseDecision(manager, decision.id);
        if (decision.action === 'remove' && decision.target_type !== 'member' && decision.subject_id) {
          await publishEvent(manager, ModerationEvents.contentRestored, {
            decisionId: decision.id, targetType: decision.target_type, targetId: decision.target_id, authorId: decision.subject_id,
          });
        }
        // A reversed suspension ends it (the member can sign in again and their content is back).
        if (decision.action === 'suspend' && decision.subject_id) await this.suspensions.liftForReversedDecisionIn(manager, admin, decision.subject_id, decision.id);
      }
      await publishEvent(manager, ModerationEvents.appealDecided, {
        appealId: id, decisionId: decision.id, userId: appeal.user_id, outcome, decidedBy: admin.id, decidedAt: decidedAt.toISOString(),
      });
      const what = `${outcome === 'reversed' ? 'Reversed' : 'Upheld'} a decision (${decision.action} ${OBJECTS[decision.target_type] ?? decision.target_type}) under ${ruleTitle(decision.rule)} on appeal`;
      await this.audit.record({
        adminId: admin.id,
        action: 'appeal_decision',
        subjectIds: [appeal.user_id],
        reason: note ? `${what}: ${note}` : what,
        detail: { appealId: id, decisionId: decision.id, outcome, action: decision.action, targetType: decision.target_type, targetId: decision.target_id },
      }, manager);
      return toQueuedAppealDto((await this.appeals.find(id, manager))!);
    });
  }
}
