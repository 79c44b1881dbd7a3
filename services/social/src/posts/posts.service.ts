import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  createPostSchema, SocialEvents, SocialMessages, updatePostSchema, ValidationMessages,
  type Actor, type CreatePostInput, type PostDto, type UpdatePostInput,
} from '@cannaverse/contracts';
import { publishEvent, RpcError, validatePayload } from '@cannaverse/platform';
import { requireId } from '../common/ids.js';
import { idPayload, updatePostPayload } from '../common/payloads.js';
import { Post } from './post.entity.js';
import { VideoDetails } from './video-details.entity.js';
import { POST_SELECT, toPostDto, type PostRow } from './post.mapper.js';
import { PostMediaService } from './post-media.service.js';
import { normaliseStrain } from './strain-fields.js';
import { parseHashtags } from './hashtags.js';

/** Creating, reading, editing and deleting single posts. Lists live in FeedService. */
@Injectable()
export class PostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: PostMediaService,
  ) {}

  async create(actor: Actor | null, input: unknown): Promise<PostDto> {
    if (!actor?.id) throw RpcError.unauthorized(ValidationMessages.mustBeLoggedInToPost);
    const data: CreatePostInput = validatePayload(createPostSchema, input);
    const media = await this.media.resolve(data.mediaUrl, data.image);
    const strain = normaliseStrain(data);
    return this.dataSource.transaction(async (manager) => {
      const { identifiers } = await manager.insert(Post, {
        userId: actor.id,
        content: data.content,
        ...strain,
        mediaUrl: media?.url ?? null,
        mediaType: media?.type ?? null,
      });
      const id = String(identifiers[0].id);
      // A pending row from the start, so the feed can show "processing" before the job runs.
      if (media?.type === 'video') await manager.insert(VideoDetails, { postId: id });
      const post = await this.findOrFail(manager, id, actor.id);
      await publishEvent(manager, SocialEvents.postCreated, {
        postId: id,
        userId: actor.id,
        mediaType: post.mediaType,
        mediaUrl: post.mediaUrl,
        hashtags: parseHashtags(post.content),
        createdAt: post.createdAt,
      });
      return post;
    });
  }

  async get(actor: Actor, input: unknown): Promise<PostDto> {
    const { id } = validatePayload(idPayload, input);
    return this.findOrFail(this.dataSource.manager, requireId(id, SocialMessages.postNotFound), actor.id);
  }

  /** Only the author edits (admins moderate by deleting). Media stays as it was posted. */
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
      await manager.update(Post, { id }, { ...merged, content: changes.content ?? current.content, updatedAt: () => 'now()' });
      return this.findOrFail(manager, id, actor.id);
    });
  }

  /** The author, or an admin moderating. Comments, likes and video details go with it (CASCADE). */
  async remove(actor: Actor, input: unknown): Promise<{ ok: true }> {
    const { id: rawId } = validatePayload(idPayload, input);
    const id = requireId(rawId, SocialMessages.postNotFound);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.lockPost(manager, id);
      if (current.userId !== actor.id && !actor.isAdmin) throw RpcError.forbidden(SocialMessages.notYourPost);
      await manager.delete(Post, { id });
      await publishEvent(manager, SocialEvents.postDeleted, { postId: id, userId: current.userId });
    });
    return { ok: true };
  }

  /** Row-locked so an edit and a delete of the same post cannot interleave. */
  private async lockPost(manager: EntityManager, id: string): Promise<Post> {
    const post = await manager.getRepository(Post).createQueryBuilder('post').setLock('pessimistic_write').where('post.id = :id', { id }).getOne();
    if (!post) throw RpcError.notFound(SocialMessages.postNotFound);
    return post;
  }

  async findOrFail(manager: EntityManager, id: string, viewerId: string | null): Promise<PostDto> {
    const rows: PostRow[] = await manager.query(`${POST_SELECT} WHERE p.id = $2`, [viewerId, id]);
    if (rows.length === 0) throw RpcError.notFound(SocialMessages.postNotFound);
    return toPostDto(rows[0]);
  }
}
