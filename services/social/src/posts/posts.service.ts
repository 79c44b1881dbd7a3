import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  createPostSchema, SocialEvents, SocialMessages, updatePostSchema, ValidationMessages,
  type Actor, type CreatePostInput, type PostDto, type UpdatePostInput,
} from '@cannaverse/contracts';
import { prepared, publishEvent, requireId, RpcError, validatePayload, type Queryable } from '@cannaverse/platform';
import { idPayload, updatePostPayload } from './posts.schemas.js';
import { toPostDto } from './post.mapper.js';
import { PostMediaService } from './post-media.service.js';
import { PostsRepository, type EditablePost } from './posts.repository.js';
import { normaliseStrain } from './strain-fields.js';
import { parseHashtags } from './hashtags.js';
import { blockedOpener } from '../common/visibility.js';

/** Creating, reading, editing and deleting single posts. Lists live in FeedService. */
@Injectable()
export class PostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly posts: PostsRepository,
    private readonly media: PostMediaService,
  ) {}

  async create(actor: Actor | null, input: unknown): Promise<PostDto> {
    if (!actor?.id) throw RpcError.unauthorized(ValidationMessages.mustBeLoggedInToPost);
    const data: CreatePostInput = validatePayload(createPostSchema, input);
    const media = await this.media.resolve(actor.id, data.mediaUrl, data.image);
    const strain = normaliseStrain(data);
    return this.dataSource.transaction(async (manager) => {
      // The statements every new post runs, each planned once per connection (the read of the post
      // back took ten times longer to plan than to run).
      const db = prepared(manager);
      const id = await this.posts.insert(db, {
        userId: actor.id, content: data.content, ...strain, mediaUrl: media?.url ?? null, mediaType: media?.type ?? null,
      });
      // Another post already has this file (or is being created with it right now and commits first).
      if (media && !(await this.posts.claimUpload(db, media.key, id))) throw RpcError.badRequest(SocialMessages.mediaInvalid);
      if (media?.type === 'video') await this.posts.insertPendingVideo(db, id);
      const post = await this.findOrFail(db, id, actor.id);
      const hashtags = parseHashtags(post.content);
      await this.posts.addHashtags(db, id, hashtags);
      await publishEvent(manager, SocialEvents.postCreated, {
        postId: id,
        userId: actor.id,
        mediaType: post.mediaType,
        mediaUrl: post.mediaUrl,
        hashtags,
        strainName: post.strainName,
        strainRating: post.strainRating,
        content: post.content,
        createdAt: post.createdAt,
      });
      return post;
    });
  }

  async get(actor: Actor, input: unknown): Promise<PostDto> {
    const { id } = validatePayload(idPayload, input);
    return this.findOrFail(this.dataSource.manager, requireId(id, SocialMessages.postNotFound), actor.id, blockedOpener(actor));
  }

  /** Only the author edits (admins moderate by deleting). Media stays as it was posted: an edit can neither drop nor attach a file. */
  async update(actor: Actor, input: unknown): Promise<PostDto> {
    const payload = validatePayload(updatePostPayload, input);
    const id = requireId(payload.id, SocialMessages.postNotFound);
    const changes: UpdatePostInput = validatePayload(updatePostSchema, payload.changes);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.lockPost(manager, id);
      if (current.userId !== actor.id) throw RpcError.forbidden(SocialMessages.notYourPost);
      const merged = normaliseStrain({
        strainName: changes.strainName !== undefined ? changes.strainName : current.strainName,
        strainRating: changes.strainRating !== undefined ? changes.strainRating : current.strainRating,
        strainReview: changes.strainReview !== undefined ? changes.strainReview : current.strainReview,
      });
      await this.posts.update(manager, id, { ...merged, content: changes.content ?? current.content });
      const post = await this.findOrFail(manager, id, actor.id);
      const hashtags = parseHashtags(post.content);
      await this.posts.replaceHashtags(manager, id, hashtags);
      await publishEvent(manager, SocialEvents.postUpdated, {
        postId: id, userId: current.userId, hashtags, strainName: post.strainName, strainRating: post.strainRating, content: post.content, updatedAt: post.updatedAt,
      });
      return post;
    });
  }

  /** The author, or an admin moderating. Comments, likes and video details go with it. */
  async remove(actor: Actor, input: unknown): Promise<{ ok: true }> {
    const { id: rawId } = validatePayload(idPayload, input);
    const id = requireId(rawId, SocialMessages.postNotFound);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.lockPost(manager, id);
      if (current.userId !== actor.id && !actor.isAdmin) throw RpcError.forbidden(SocialMessages.notYourPost);
      const { mediaUrl } = await this.posts.delete(manager, id);
      // Social removes the files itself once this commits (media-processing listens to this event).
      await publishEvent(manager, SocialEvents.postDeleted, { postId: id, userId: current.userId, mediaUrl });
    });
    return { ok: true };
  }

  private async lockPost(db: Queryable, id: string): Promise<EditablePost> {
    const post = await this.posts.lockEditable(db, id);
    if (!post) throw RpcError.notFound(SocialMessages.postNotFound);
    return post;
  }

  private async findOrFail(db: Queryable, id: string, viewerId: string | null, opener: string | null = null): Promise<PostDto> {
    const row = await this.posts.find(id, viewerId, db, opener);
    if (!row) throw RpcError.notFound(SocialMessages.postNotFound);
    return toPostDto(row);
  }
}
