import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type CommentDto, type Page, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { CommentsService } from './comments.service.js';

@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @MessagePattern(SocialPatterns.listComments)
  listComments(@Payload() request: RpcRequest<unknown>): Promise<Page<CommentDto>> {
    return this.comments.list(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.createComment)
  createComment(@Payload() request: RpcRequest<unknown>): Promise<CommentDto> {
    return this.comments.create(requireActor(request), request.data);
  }
}
