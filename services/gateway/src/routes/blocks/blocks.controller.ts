import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DirectMessageMessages, MuteMessages, PageMessages, SocialMessages, SocialPatterns, type BlockedMemberDto, type BlockStatusDto, type MutedMemberDto, type MutedWordsDto, type MuteStatusDto, type Page, type Caller,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { pageQuery, type QueryParams } from '../shared/request-payload.js';
import { PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import { BlockedMemberResponse, BlockStatusResponse, MutedMemberResponse, MutedWordsBody, MutedWordsResponse, MuteStatusResponse } from './blocks.schemas.js';

/** Blocking and muting a member, the blocks and mutes lists and muted words in settings (social). */
@ApiTags('blocks')
@Controller('api')
export class BlocksController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Route({
    summary: 'The members the caller blocks, newest first', audience: 'member', ok: PageOf(BlockedMemberResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get('blocks')
  list(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<BlockedMemberDto>>> {
    return this.social.forward(SocialPatterns.listBlocks, caller, pageQuery(query));
  }

  @Route({
    summary: 'Whether the caller blocks a member', audience: 'member', ok: BlockStatusResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [DirectMessageMessages.cannotBlockSelf], 404: [SocialMessages.userNotFound] },
  })
  @Get('users/:id/block')
  status(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<BlockStatusDto>> {
    return this.social.forward(SocialPatterns.getBlock, caller, { userId: id });
  }

  @Route({
    summary: 'Block a member (idempotent; follows end both ways)', audience: 'member', ok: BlockStatusResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [DirectMessageMessages.cannotBlockSelf], 404: [SocialMessages.userNotFound] },
  })
  @Post('users/:id/block')
  @HttpCode(200)
  block(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<BlockStatusDto>> {
    return this.social.forward(SocialPatterns.block, caller, { userId: id });
  }

  @Route({
    summary: 'Unblock a member (idempotent)', audience: 'member', ok: BlockStatusResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [DirectMessageMessages.cannotBlockSelf], 404: [SocialMessages.userNotFound] },
  })
  @Delete('users/:id/block')
  unblock(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<BlockStatusDto>> {
    return this.social.forward(SocialPatterns.unblock, caller, { userId: id });
  }

  @Route({
    summary: 'The members the caller mutes, newest first', audience: 'member', ok: PageOf(MutedMemberResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get('mutes')
  listMutes(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<MutedMemberDto>>> {
    return this.social.forward(SocialPatterns.listMutes, caller, pageQuery(query));
  }

  @Route({
    summary: 'Whether the caller mutes a member', audience: 'member', ok: MuteStatusResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [MuteMessages.cannotMuteSelf], 404: [SocialMessages.userNotFound] },
  })
  @Get('users/:id/mute')
  muteStatus(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MuteStatusDto>> {
    return this.social.forward(SocialPatterns.getMute, caller, { userId: id });
  }

  @Route({
    summary: 'Mute a member (idempotent; they are not told, follows stay)', audience: 'member', ok: MuteStatusResponse,
    params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [MuteMessages.cannotMuteSelf], 404: [SocialMessages.userNotFound] },
  })
  @Post('users/:id/mute')
  @HttpCode(200)
  mute(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MuteStatusDto>> {
    return this.social.forward(SocialPatterns.mute, caller, { userId: id });
  }

  @Route({
    summary: 'Unmute a member (idempotent)', audience: 'member', ok: MuteStatusResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [MuteMessages.cannotMuteSelf], 404: [SocialMessages.userNotFound] },
  })
  @Delete('users/:id/mute')
  unmute(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MuteStatusDto>> {
    return this.social.forward(SocialPatterns.unmute, caller, { userId: id });
  }

  @Route({ summary: 'The caller\'s muted words and hashtags', audience: 'member', ok: MutedWordsResponse })
  @Get('me/muted-words')
  mutedWords(@CurrentCaller() caller: Caller): Promise<ForwardedJson<MutedWordsDto>> {
    return this.social.forward(SocialPatterns.getMutedWords, caller, {});
  }

  @Route({
    summary: 'Replace the caller\'s muted words and hashtags', audience: 'member', body: MutedWordsBody, ok: MutedWordsResponse,
    errors: { 400: [MuteMessages.wordsRequired, MuteMessages.tooManyWords, MuteMessages.wordLength] },
  })
  @Put('me/muted-words')
  updateMutedWords(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MutedWordsDto>> {
    return this.social.forward(SocialPatterns.updateMutedWords, caller, body ?? {});
  }
}
