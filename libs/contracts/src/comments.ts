import type { AuthorCard } from './user-cards.js';

/** Comments on a post (`/api/posts/{id}/comments`, social's `comments` feature). */

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
