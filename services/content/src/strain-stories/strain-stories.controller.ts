import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ContentPatterns, type Page, type RpcRequest, type StoryUpvoteResult, type StrainStoryCreated, type StrainStoryDto,
} from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { StrainStoriesService } from './strain-stories.service.js';

/** Strain stories are in the members' area (core spec §2): every call needs a session. */
@Controller()
export class StrainStoriesController {
  constructor(private readonly stories: StrainStoriesService) {}

  @MessagePattern(ContentPatterns.listStrainStories)
  list(@Payload() request: RpcRequest<unknown>): Promise<Page<StrainStoryDto>> {
    return this.stories.list(requireActor(request), request.data);
  }

  @MessagePattern(ContentPatterns.getStrainStory)
  get(@Payload() request: RpcRequest<unknown>): Promise<StrainStoryDto> {
    return this.stories.get(requireActor(request), request.data);
  }

  @MessagePattern(ContentPatterns.createStrainStory)
  create(@Payload() request: RpcRequest<unknown>): Promise<StrainStoryCreated> {
    return this.stories.create(requireActor(request), request.data);
  }

  @MessagePattern(ContentPatterns.updateStrainStory)
  update(@Payload() request: RpcRequest<unknown>): Promise<StrainStoryDto> {
    return this.stories.update(requireActor(request), request.data);
  }

  @MessagePattern(ContentPatterns.deleteStrainStory)
  remove(@Payload() request: RpcRequest<unknown>): Promise<{ ok: true }> {
    return this.stories.remove(requireActor(request), request.data);
  }

  @MessagePattern(ContentPatterns.upvoteStrainStory)
  upvote(@Payload() request: RpcRequest<unknown>): Promise<StoryUpvoteResult> {
    return this.stories.upvote(requireActor(request), request.data);
  }
}
