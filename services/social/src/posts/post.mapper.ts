import type { MediaRenditionDto, PostDto, PostMediaType, VideoDetailsDto, VideoProcessingStatus } from '@cannaverse/contracts';
import { toAuthorCard, type AuthorColumns } from '@cannaverse/platform';

/** One row of POST_SELECT (posts.repository.ts): the post, its author, the viewer's like, the video. */
export interface PostRow extends AuthorColumns {
  id: string;
  user_id: string;
  content: string;
  strain_name: string | null;
  strain_rating: number | null;
  strain_review: string | null;
  media_url: string | null;
  media_type: PostMediaType | null;
  thumbnail: string | null;
  media_width: number | null;
  media_height: number | null;
  /** jsonb, parsed by pg. */
  media_renditions: MediaRenditionDto[];
  is_premium: boolean;
  likes_count: number;
  comments_count: number;
  created_at: Date;
  updated_at: Date;
  cursor_at: string;
  liked_by_me: boolean;
  video_status: VideoProcessingStatus | null;
  video_duration: number | null;
  video_width: number | null;
  video_height: number | null;
  video_format: string | null;
  video_file_size: number | null;
}

const videoOf = (row: PostRow): VideoDetailsDto | null =>
  row.video_status === null
    ? null
    : {
        processingStatus: row.video_status,
        duration: row.video_duration,
        width: row.video_width,
        height: row.video_height,
        format: row.video_format,
        fileSize: row.video_file_size,
      };

export const toPostDto = (row: PostRow): PostDto => ({
  id: row.id,
  userId: row.user_id,
  content: row.content,
  strainName: row.strain_name,
  strainRating: row.strain_rating,
  strainReview: row.strain_review,
  mediaUrl: row.media_url,
  mediaType: row.media_type,
  thumbnail: row.thumbnail,
  mediaWidth: row.media_width,
  mediaHeight: row.media_height,
  mediaRenditions: row.media_renditions,
  isPremium: row.is_premium,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  user: toAuthorCard(row.user_id, row),
  likesCount: row.likes_count,
  likedByMe: row.liked_by_me,
  commentsCount: row.comments_count,
  video: videoOf(row),
});
