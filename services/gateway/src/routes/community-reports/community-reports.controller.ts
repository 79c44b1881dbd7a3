import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import {
  CommunityReportMessages as M, ModerationPatterns, NewAccountMessages, PageMessages, ReportMessages, SuspensionMessages, type CommunityRuleDto, type ContentReportReceiptDto, type ModerationNoticeDto, type MyContentReportDto, type Page, type QueuedReportDto, type Caller,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller, visitorCaller } from '../../session/actor.js';
import { MemberSessions } from '../../session/member-sessions.js';
import { LimitNewAccounts } from '../../security/new-account-limits.js';
import { bodyWith, pageQuery, type QueryParams } from '../shared/request-payload.js';
import { PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import {
  CommunityRuleResponse, ContentReportReceiptResponse, CreateContentReportBody, ModerationNoticeResponse, MyContentReportResponse,
  QueuedReportResponse, ReportDecisionBody,
} from './community-reports.schemas.js';

/**
 * Community rules, reports of any content, the moderation queue and decisions (issue 24). The
 * moderation service decides everything (401/403 included); while it is down these answer 503.
 */
@ApiTags('community-reports')
@Controller('api')
export class CommunityReportsController {
  constructor(
    @Inject(serviceClientToken('moderation')) private readonly moderation: ServiceClient,
    private readonly sessions: MemberSessions,
  ) {}

  @Route({ summary: 'The community rules a report is filed under', audience: 'none', ok: [CommunityRuleResponse] })
  @Get('community-rules')
  rules(@Req() request: FastifyRequest): Promise<ForwardedJson<CommunityRuleDto[]>> {
    return this.moderation.forward(ModerationPatterns.listCommunityRules, visitorCaller(request), {});
  }

  @LimitNewAccounts('reports')
  @Route({
    summary: 'Report a post, comment, story, member, stream or chat line under a rule', audience: 'member', limit: 'reports',
    body: CreateContentReportBody, ok: ContentReportReceiptResponse, status: 201,
    errors: {
      400: [M.targetTypeInvalid, M.targetIdRequired, M.ruleRequired, M.ruleUnknown, M.detailsMax, M.detailsCharacters, M.ownContent],
      404: [M.targetNotFound], 409: [M.alreadyReported], 429: [NewAccountMessages.reports],
    },
  })
  @Post('reports')
  @HttpCode(201)
  report(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<ContentReportReceiptDto>> {
    return this.moderation.forward(ModerationPatterns.createContentReport, caller, body);
  }

  @Route({
    summary: "The caller's reports with their status and outcome, newest first", audience: 'member', ok: PageOf(MyContentReportResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get('reports/mine')
  mine(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<MyContentReportDto>>> {
    return this.moderation.forward(ModerationPatterns.listMyContentReports, caller, pageQuery(query));
  }

  @Route({
    summary: "Moderators' removals and warnings about the caller's content, newest first", audience: 'member', ok: PageOf(ModerationNoticeResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get('moderation/notices')
  notices(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<ModerationNoticeDto>>> {
    return this.moderation.forward(ModerationPatterns.listModerationNotices, caller, pageQuery(query));
  }

  @Route({
    summary: 'The moderation queue: reports of any content, newest first', audience: 'admin', ok: PageOf(QueuedReportResponse),
    query: [
      { name: 'status', required: false, enum: ['pending', 'actioned', 'dismissed', 'all'], description: 'Default `pending`.' },
      { name: 'targetType', required: false, enum: ['post', 'comment', 'story', 'member', 'stream', 'chat', 'message'], description: 'Every type when absent; `message` is a reported direct message.' },
      ...pageParams(),
    ],
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit, M.invalidStatusFilter, M.queueTargetTypeInvalid] },
  })
  @Get('admin/reports')
  queue(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<QueuedReportDto>>> {
    return this.moderation.forward(ModerationPatterns.listReportQueue, caller, { status: query?.status, targetType: query?.targetType, ...pageQuery(query) });
  }

  @Route({
    summary: 'Decide a report (and every pending report of its target): dismiss, remove, warn or suspend (audited)', audience: 'admin',
    description: 'Suspend suspends the target\'s author (the member, for a member target) for `days` (1–365), or permanently without them; the reason is '
      + 'the note, or the rule\'s title. As with `POST /api/admin/members/{userId}/suspension`, every session of the member ends at once.',
    body: ReportDecisionBody, ok: QueuedReportResponse, params: { reportId: { type: 'uuid', description: 'The report.' } },
    errors: { 400: [M.actionInvalid, M.removeMember, M.messageDecision, M.noteMax, SuspensionMessages.suspendAdmin], 404: [M.reportNotFound], 409: [M.notPending, ReportMessages.notPending] },
  })
  @Post('admin/reports/:reportId/decision')
  @HttpCode(200)
  async decide(@Param('reportId') reportId: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<QueuedReportDto> {
    const decided = await this.moderation.send<QueuedReportDto>(ModerationPatterns.decideReport, caller, bodyWith(body, 'reportId', reportId));
    const suspended = decided.decision?.action === 'suspend' ? decided.snapshot.author?.id : undefined;
    if (suspended) await this.sessions.endOthers(suspended, undefined);
    return decided;
  }
}
