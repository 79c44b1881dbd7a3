import { Injectable } from '@nestjs/common';
import { SocialEvents, type PostCreatedEvent, type PostDeletedEvent, type PostUpdatedEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { strainNameKey } from '../catalogue/index.js';
import { MembersReportRepository, type PostRatingChange } from './members-report.repository.js';

/** The strain a post rates, as a catalogue name key; a name that folds to nothing rates nothing. */
const ratedStrain = (strainName: string | null, strainRating: number | null) => {
  const key = strainName ? strainNameKey(strainName) : '';
  return key && strainRating !== null ? { strainKey: key, rating: strainRating } : { strainKey: null, rating: null };
};

/**
 * Members' post ratings from social's events (never a read of social's database). Each change is
 * applied in the consumer's transaction, with the review counts of the strains it touched.
 */
@Injectable()
export class PostRatingsProjection {
  constructor(private readonly reports: MembersReportRepository) {}

  // Most posts rate no strain: nothing to remember about them (not even a transaction is opened).
  @OnEvent(SocialEvents.postCreated, { when: (post) => Boolean(post.strainName) })
  async onCreated(payload: PostCreatedEvent, context: EventContext): Promise<void> {
    await this.apply(context, { postId: payload.postId, userId: payload.userId, ...ratedStrain(payload.strainName, payload.strainRating) });
  }

  @OnEvent(SocialEvents.postUpdated)
  onUpdated(payload: PostUpdatedEvent, context: EventContext): Promise<void> {
    return this.apply(context, { postId: payload.postId, userId: payload.userId, ...ratedStrain(payload.strainName, payload.strainRating) });
  }

  @OnEvent(SocialEvents.postDeleted)
  onDeleted(payload: PostDeletedEvent, context: EventContext): Promise<void> {
    return this.apply(context, { postId: payload.postId, userId: payload.userId, strainKey: null, rating: null });
  }

  private async apply(context: EventContext, change: Omit<PostRatingChange, 'changedAt'>): Promise<void> {
    const touched = await this.reports.applyPostRating(context.manager, { ...change, changedAt: context.envelope.occurredAt });
    await this.reports.refreshReviewCountsByKey(context.manager, touched);
  }
}
