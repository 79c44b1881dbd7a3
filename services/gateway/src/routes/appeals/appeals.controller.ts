import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppealMessages as M, ModerationPatterns, PageMessages, type MyAppealDto, type Page, type QueuedAppealDto, type Caller } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { bodyWith, pageQuery, type QueryParams } from '../shared/request-payload.js';
import { PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import { AppealDecisionBody, CreateAppealBody, MyAppealResponse, QueuedAppealResponse } from './appeals.schemas.js';

/**
 * Appeals of moderation decisions (issue 24): the member appeals a decision about them once; admins
 * uphold or reverse it. The moderation service decides everything (401/403 included).
 */
@ApiTags('community-reports')
@Controller('api')
export class AppealsController {
  constructor(@Inject(serviceClientToken('moderation')) private readonly moderation: ServiceClient) {}

  @Route({
    summary: 'Appeal a moderation decision about you (once)', audience: 'member', body: CreateAppealBody, ok: MyAppealResponse, status: 201,
    errors: {
      400: [M.textRequired, M.textMax, M.textCharacters, M.decisionIdRequired, M.dismissNotAppealable],
      404: [M.decisionNotFound], 409: [M.alreadyAppealed],
    },
  })
  @Post('appeals')
  @HttpCode(201)
  appeal(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MyAppealDto>> {
    return this.moderation.forward(ModerationPatterns.createAppeal, caller, body);
  }

  @Route({
    summary: "Members' appeals, newest first", audience: 'admin', ok: PageOf(QueuedAppealResponse),
    query: [{ name: 'status', required: false, enum: ['pending', 'upheld', 'reversed', 'all'], description: 'Default `pending`.' }, ...pageParams()],
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit, M.invalidStatusFilter] },
  })
  @Get('admin/appeals')
  list(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<QueuedAppealDto>>> {
    return this.moderation.forward(ModerationPatterns.listAppeals, caller, { status: query?.status, ...pageQuery(query) });
  }

  @Route({
    summary: 'Decide an appeal: uphold the decision or reverse it (a removal is restored; audited; the member is told)', audience: 'admin',
    body: AppealDecisionBody, ok: QueuedAppealResponse, params: { appealId: { type: 'uuid', description: 'The appeal.' } },
    errors: { 400: [M.actionInvalid, M.noteMax], 404: [M.appealNotFound], 409: [M.notPending] },
  })
  @Post('admin/appeals/:appealId/decision')
  @HttpCode(200)
  decide(@Param('appealId') appealId: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<QueuedAppealDto>> {
    return this.moderation.forward(ModerationPatterns.decideAppeal, caller, bodyWith(body, 'appealId', appealId));
  }
}
