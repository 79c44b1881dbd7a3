import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type Page, type PostDto, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { PostsService } from './posts.service.js';
import { FeedService } from './feed.service.js';

@Controller()
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly feed: FeedService,
  ) {}

  @MessagePattern(SocialPatterns.listFeed)
  listFeed(@Payload() request: RpcRequest<unknown>): Promise<Page<PostDto>> {
    return this.feed.feed(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.listFollowingFeed)
  listFollowingFeed(@Payload() request: RpcRequest<unknown>): Promise<Page<PostDto>> {
    return this.feed.following(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.listUserPosts)
  listUserPosts(@Payload() request: RpcRequest<unknown>): Promise<Page<PostDto>> {
    return this.feed.byUser(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.getPost)
  getPost(@Payload() request: RpcRequest<unknown>): Promise<PostDto> {
    return this.posts.get(requireActor(request), request.data);
  }

  /** Answers 401 with the spec's own sentence, so the create dialog can show it as is. */
  @MessagePattern(SocialPatterns.createPost)
  createPost(@Payload() request: RpcRequest<unknown>): Promise<PostDto> {
    return this.posts.create(request?.actor ?? null, request?.data);
  }

  @MessagePattern(SocialPatterns.updatePost)
  updatePost(@Payload() request: RpcRequest<unknown>): Promise<PostDto> {
    return this.posts.update(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.deletePost)
  deletePost(@Payload() request: RpcRequest<unknown>): Promise<{ ok: true }> {
    return this.posts.remove(requireActor(request), request.data);
  }
}
