import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DirectMessageMessages, PageMessages, SocialMessages, SocialPatterns, type Actor, type BlockedMemberDto, type BlockStatusDto, type Page,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { pageQuery, type QueryParams } from '../shared/request-payload.js';
import { PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import { BlockedMemberResponse, BlockStatusResponse } from './blocks.schemas.js';

/** Blocking a member, and the blocks list in settings (social). */
@ApiTags('blocks')
@Controller('api')
export class BlocksController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Route({
    summary: 'The members the caller blocks, newest first', audience: 'member', ok: PageOf(BlockedMemberResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get('blocks')
  list(@Query() query: QueryParams, @CurrentActor() actor: Actor | null): Promise<Page<BlockedMemberDto>> {
    return this.social.send(SocialPatterns.listBlocks, actor, pageQuery(query));
  }

  @Route({
    summary: 'Whether the caller blocks a member', audience: 'member', ok: BlockStatusResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [DirectMessageMessages.cannotBlockSelf], 404: [SocialMessages.userNotFound] },
  })
  @Get('users/:id/block')
  status(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<BlockStatusDto> {
    return this.social.send(SocialPatterns.getBlock, actor, { userId: id });
  }

  @Route({
    summary: 'Block a member (idempotent; follows end both ways)', audience: 'member', ok: BlockStatusResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [DirectMessageMessages.cannotBlockSelf], 404: [SocialMessages.userNotFound] },
  })
  @Post('users/:id/block')
  @HttpCode(200)
  block(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<BlockStatusDto> {
    return this.social.send(SocialPatterns.block, actor, { userId: id });
  }

  @Route({
    summary: 'Unblock a member (idempotent)', audience: 'member', ok: BlockStatusResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [DirectMessageMessages.cannotBlockSelf], 404: [SocialMessages.userNotFound] },
  })
  @Delete('users/:id/block')
  unblock(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<BlockStatusDto> {
    return this.social.send(SocialPatterns.unblock, actor, { userId: id });
  }
}
