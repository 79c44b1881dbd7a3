import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PostMediaType } from '@cannaverse/contracts';

@Entity({ name: 'posts' })
export class Post {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column('text')
  content!: string;

  @Column({ name: 'strain_name', type: 'text', nullable: true })
  strainName!: string | null;

  @Column({ name: 'strain_rating', type: 'integer', nullable: true })
  strainRating!: number | null;

  @Column({ name: 'strain_review', type: 'text', nullable: true })
  strainReview!: string | null;

  @Column({ name: 'media_url', type: 'text', nullable: true })
  mediaUrl!: string | null;

  @Column({ name: 'media_type', type: 'text', nullable: true })
  mediaType!: PostMediaType | null;

  @Column('text', { nullable: true })
  thumbnail!: string | null;

  @Column({ name: 'media_width', type: 'integer', nullable: true })
  mediaWidth!: number | null;

  @Column({ name: 'media_height', type: 'integer', nullable: true })
  mediaHeight!: number | null;

  @Column({ name: 'is_premium', type: 'boolean', default: false })
  isPremium!: boolean;

  /** Denormalised: changed only in the transaction that inserts or deletes a like. */
  @Column({ name: 'likes_count', type: 'integer', default: 0 })
  likesCount!: number;

  /** Denormalised: changed only in the transaction that inserts a comment. */
  @Column({ name: 'comments_count', type: 'integer', default: 0 })
  commentsCount!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
