import { PageMessages } from '../rpc.js';

/** Limits of the social areas (posts, comments, trending topics); the spec names few of them. */
export const SocialLimits = {
  /** Not in the spec: long enough for a grow diary entry, short enough for a feed. */
  postContentMax: 5000,
  commentMax: 2000,
  strainNameMax: 100,
  strainReviewMax: 2000,
  ratingMin: 1,
  ratingMax: 5,
  ratingDefault: 5,
  trendingTopicsShown: 8,
  trendingTopicsHighlighted: 3,
} as const;

export const SocialMessages = {
  contentRequired: 'Post content is required',
  contentMax: `Post content can't exceed ${SocialLimits.postContentMax} characters`,
  commentRequired: 'Comment cannot be empty',
  commentMax: `Comment can't exceed ${SocialLimits.commentMax} characters`,
  ratingRange: 'Rating must be a whole number from 1 to 5',
  mediaInvalid: 'Media must be a file uploaded with /api/upload',
  postNotFound: 'Post not found',
  notYourPost: 'You can only change your own posts',
  cannotFollowSelf: "You can't follow yourself",
  userNotFound: 'User not found',
  strainNameMax: `Strain name can't exceed ${SocialLimits.strainNameMax} characters`,
  strainReviewMax: `Strain review can't exceed ${SocialLimits.strainReviewMax} characters`,
  invalidCursor: PageMessages.invalidCursor,
  invalidLimit: PageMessages.invalidLimit,
  invalidSort: "sort must be 'latest' or 'trending'",
  invalidTopic: 'topic must be a hashtag: a letter, then 1 to 49 letters, digits or _',
} as const;
