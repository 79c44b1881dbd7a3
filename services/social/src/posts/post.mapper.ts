import type { AuthorCard, PostDto, PostMediaType, VideoDetailsDto, VideoProcessingStatus } from '@cannaverse/contracts';

/**
 * One row of POST_SELECT: the post, its author's card, the viewer's like and the video details,
 * so a page of any size is one query.
 */
export interface PostRow {
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
  is_premium: boolean;
  likes_count: number;
  comments_count: number;
  created_at: Date;
  updated_at: Date;
  cursor_at: string;
  author_username: string | null;
  author_display_name: string | null;
  author_avatar: string | null;
  liked_by_me: boolean;
  video_status: VideoProcessingStatus | null;
  video_duration: number | null;
  video_width: number | null;
  video_height: number | null;
  video_format: string | null;
  video_file_size: number | null;
}

/**
 * `$1` is the viewer's id (or null). Author and video are LEFT JOINs: a member's card may not
 * have reached this service yet when they post, and most posts have no video.
 */
export const POST_SELECT = `
  SELECT p.id, p.user_id, p.content, p.strain_name, p.strain_rating, p.strain_review, p.media_url, p.media_type,
         p.thumbnail, p.media_width, p.media_height, p.is_premium, p.likes_count, p.comments_count,
         p.created_at, p.updated_at, p.created_at::text AS cursor_at,
         u.username AS author_username, u.display_name AS author_display_name, u.avatar AS author_avatar,
         ($1::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.user_id = $1::uuid)) AS liked_by_me,
         v.processing_status AS video_status, v.duration AS video_duration, v.width AS video_width,
         v.height AS video_height, v.format AS video_format, v.file_size::float8 AS video_file_size
    FROM posts p
    LEFT JOIN user_cards u ON u.id = p.user_id
    LEFT JOIN video_details v ON v.post_id = p.id`;

/** Shown until identity's event about a brand-new member arrives (usually milliseconds). */
const PENDING_USERNAME = 'member';

const authorOf = (row: PostRow): AuthorCard => ({
  id: row.user_id,
  username: row.author_username ?? PENDING_USERNAME,
  displayName: row.author_display_name,
  avatar: row.author_avatar,
});

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
  isPremium: row.is_premium,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  user: authorOf(row),
  likesCount: row.likes_count,
  likedByMe: row.liked_by_me,
  commentsCount: row.comments_count,
  video: videoOf(row),
});
