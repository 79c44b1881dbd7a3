import type {
  CommentDto, CreateCommentInput, CreatePostInput, LikeDto, LikeInput, LikeToggleResult, MediaRenditionDto, PostDto, PostMediaType, RenditionFormat, UpdatePostInput,
  VideoDetailsDto, VideoProcessingStatus,
} from '@cannaverse/contracts';
import {
  bool, dateTime, int, intOrNull, list, obj, objOrNull, oneOf, oneOfOrNull, optional, str, strOrNull, uuid,
} from '../../openapi/schema-props.js';
import { AuthorCardResponse } from '../accounts/accounts.schemas.js';

/** What the media job learnt about a video post. */
export class VideoDetailsResponse implements VideoDetailsDto {
  @oneOf(['pending', 'ready', 'failed']) processingStatus!: VideoProcessingStatus;
  @intOrNull({ description: 'Seconds.' }) duration!: number | null;
  @intOrNull() width!: number | null;
  @intOrNull() height!: number | null;
  @strOrNull() format!: string | null;
  @intOrNull({ description: 'Bytes.' }) fileSize!: number | null;
}

/** A smaller copy of a post's photo (same aspect ratio), for `srcset`. */
export class MediaRenditionResponse implements MediaRenditionDto {
  @str() url!: string;
  @oneOf(['avif', 'webp']) format!: RenditionFormat;
  @int() width!: number;
  @int() height!: number;
}

export class PostResponse implements PostDto {
  @uuid() id!: string;
  @uuid() userId!: string;
  @str() content!: string;
  @strOrNull() strainName!: string | null;
  @intOrNull({ minimum: 1, maximum: 5 }) strainRating!: number | null;
  @strOrNull() strainReview!: string | null;
  @strOrNull() mediaUrl!: string | null;
  @oneOfOrNull(['image', 'video']) mediaType!: PostMediaType | null;
  @strOrNull({ description: 'Poster frame (video) or preview (image); null until the media job has run.' }) thumbnail!: string | null;
  @intOrNull() mediaWidth!: number | null;
  @intOrNull() mediaHeight!: number | null;
  @list(() => MediaRenditionResponse, { description: 'Photo renditions, smallest first per format; empty until the media job has made them, and for videos.' }) mediaRenditions!: MediaRenditionResponse[];
  @bool() isPremium!: boolean;
  @dateTime() createdAt!: string;
  @dateTime() updatedAt!: string;
  @obj(() => AuthorCardResponse) user!: AuthorCardResponse;
  @int() likesCount!: number;
  @bool({ description: 'Whether the signed-in reader likes it.' }) likedByMe!: boolean;
  @int() commentsCount!: number;
  @objOrNull(() => VideoDetailsResponse) video!: VideoDetailsResponse | null;
}

export class CreatePostBody implements CreatePostInput {
  @str({ description: '1 to 5000 characters after trimming.' }) content!: string;
  @strOrNull({ ...optional, description: 'A URL the caller\'s own `POST /api/upload` returned that no other post uses.' }) mediaUrl?: string | null;
  @strOrNull({ ...optional, description: 'The spec\'s name for `mediaUrl` (same meaning).' }) image?: string | null;
  @strOrNull({ ...optional, maxLength: 100 }) strainName?: string | null;
  @intOrNull({ ...optional, minimum: 1, maximum: 5, description: 'Defaults to 5 when strainName is given; dropped without it.' }) strainRating?: number | null;
  @strOrNull({ ...optional, maxLength: 2000 }) strainReview?: string | null;
}

export class UpdatePostBody implements UpdatePostInput {
  @str({ ...optional, description: '1 to 5000 characters after trimming.' }) content?: string;
  @strOrNull({ ...optional, maxLength: 100 }) strainName?: string | null;
  @intOrNull({ ...optional, minimum: 1, maximum: 5 }) strainRating?: number | null;
  @strOrNull({ ...optional, maxLength: 2000 }) strainReview?: string | null;
}

/** Without a body the call toggles (spec); `{ liked }` sets that state. */
export class LikeBody implements LikeInput {
  @bool(optional) liked?: boolean;
}

export class LikeStateResponse implements LikeToggleResult {
  @bool() liked!: boolean;
  @int() likesCount!: number;
}

export class LikeResponse implements LikeDto {
  @uuid() id!: string;
  @uuid() postId!: string;
  @uuid() userId!: string;
  @dateTime() createdAt!: string;
}

export class CommentResponse implements CommentDto {
  @uuid() id!: string;
  @uuid() postId!: string;
  @uuid() userId!: string;
  @str() content!: string;
  @dateTime() createdAt!: string;
  @obj(() => AuthorCardResponse) user!: AuthorCardResponse;
}

export class CreateCommentBody implements CreateCommentInput {
  @str({ description: '1 to 2000 characters after trimming.' }) content!: string;
}
