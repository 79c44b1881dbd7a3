import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  SocialPatterns, type Actor, type CommentDto, type LikeDto, type LikeToggleResult, type Page, type PostDto,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { bodyWith, pageQuery } from './request-payload.js';

type Query = Record<string, unknown>;

/** Posts, their likes and comments. The social service checks sign-in, input and permissions. */
@ApiTags('posts')
@Controller('api/posts')
export class PostsController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Get()
  feed(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<PostDto>> {
    return this.social.send(SocialPatterns.listFeed, actor, { sort: query?.sort, ...pageQuery(query) });
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<PostDto> {
    return this.social.send(SocialPatterns.createPost, actor, body ?? {});
  }

  @Get('user/:id')
  byUser(@Param('id') id: string, @Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<PostDto>> {
    return this.social.send(SocialPatterns.listUserPosts, actor, { userId: id, ...pageQuery(query) });
  }

  @Get(':id')
  get(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<PostDto> {
    return this.social.send(SocialPatterns.getPost, actor, { id });
  }

  @Patch(':id')
  update(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<PostDto> {
    return this.social.send(SocialPatterns.updatePost, actor, { id, changes: body ?? {} });
  }

  @Delete(':id')
  remove(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<{ ok: true }> {
    return this.social.send(SocialPatterns.deletePost, actor, { id });
  }

  /** No body toggles (spec); `{ liked }` sets that state. */
  @Post(':id/like')
  @HttpCode(200)
  like(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<LikeToggleResult> {
    return this.social.send(SocialPatterns.toggleLike, actor, bodyWith(body, 'postId', id));
  }

  @Get(':id/likes')
  likes(@Param('id') id: string, @Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<LikeDto>> {
    return this.social.send(SocialPatterns.listLikes, actor, { postId: id, ...pageQuery(query) });
  }

  @Get(':id/comments')
  comments(@Param('id') id: string, @Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<CommentDto>> {
    return this.social.send(SocialPatterns.listComments, actor, { postId: id, ...pageQuery(query) });
  }

  @Post(':id/comments')
  @HttpCode(201)
  comment(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<CommentDto> {
    return this.social.send(SocialPatterns.createComment, actor, bodyWith(body, 'postId', id));
  }
}
