import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type Page, type PostDto, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { CommunityService } from './community.service.js';

@Controller()
export class CommunityController {
  constructor(private readonly community: CommunityService) {}

  /** Members only, like the feed. */
  @MessagePattern(SocialPatterns.listTopicPosts)
  topicPosts(@Payload() request: RpcRequest<unknown>): Promise<Page<PostDto>> {
    return this.community.topicPosts(requireActor(request), request.data);
  }
}
