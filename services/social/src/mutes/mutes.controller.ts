import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type MutedMemberDto, type MutedWordsDto, type MuteStatusDto, type Page, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { MutesService } from './mutes.service.js';

@Controller()
export class MutesController {
  constructor(private readonly mutes: MutesService) {}

  @MessagePattern(SocialPatterns.getMute)
  status(@Payload() request: RpcRequest<unknown>): Promise<MuteStatusDto> {
    return this.mutes.status(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.mute)
  mute(@Payload() request: RpcRequest<unknown>): Promise<MuteStatusDto> {
    return this.mutes.mute(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.unmute)
  unmute(@Payload() request: RpcRequest<unknown>): Promise<MuteStatusDto> {
    return this.mutes.unmute(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.listMutes)
  list(@Payload() request: RpcRequest<unknown>): Promise<Page<MutedMemberDto>> {
    return this.mutes.list(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.getMutedWords)
  words(@Payload() request: RpcRequest<unknown>): Promise<MutedWordsDto> {
    return this.mutes.words(requireActor(request));
  }

  @MessagePattern(SocialPatterns.updateMutedWords)
  updateWords(@Payload() request: RpcRequest<unknown>): Promise<MutedWordsDto> {
    return this.mutes.updateWords(requireActor(request), request.data);
  }
}
