import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { commentSchema, DirectMessageMessages, SocialEvents, SocialMessages, type Actor, type CommentDto, type Page } from '@cannaverse/contracts';
import { publishEvent, requireId, RpcError, validatePayload } from '@cannaverse/platform';
import { createCommentPayload } from './comments.schemas.js';
import { pageOfPostChildren } from '../common/post-children.js';
import { BlocksRepository } from '../blocks/blocks.repository.js';
import { InteractionsRepository } from '../interactions/interactions.repository.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { CommentsRepository, toCommentDto } from './comments.repository.js';

@Injectable()
export class CommentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly comments: CommentsRepository,
    private readonly posts: PostsRepository,
    private readonly interactions: InteractionsRepository,
    private readonly blocks: BlocksRepository,
  ) {}

  /** The comment, its post's counter and the interaction row commit together. */
  async create(actor: Actor, input: unknown): Promise<CommentDto> {
    const payload = validatePayload(createCommentPayload, input);
    const postId = requireId(payload.postId, SocialMessages.postNotFound);
    const { content } = validatePayload(commentSchema, payload.content === undefined ? {} : { content: payload.content });
    return this.dataSource.transaction(async (manager) => {
      const authorId = await this.comments.countOnPost(manager, postId);
      if (!authorId) throw RpcError.notFound(SocialMessages.postNotFound);
      // A member the author blocked cannot comment on the author's posts (the count rolls back).
      if (await this.blocks.blocks(authorId, actor.id, manager)) throw RpcError.forbidden(DirectMessageMessages.cannotComment);
      const id = await this.comments.insert(manager, postId, actor.id, content);
      await this.interactions.record(manager, actor.id, 'comment', { postId, commentId: id });
      const comment = toCommentDto(await this.comments.find(manager, id));
      await publishEvent(manager, SocialEvents.commentCreated, {
        commentId: id, postId, postAuthorId: authorId, userId: actor.id, content: comment.content, createdAt: comment.createdAt,
      });
      return comment;
    });
  }

  /** Oldest first (a conversation reads top-down). */
  list(actor: Actor, input: unknown): Promise<Page<CommentDto>> {
    return pageOfPostChildren(actor, input, this.posts, (query) => this.comments.page(query, actor.id), toCommentDto);
  }
}
