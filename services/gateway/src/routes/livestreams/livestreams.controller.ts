import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  StreamingPatterns as P,
  type Actor, type ChatRestrictionDto, type LiveChatMessageDto, type LiveStreamDto, type MyLiveStreamDto, type Page,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { bodyWith, pageQuery } from '../posts/request-payload.js';

type Query = Record<string, unknown>;

/**
 * Live streams, their chat history and chat moderation. The streaming service checks sign-in,
 * input and permissions; chat itself goes over the live channel (/ws, live-channel.proxy.ts).
 */
@ApiTags('livestreams')
@Controller('api/livestreams')
export class LivestreamsController {
  constructor(@Inject(serviceClientToken('streaming')) private readonly streaming: ServiceClient) {}

  @Get()
  list(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<LiveStreamDto>> {
    return this.streaming.send(P.list, actor, pageQuery(query));
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<MyLiveStreamDto> {
    return this.streaming.send(P.create, actor, body ?? {});
  }

  /** My Streams: the member's own streams with the RTMP URL and stream key. */
  @Get('mine')
  mine(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<MyLiveStreamDto>> {
    return this.streaming.send(P.listMine, actor, pageQuery(query));
  }

  @Get(':id')
  get(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<LiveStreamDto> {
    return this.streaming.send(P.get, actor, { id });
  }

  @Post(':id/start')
  @HttpCode(200)
  start(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<LiveStreamDto> {
    return this.streaming.send(P.start, actor, { id });
  }

  @Post(':id/end')
  @HttpCode(200)
  end(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<LiveStreamDto> {
    return this.streaming.send(P.end, actor, { id });
  }

  @Post(':id/stream-key')
  @HttpCode(200)
  regenerateKey(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<MyLiveStreamDto> {
    return this.streaming.send(P.regenerateKey, actor, { id });
  }

  @Get(':id/chats')
  chats(@Param('id') id: string, @Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<LiveChatMessageDto>> {
    return this.streaming.send(P.listChats, actor, { streamId: id, ...pageQuery(query) });
  }

  @Delete(':id/chats/:messageId')
  deleteChat(@Param('id') id: string, @Param('messageId') messageId: string, @CurrentActor() actor: Actor | null): Promise<{ ok: true }> {
    return this.streaming.send(P.deleteChat, actor, { streamId: id, messageId });
  }

  @Get(':id/restrictions')
  restrictions(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<ChatRestrictionDto[]> {
    return this.streaming.send(P.listRestrictions, actor, { streamId: id });
  }

  @Post(':id/bans')
  @HttpCode(201)
  ban(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<ChatRestrictionDto> {
    return this.streaming.send(P.ban, actor, bodyWith(body, 'streamId', id));
  }

  @Post(':id/timeouts')
  @HttpCode(201)
  timeout(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<ChatRestrictionDto> {
    return this.streaming.send(P.timeout, actor, { streamId: id, changes: body ?? {} });
  }

  @Delete(':id/restrictions/:userId')
  lift(@Param('id') id: string, @Param('userId') userId: string, @CurrentActor() actor: Actor | null): Promise<{ ok: true }> {
    return this.streaming.send(P.liftRestriction, actor, { streamId: id, userId });
  }

  @Put(':id/chat-settings')
  chatSettings(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<LiveStreamDto> {
    return this.streaming.send(P.updateChatSettings, actor, { streamId: id, changes: body ?? {} });
  }
}
