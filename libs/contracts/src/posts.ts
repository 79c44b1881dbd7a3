import type { AuthorCard } from './user-cards.js';

/**
 * The posts API (`/api/posts`, social's `posts` feature): the feed, single posts and their
 * media. Comments and likes hang off a post and have their own files (`comments.ts`, `likes.ts`).
 */

export type PostMediaType = 'image' | 'video';

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

/** Image formats the media job writes renditions in (AVIF only where the server's sharp can encode it). */
export type RenditionFormat = 'avif' | 'webp';

/**
 * A smaller copy of a post's photo made by the media job (same aspect ratio as the original), so a
 * phone downloads one sized for its screen (`srcset`) and the original only when the photo is opened.
 */
export interface MediaRenditionDto {
  url: string;
  format: RenditionFormat;
  width: number;
  height: number;
}

/** The widths the media job makes renditions at (never wider than the original). */
export const RENDITION_WIDTHS = [320, 640, 1080] as const;

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
  /** Photo renditions, smallest first per format; empty until the media job has made them (and for videos). */
  mediaRenditions: MediaRenditionDto[];
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

/** The home feed's tabs: everyone's posts newest first, members one follows, or the ranking. */
export type HomeFeedTab = 'latest' | 'following' | 'trending';

/**
 * A hashtag in a post's text, '#' then a letter and 1–49 letters, digits or '_' (group 1: the
 * name). Social parses it (JavaScript and PostgreSQL read this same source), trending topics count
 * it, and the web app links it to its discussions.
 */
export const HASHTAG_PATTERN_SOURCE = '#([A-Za-z][A-Za-z0-9_]{1,49})';
