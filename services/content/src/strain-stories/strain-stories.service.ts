import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ContentEvents, hasPremiumAccess, strainStorySchema, StrainStoryMessages as M,
  type Actor, type Page, type StoryUpvoteResult, type StrainStoryCreated, type StrainStoryDto,
} from '@cannaverse/contracts';
import {
  decodeKeysetCursor, intIdPayload, isForeignKeyViolation, parseLimit, publishEvent, requireIntId, RpcError, toKeysetPage, validatePayload, type Queryable,
} from '@cannaverse/platform';
import { decodePopularCursor, toPopularPage } from './story-cursors.js';
import { defaultRating, experienceFor, normaliseEffects, splitEffects } from './story-effects.js';
import { parseStoryFilter } from './story-payloads.js';
import { listStoriesPayload, updateStoryPayload } from './strain-stories.schemas.js';
import { MembersReportRepository } from '../strains/members-report/members-report.repository.js';
import { StrainStoriesRepository, type StoryFields } from './strain-stories.repository.js';
import { toStrainStoryDto } from './strain-story.mapper.js';

/**
 * Strain stories: every member reads and upvotes them; posting is part of the Cannanaut plan
 * (premium or connoisseur) and open to admins (the free plan reads "read-only strain stories");
 * the author or an admin edits and deletes.
 */
@Injectable()
export class StrainStoriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly stories: StrainStoriesRepository,
    private readonly membersReport: MembersReportRepository,
  ) {}

  async list(actor: Actor, input: unknown): Promise<Page<StrainStoryDto>> {
    const query = validatePayload(listStoriesPayload, input);
    const filter = parseStoryFilter(query.filter);
    const limit = parseLimit(query.limit);
    if (filter === 'popular') {
      return toPopularPage(await this.stories.popular(actor.id, limit, decodePopularCursor(query.cursor)), limit, toStrainStoryDto);
    }
    return toKeysetPage(await this.stories.recent(actor.id, limit, decodeKeysetCursor(query.cursor, 'int')), limit, toStrainStoryDto);
  }

  async get(actor: Actor, input: unknown): Promise<StrainStoryDto> {
    const id = requireIntId(validatePayload(intIdPayload, input).id, M.storyNotFound);
    return this.findOrFail(this.dataSource.manager, id, actor.id);
  }

  async create(actor: Actor, input: unknown): Promise<StrainStoryCreated> {
    if (!hasPremiumAccess(actor)) throw RpcError.forbidden(M.postingRequiresMembership, { premiumContent: true });
    const fields = storyFields(input);
    return this.dataSource.transaction(async (manager) => {
      const id = await this.stories.insert(manager, actor.id, fields).catch(strainMustExist);
      await this.membersReport.refreshReviewCountsById(manager, [fields.strainId]);
      return { id, story: await this.findOrFail(manager, id, actor.id) };
    });
  }

  async update(actor: Actor, input: unknown): Promise<StrainStoryDto> {
    const payload = validatePayload(updateStoryPayload, input);
    const id = requireIntId(payload.id, M.storyNotFound);
    const fields = storyFields(payload.changes);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockOwnStory(manager, id, actor);
      await this.stories.update(manager, id, fields).catch(strainMustExist);
      await this.membersReport.refreshReviewCountsById(manager, [...new Set([before.strainId, fields.strainId])]);
      return this.findOrFail(manager, id, actor.id);
    });
  }

  async remove(actor: Actor, input: unknown): Promise<{ ok: true }> {
    const id = requireIntId(validatePayload(intIdPayload, input).id, M.storyNotFound);
    await this.dataSource.transaction(async (manager) => {
      const story = await this.lockOwnStory(manager, id, actor);
      await this.stories.delete(manager, id);
      await publishEvent(manager, ContentEvents.storyDeleted, { storyId: id, userId: story.authorId });
      await this.membersReport.refreshReviewCountsById(manager, [story.strainId]);
    });
    return { ok: true };
  }

  /** One upvote per member; upvoting again answers the same count (spec: any user may upvote). */
  async upvote(actor: Actor, input: unknown): Promise<StoryUpvoteResult> {
    const id = requireIntId(validatePayload(intIdPayload, input).id, M.storyNotFound);
    const upvotes = await this.dataSource.transaction(async (manager) => {
      const story = await this.stories.publishedCard(manager, id);
      if (!story) throw RpcError.notFound(M.storyNotFound);
      const result = await this.stories.upvote(manager, id, actor.id);
      // The notifications service tells the author (issue 26); only a new upvote is news.
      if (result.added) {
        await publishEvent(manager, ContentEvents.storyUpvoted, { storyId: id, storyAuthorId: story.authorId, title: story.title, userId: actor.id, at: new Date().toISOString() });
      }
      return result.upvotes;
    }).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw RpcError.notFound(M.storyNotFound); // deleted meanwhile
      throw error;
    });
    return { id, upvotes, upvotedByMe: true };
  }

  private async lockOwnStory(db: Queryable, id: number, actor: Actor): Promise<{ authorId: string; strainId: number }> {
    const story = await this.stories.lockStory(db, id);
    if (story === null) throw RpcError.notFound(M.storyNotFound);
    if (story.authorId !== actor.id && !actor.isAdmin) throw RpcError.forbidden(M.notYourStory);
    return story;
  }

  private async findOrFail(db: Queryable, id: number, readerId: string): Promise<StrainStoryDto> {
    const row = await this.stories.find(id, readerId, db);
    if (!row) throw RpcError.notFound(M.storyNotFound);
    return toStrainStoryDto(row);
  }
}

/** The form's fields, validated (spec §5), with what the server derives from them. */
function storyFields(input: unknown): StoryFields {
  const story = validatePayload(strainStorySchema, input);
  const rating = defaultRating(story.rating);
  return {
    strainId: story.strainId,
    title: story.title,
    content: story.content,
    rating,
    experience: experienceFor(rating),
    ...splitEffects(normaliseEffects(story.effects as string[])),
  };
}

/** The strain is checked by its foreign key, in the same statement that uses it (no race). */
function strainMustExist(error: unknown): never {
  if (isForeignKeyViolation(error)) throw RpcError.badRequest(M.strainNotFound);
  throw error;
}
