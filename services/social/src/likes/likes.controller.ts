import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type LikeDto, type LikeToggleResult, type Page, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { LikesService } from './likes.service.js';

@Controller()
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @MessagePattern(SocialPatterns.toggleLike)
  toggleLike(@Payload() request: RpcRequest<unknown>): Promise<LikeToggleResult> {
    return this.likes.toggle(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.listLikes)
  listLikes(@Payload() request: RpcRequest<unknown>): Promise<Page<LikeDto>> {
    return this.likes.list(requireActor(request), request.data);
  }
}
