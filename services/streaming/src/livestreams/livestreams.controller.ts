import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LivestreamMessages, StreamingPatterns,
  type LiveStreamDto, type LiveStreamStats, type MyLiveStreamDto, type Page, type PlaybackAccessDto, type RpcRequest,
} from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { LivestreamsService } from './livestreams.service.js';
import { StreamStatusService } from './stream-status.service.js';

/** Visitors may list public streams; everything else is for signed-in members (spec §6). */
@Controller()
export class LivestreamsController {
  constructor(private readonly livestreams: LivestreamsService, private readonly status: StreamStatusService) {}

  @MessagePattern(StreamingPatterns.list)
  list(@Payload() request: RpcRequest<unknown>): Promise<Page<LiveStreamDto>> {
    return this.livestreams.list(request?.actor ?? null, request?.data);
  }

  @MessagePattern(StreamingPatterns.listMine)
  listMine(@Payload() request: RpcRequest<unknown>): Promise<Page<MyLiveStreamDto>> {
    return this.livestreams.listMine(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.get)
  get(@Payload() request: RpcRequest<unknown>): Promise<LiveStreamDto> {
    return this.livestreams.get(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.getMine)
  getMine(@Payload() request: RpcRequest<unknown>): Promise<MyLiveStreamDto> {
    return this.livestreams.getMine(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.create)
  create(@Payload() request: RpcRequest<unknown>): Promise<MyLiveStreamDto> {
    return this.livestreams.create(request?.actor ?? null, request?.data);
  }

  @MessagePattern(StreamingPatterns.start)
  start(@Payload() request: RpcRequest<unknown>): Promise<LiveStreamDto> {
    return this.status.start(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.end)
  end(@Payload() request: RpcRequest<unknown>): Promise<LiveStreamDto> {
    return this.status.end(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.playbackAccess)
  playbackAccess(@Payload() request: RpcRequest<unknown>): Promise<PlaybackAccessDto> {
    return this.livestreams.playbackAccess(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.regenerateKey)
  regenerateKey(@Payload() request: RpcRequest<unknown>): Promise<MyLiveStreamDto> {
    return this.livestreams.regenerateKey(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  /** The admin dashboard's figure; how many streams are live is no secret (the public list shows them). */
  @MessagePattern(StreamingPatterns.stats)
  stats(): Promise<LiveStreamStats> {
    return this.livestreams.stats();
  }
}
