import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SocialPatterns, type Actor, type BlockedMemberDto, type BlockStatusDto, type Page } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { pageQuery } from '../posts/request-payload.js';

/** Blocking a member, and the blocks list in settings (social). */
@ApiTags('blocks')
@Controller('api')
export class BlocksController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Get('blocks')
  list(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor | null): Promise<Page<BlockedMemberDto>> {
    return this.social.send(SocialPatterns.listBlocks, actor, pageQuery(query));
  }

  @Get('users/:id/block')
  status(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<BlockStatusDto> {
    return this.social.send(SocialPatterns.getBlock, actor, { userId: id });
  }

  @Post('users/:id/block')
  @HttpCode(200)
  block(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<BlockStatusDto> {
    return this.social.send(SocialPatterns.block, actor, { userId: id });
  }

  @Delete('users/:id/block')
  unblock(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<BlockStatusDto> {
    return this.social.send(SocialPatterns.unblock, actor, { userId: id });
  }
}
