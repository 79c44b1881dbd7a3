/**
 * The social API's shapes: what the gateway answers for posts, comments, likes, follows,
 * member stats and trending topics. The web app, the gateway and the social service share them.
 */

export type PostMediaType = 'image' | 'video';

/** An author as shown on a post or comment; read from social's `user_cards` projection. */
export interface AuthorCard {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string | null;
}

export type VideoProcessingStatus = 'pending' | 'ready' | 'failed';

/** What the background job learnt about a video post (spec: video_details). */
export interface VideoDetailsDto {
  processingStatus: VideoProcessingStatus;
  duration: number | null;
  width: number | null;
  height: number | null;
  format: string | null;
  fileSize: number | null;
}

/** A feed item: the post, its author card and its engagement, in one answer (no N+1 on the client). */
export interface PostDto {
  id: string;
  userId: string;
  content: string;
  strainName: string | null;
  strainRating: number | null;
  strainReview: string | null;
  mediaUrl: string | null;
  mediaType: PostMediaType | null;
  /** Poster frame (video) or small preview (image) made by the media job; null until ready. */
  thumbnail: string | null;
  /** Intrinsic size of the media when known, so the card reserves its space (no layout shift). */
  mediaWidth: number | null;
  mediaHeight: number | null;
  isPremium: boolean;
  createdAt: string;
  updatedAt: string;
  user: AuthorCard;
  likesCount: number;
  /** Whether the signed-in viewer likes it. */
  likedByMe: boolean;
  commentsCount: number;
  video: VideoDetailsDto | null;
}

/**
 * `POST /api/posts`. `mediaUrl` (or the spec's `image`) must be a URL returned by
 * `POST /api/upload`; the server derives mediaType from it. When strainName is empty,
 * strainRating and strainReview are dropped (spec §5).
 */
export interface CreatePostInput {
  content: string;
  mediaUrl?: string | null;
  /** The spec's name for the uploaded media URL; same meaning as mediaUrl. */
  image?: string | null;
  strainName?: string | null;
  strainRating?: number | null;
  strainReview?: string | null;
}

/** `PATCH /api/posts/{id}`: the author edits text and strain fields (media stays). */
export interface UpdatePostInput {
  content?: string;
  strainName?: string | null;
  strainRating?: number | null;
  strainReview?: string | null;
}

export type FeedSort = 'latest' | 'trending';

export interface CommentDto {
  id: string;
  postId: string;
  userId: string;
  content: string;
  createdAt: string;
  user: AuthorCard;
}

export interface CreateCommentInput {
  content: string;
}

export interface LikeDto {
  id: string;
  postId: string;
  userId: string;
  createdAt: string;
}

/**
 * Body of `POST /api/posts/{id}/like`. Without `liked` the call toggles (spec); with it the call
 * sets that state, so a double-click or a retried request cannot undo itself.
 */
export interface LikeInput {
  liked?: boolean;
}

/** Answer of `POST /api/posts/{id}/like`. */
export interface LikeToggleResult {
  liked: boolean;
  likesCount: number;
}

/** Answer of `POST` / `DELETE /api/users/{id}/follow`. */
export interface FollowResult {
  following: boolean;
  followersCount: number;
}

/** The home sidebar's welcome card: `GET /api/users/{id}/stats`. */
export interface MemberStatsDto {
  posts: number;
  /** Likes the member's posts received. */
  likesReceived: number;
  /** Posts that carry a strain review. */
  reviews: number;
}

export type TopicCategory = 'strains' | 'growing' | 'consumption' | 'medical' | 'science' | 'culture';

/** One of the 8 trending topics (`GET /api/topics/trending`); the first 3 are highlighted. */
export interface TrendingTopicDto {
  /** Without '#': the link is /community/discussions?topic={name}. */
  name: string;
  category: TopicCategory | 'community';
  score: number;
  /** Posts in the recent window that used the hashtag. */
  postCount: number;
  highlighted: boolean;
}

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
  invalidCursor: 'Invalid cursor',
  invalidLimit: 'limit must be a whole number from 1 to 100',
  invalidSort: "sort must be 'latest' or 'trending'",
} as const;
