import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ContentPatterns, StrainMessages, type RpcRequest, type StrainReactionsDto } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { StrainReactionsService } from './strain-reactions.service.js';

@Controller()
export class StrainReactionsController {
  constructor(private readonly reactions: StrainReactionsService) {}

  @MessagePattern(ContentPatterns.listStrainReactions)
  list(@Payload() request: RpcRequest<unknown>): Promise<StrainReactionsDto> {
    return this.reactions.list(request.actor, request.data);
  }

  @MessagePattern(ContentPatterns.addStrainReaction)
  add(@Payload() request: RpcRequest<unknown>): Promise<StrainReactionsDto> {
    return this.reactions.add(requireActor(request, StrainMessages.reactionRequiresSignIn), request.data);
  }

  @MessagePattern(ContentPatterns.removeStrainReaction)
  remove(@Payload() request: RpcRequest<unknown>): Promise<StrainReactionsDto> {
    return this.reactions.remove(requireActor(request, StrainMessages.reactionRequiresSignIn), request.data);
  }
}
