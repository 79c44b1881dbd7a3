import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { emptyWhenInvisible } from './safe-text.js';
import { SocialLimits as L, SocialMessages as M } from './social.messages.js';

/** True when a strain name carries text; a blank one drops rating and review (spec §5). */
export const hasStrainName = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

const rating = () => yup.number().integer(M.ratingRange).min(L.ratingMin, M.ratingRange).max(L.ratingMax, M.ratingRange).nullable().optional();
const strainName = () => yup.string().trim().max(L.strainNameMax, M.strainNameMax).nullable().optional();
const strainReview = () => yup.string().trim().max(L.strainReviewMax, M.strainReviewMax).nullable().optional();

/**
 * `POST /api/posts`. Rating and review are checked only when a strain is named, because the
 * server drops them otherwise (the form always sends its default rating of 5).
 */
export const createPostSchema = requestSchema({
  // Text made only of invisible characters (zero-width, bidi controls, lone variation selectors) is empty.
  content: yup.string().trim().transform(emptyWhenInvisible).required(M.contentRequired).max(L.postContentMax, M.contentMax),
  mediaUrl: yup.string().trim().nullable().optional(),
  image: yup.string().trim().nullable().optional(),
  strainName: strainName(),
  strainRating: yup.number().nullable().optional().when('strainName', { is: hasStrainName, then: () => rating() }),
  strainReview: yup.string().nullable().optional().when('strainName', { is: hasStrainName, then: () => strainReview() }),
});

/** `PATCH /api/posts/{id}`: every field optional; content, when sent, may not be blank. */
export const updatePostSchema = requestSchema({
  content: yup.string().trim().transform(emptyWhenInvisible).min(1, M.contentRequired).max(L.postContentMax, M.contentMax).optional(),
  strainName: strainName(),
  strainRating: rating(),
  strainReview: strainReview(),
});

/** `POST /api/posts/{id}/comments`. */
export const commentSchema = requestSchema({
  content: yup.string().trim().transform(emptyWhenInvisible).required(M.commentRequired).max(L.commentMax, M.commentMax),
});
