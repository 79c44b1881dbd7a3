import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DirectMessageMessages, PageMessages, SocialMessages, SocialPatterns, ValidationMessages, type CommentDto, type LikeDto, type LikeToggleResult, type Page, type PostDto, type Caller,
} from '@cannaverse/contracts';
import { InputMessages, ServiceClient, serviceClientToken, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { bodyWith, pageQuery, type QueryParams } from '../shared/request-payload.js';
import { OkResponse, PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import {
  CommentResponse, CreateCommentBody, CreatePostBody, LikeBody, LikeResponse, LikeStateResponse, PostResponse, UpdatePostBody,
} from './posts.schemas.js';

const POST_ERRORS = [
  SocialMessages.contentRequired, SocialMessages.contentMax, SocialMessages.ratingRange,
  SocialMessages.strainNameMax, SocialMessages.strainReviewMax, SocialMessages.mediaInvalid,
  InputMessages.unknownField('<name>'),
];

/** Posts, their likes and comments. The social service checks sign-in, input and permissions. */
@ApiTags('posts')
@Controller('api/posts')
export class PostsController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Route({
    summary: 'The feed', audience: 'member', ok: PageOf(PostResponse),
    query: [{ name: 'sort', required: false, enum: ['latest', 'trending'], description: '`latest` (default) or `trending` (last 7 days, ranked).' }, ...pageParams()],
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit, SocialMessages.invalidSort] },
  })
  @Get()
  feed(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<PostDto>>> {
    return this.social.forward(SocialPatterns.listFeed, caller, { sort: query?.sort, ...pageQuery(query) });
  }

  @Route({
    summary: 'Posts by the members the caller follows, newest first', audience: 'member', ok: PageOf(PostResponse), query: pageParams(),
    description: 'The home feed\'s Following tab. A member either side of a block is left out. Empty (`nextCursor` null) for a member who follows no one.',
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get('following')
  following(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<PostDto>>> {
    return this.social.forward(SocialPatterns.listFollowingFeed, caller, pageQuery(query));
  }

  @Route({
    summary: 'Write a post', audience: 'member', limit: 'posts', body: CreatePostBody, ok: PostResponse, status: 201,
    description: 'The media must be a file the caller uploaded with `POST /api/upload` that no other post uses; another member\'s upload, '
      + 'a file another post has, or an avatar is 400 `Media must be a file uploaded with /api/upload`.',
    errors: { 400: POST_ERRORS, 401: [ValidationMessages.mustBeLoggedInToPost] },
  })
  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<PostDto>> {
    return this.social.forward(SocialPatterns.createPost, caller, body ?? {});
  }

  @Route({
    summary: 'A member\'s posts, newest first', audience: 'member', ok: PageOf(PostResponse), query: pageParams(), params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit], 404: [SocialMessages.userNotFound] },
  })
  @Get('user/:id')
  byUser(@Param('id') id: string, @Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<PostDto>>> {
    return this.social.forward(SocialPatterns.listUserPosts, caller, { userId: id, ...pageQuery(query) });
  }

  @Route({
    summary: 'One post', description: 'Not found to a member on either side of a block (admins excepted).', audience: 'member', ok: PostResponse,
    params: { id: { type: 'uuid', description: 'The post.' } }, errors: { 404: [SocialMessages.postNotFound] },
  })
  @Get(':id')
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<PostDto>> {
    return this.social.forward(SocialPatterns.getPost, caller, { id });
  }

  @Route({
    summary: 'Edit one\'s post', audience: 'member', limit: 'posts', body: UpdatePostBody, ok: PostResponse, params: { id: { type: 'uuid', description: 'The post.' } },
    description: 'The post keeps its media: an edit cannot attach or change a file (`mediaUrl` is 400 `Unknown field: mediaUrl`).',
    errors: { 400: POST_ERRORS, 403: [SocialMessages.notYourPost], 404: [SocialMessages.postNotFound] },
  })
  @Patch(':id')
  update(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<PostDto>> {
    return this.social.forward(SocialPatterns.updatePost, caller, { id, changes: body ?? {} });
  }

  @Route({
    summary: 'Delete a post (its author or an admin)', audience: 'member', ok: OkResponse, params: { id: { type: 'uuid', description: 'The post.' } },
    errors: { 403: [SocialMessages.notYourPost], 404: [SocialMessages.postNotFound] },
  })
  @Delete(':id')
  remove(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<{ ok: true }>> {
    return this.social.forward(SocialPatterns.deletePost, caller, { id });
  }

  /** No body toggles (spec); `{ liked }` sets that state. */
  @Route({
    summary: 'Like or unlike a post', audience: 'member', limit: 'likes', body: LikeBody, bodyRequired: false, ok: LikeStateResponse, params: { id: { type: 'uuid', description: 'The post.' } },
    description: 'Without a body the call toggles (spec); `{ liked }` sets that state, so a retry cannot undo itself.',
    errors: { 400: ['liked must be a boolean'], 404: [SocialMessages.postNotFound] },
  })
  @Post(':id/like')
  @HttpCode(200)
  like(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<LikeToggleResult>> {
    return this.social.forward(SocialPatterns.toggleLike, caller, bodyWith(body, 'postId', id));
  }

  @Route({
    summary: 'A post\'s likes, oldest first', audience: 'member', ok: PageOf(LikeResponse), query: pageParams(), params: { id: { type: 'uuid', description: 'The post.' } },
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit], 404: [SocialMessages.postNotFound] },
  })
  @Get(':id/likes')
  likes(@Param('id') id: string, @Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<LikeDto>>> {
    return this.social.forward(SocialPatterns.listLikes, caller, { postId: id, ...pageQuery(query) });
  }

  @Route({
    summary: 'A post\'s comments, oldest first', audience: 'member', ok: PageOf(CommentResponse), query: pageParams(), params: { id: { type: 'uuid', description: 'The post.' } },
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit], 404: [SocialMessages.postNotFound] },
  })
  @Get(':id/comments')
  comments(@Param('id') id: string, @Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<CommentDto>>> {
    return this.social.forward(SocialPatterns.listComments, caller, { postId: id, ...pageQuery(query) });
  }

  @Route({
    summary: 'Comment on a post', audience: 'member', limit: 'comments', body: CreateCommentBody, ok: CommentResponse, status: 201, params: { id: { type: 'uuid', description: 'The post.' } },
    errors: { 400: [SocialMessages.commentRequired, SocialMessages.commentMax], 403: [DirectMessageMessages.cannotComment], 404: [SocialMessages.postNotFound] },
  })
  @Post(':id/comments')
  @HttpCode(201)
  comment(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<CommentDto>> {
    return this.social.forward(SocialPatterns.createComment, caller, bodyWith(body, 'postId', id));
  }
}
