import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  LivestreamMessages, PageMessages, RECORDING_RETENTION_DAYS, StreamingPatterns as P, type ChatRestrictionDto, type LiveChatMessageDto, type LiveStreamDto, type MyLiveStreamDto, type Page, type PlaybackAccessDto, type SignedPlaybackDto, type Caller,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { bodyWith, pageQuery, type QueryParams } from '../shared/request-payload.js';
import { OkResponse, PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import {
  ChatBanBody, ChatRestrictionResponse, ChatSettingsBody, ChatTimeoutBody, CreateLiveStreamBody, LiveChatMessageResponse,
  LiveStreamResponse, MyLiveStreamResponse, SignedPlaybackResponse,
} from './livestreams.schemas.js';
import { PLAYBACK_LINK_SECONDS, PlaybackSigner } from './playback-signature.js';

const M = LivestreamMessages;
/** Members only: visitors get this instead of the usual 401 message. */
const SIGNED_OUT = [M.signInToView];

/**
 * Live streams, their chat history and chat moderation. The streaming service checks sign-in,
 * input and permissions; chat itself goes over the live channel (/ws, live-channel.proxy.ts).
 */
@ApiTags('livestreams')
@Controller('api/livestreams')
export class LivestreamsController {
  constructor(@Inject(serviceClientToken('streaming')) private readonly streaming: ServiceClient, private readonly signer: PlaybackSigner) {}

  @Route({
    summary: 'Public streams: live ones first, then the others, newest first', audience: 'optional', ok: PageOf(LiveStreamResponse), query: pageParams(),
    description: 'Visitors get them without playback URLs.',
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get()
  list(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<LiveStreamDto>>> {
    return this.streaming.forward(P.list, caller, pageQuery(query));
  }

  @Route({
    summary: 'Create a stream', audience: 'member', limit: 'stream-creation', body: CreateLiveStreamBody, ok: MyLiveStreamResponse, status: 201,
    errors: { 400: [M.titleRequired, M.titleMax, M.titleCharacters, M.descriptionMax, M.tagsMax, M.tagsCharacters, 'isPrivate must be a boolean'], 401: SIGNED_OUT },
  })
  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MyLiveStreamDto>> {
    return this.streaming.forward(P.create, caller, body ?? {});
  }

  /** My Streams: the member's own streams with the RTMP URL and stream key. */
  @Route({
    summary: 'My Streams: the caller\'s own streams with their stream keys', audience: 'member', ok: PageOf(MyLiveStreamResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit], 401: SIGNED_OUT },
  })
  @Get('mine')
  mine(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<MyLiveStreamDto>>> {
    return this.streaming.forward(P.listMine, caller, pageQuery(query));
  }

  @Route({
    summary: "The creator's own stream with its RTMP URL and stream key (its page's setup panel)", audience: 'member', ok: MyLiveStreamResponse,
    params: { id: { type: 'integer', description: 'The stream.' } }, errors: { 401: SIGNED_OUT, 403: [M.notYourStream], 404: [M.notFound] },
  })
  @Get(':id/mine')
  getMine(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MyLiveStreamDto>> {
    return this.streaming.forward(P.getMine, caller, { id });
  }

  @Route({ summary: 'One stream', audience: 'member', ok: LiveStreamResponse, params: { id: { type: 'integer', description: 'The stream.' } }, errors: { 401: SIGNED_OUT, 404: [M.notFound] } })
  @Get(':id')
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<LiveStreamDto>> {
    return this.streaming.forward(P.get, caller, { id });
  }

  @Route({
    summary: "A signed, expiring link to the stream's video", audience: 'member', ok: SignedPlaybackResponse, params: { id: { type: 'integer', description: 'The stream.' } },
    description: `For a player without the member's session (a CDN, another app): valid ${PLAYBACK_LINK_SECONDS / 60} minutes. Without a link, /live/{playbackId}/… needs a session that may see the stream and is not banned from it.`,
    errors: { 401: SIGNED_OUT, 403: [M.playbackBanned], 404: [M.notFound] },
  })
  @Get(':id/playback')
  async playback(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<SignedPlaybackDto> {
    const access = await this.streaming.send<PlaybackAccessDto>(P.playbackAccess, caller, { id });
    const { exp, sig } = this.signer.sign(access.playbackId);
    return { url: `/live/${access.playbackId}/index.m3u8?exp=${exp}&sig=${sig}`, expiresAt: new Date(exp * 1000).toISOString() };
  }

  @Route({
    summary: 'Go live (video starts when the encoder connects)', audience: 'member', ok: LiveStreamResponse, params: { id: { type: 'integer', description: 'The stream.' } },
    errors: { 401: SIGNED_OUT, 403: [M.notYourStream], 404: [M.notFound] },
  })
  @Post(':id/start')
  @HttpCode(200)
  start(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<LiveStreamDto>> {
    return this.streaming.forward(P.start, caller, { id });
  }

  @Route({
    summary: 'End the stream (its creator, or an admin: an admin can end any stream)', audience: 'member', ok: LiveStreamResponse, params: { id: { type: 'integer', description: 'The stream.' } },
    description: 'Viewers hear the ended status at once; the encoder is cut off at its next update.',
    errors: { 401: SIGNED_OUT, 403: [M.notCreatorOrAdmin], 404: [M.notFound] },
  })
  @Post(':id/end')
  @HttpCode(200)
  end(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<LiveStreamDto>> {
    return this.streaming.forward(P.end, caller, { id });
  }

  @Route({
    summary: 'A new stream key (the old one stops working)', audience: 'member', ok: MyLiveStreamResponse, params: { id: { type: 'integer', description: 'The stream.' } },
    errors: { 401: SIGNED_OUT, 403: [M.notYourStream], 404: [M.notFound], 409: [M.endBeforeNewKey] },
  })
  @Post(':id/stream-key')
  @HttpCode(200)
  regenerateKey(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MyLiveStreamDto>> {
    return this.streaming.forward(P.regenerateKey, caller, { id });
  }

  @Route({
    summary: 'Delete the stream\'s recording (its creator or an admin)', audience: 'member', ok: LiveStreamResponse,
    params: { id: { type: 'integer', description: 'The stream.' } },
    description: `The MP4 leaves the media store; the stream answers \`recordingUrl: null\` from then on. Recordings are deleted ${RECORDING_RETENTION_DAYS} days after the stream ended anyway.`,
    errors: { 401: SIGNED_OUT, 403: [M.notYourRecording], 404: [M.notFound, M.recordingNotFound] },
  })
  @Delete(':id/recording')
  deleteRecording(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<LiveStreamDto>> {
    return this.streaming.forward(P.deleteRecording, caller, { id });
  }

  @Route({
    summary: 'The stream\'s chat history, newest first', audience: 'member', ok: PageOf(LiveChatMessageResponse), query: pageParams(), params: { id: { type: 'integer', description: 'The stream.' } },
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit], 401: SIGNED_OUT, 404: [M.notFound] },
  })
  @Get(':id/chats')
  chats(@Param('id') id: string, @Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<LiveChatMessageDto>>> {
    return this.streaming.forward(P.listChats, caller, { streamId: id, ...pageQuery(query) });
  }

  @Route({
    summary: 'Delete a chat line (moderators)', audience: 'member', ok: OkResponse,
    params: { id: { type: 'integer', description: 'The stream.' }, messageId: { type: 'integer', description: 'The chat line.' } },
    errors: { 401: SIGNED_OUT, 403: [M.notModerator], 404: [M.notFound, M.chatMessageNotFound] },
  })
  @Delete(':id/chats/:messageId')
  deleteChat(@Param('id') id: string, @Param('messageId') messageId: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<{ ok: true }>> {
    return this.streaming.forward(P.deleteChat, caller, { streamId: id, messageId });
  }

  @Route({
    summary: 'Active bans and timeouts, newest first (the creator and admins)', audience: 'member', ok: PageOf(ChatRestrictionResponse), query: pageParams(),
    params: { id: { type: 'integer', description: 'The stream.' } },
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit], 401: SIGNED_OUT, 403: [M.notModerator], 404: [M.notFound] },
  })
  @Get(':id/restrictions')
  restrictions(@Param('id') id: string, @Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<ChatRestrictionDto>>> {
    return this.streaming.forward(P.listRestrictions, caller, { streamId: id, ...pageQuery(query) });
  }

  @Route({
    summary: 'Ban a member from the chat (moderators)', audience: 'member', body: ChatBanBody, ok: ChatRestrictionResponse, status: 201, params: { id: { type: 'integer', description: 'The stream.' } },
    errors: { 400: [M.cannotRestrictModerator], 401: SIGNED_OUT, 403: [M.notModerator], 404: [M.notFound, M.memberNotFound] },
  })
  @Post(':id/bans')
  @HttpCode(201)
  ban(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<ChatRestrictionDto>> {
    return this.streaming.forward(P.ban, caller, bodyWith(body, 'streamId', id));
  }

  @Route({
    summary: 'Time a member out of the chat (moderators)', audience: 'member', body: ChatTimeoutBody, ok: ChatRestrictionResponse, status: 201, params: { id: { type: 'integer', description: 'The stream.' } },
    errors: { 400: [M.timeoutRange, M.cannotRestrictModerator], 401: SIGNED_OUT, 403: [M.notModerator], 404: [M.notFound, M.memberNotFound] },
  })
  @Post(':id/timeouts')
  @HttpCode(201)
  timeout(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<ChatRestrictionDto>> {
    return this.streaming.forward(P.timeout, caller, { streamId: id, changes: body ?? {} });
  }

  @Route({
    summary: 'Lift a ban or timeout (moderators)', audience: 'member', ok: OkResponse,
    params: { id: { type: 'integer', description: 'The stream.' }, userId: { type: 'uuid', description: 'The member.' } },
    errors: { 401: SIGNED_OUT, 403: [M.notModerator], 404: [M.notFound] },
  })
  @Delete(':id/restrictions/:userId')
  lift(@Param('id') id: string, @Param('userId') userId: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<{ ok: true }>> {
    return this.streaming.forward(P.liftRestriction, caller, { streamId: id, userId });
  }

  @Route({
    summary: 'Slow mode (moderators)', audience: 'member', body: ChatSettingsBody, ok: LiveStreamResponse, params: { id: { type: 'integer', description: 'The stream.' } },
    errors: { 400: [M.slowModeRange], 401: SIGNED_OUT, 403: [M.notModerator], 404: [M.notFound] },
  })
  @Put(':id/chat-settings')
  chatSettings(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<LiveStreamDto>> {
    return this.streaming.forward(P.updateChatSettings, caller, { streamId: id, changes: body ?? {} });
  }
}
