import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type BlockedMemberDto, type BlockStatusDto, type Page, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { BlocksService } from './blocks.service.js';

@Controller()
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @MessagePattern(SocialPatterns.getBlock)
  status(@Payload() request: RpcRequest<unknown>): Promise<BlockStatusDto> {
    return this.blocks.status(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.block)
  block(@Payload() request: RpcRequest<unknown>): Promise<BlockStatusDto> {
    return this.blocks.block(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.unblock)
  unblock(@Payload() request: RpcRequest<unknown>): Promise<BlockStatusDto> {
    return this.blocks.unblock(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.listBlocks)
  list(@Payload() request: RpcRequest<unknown>): Promise<Page<BlockedMemberDto>> {
    return this.blocks.list(requireActor(request), request.data);
  }
}
