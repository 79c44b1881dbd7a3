import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { VideoProcessingStatus } from '@cannaverse/contracts';

/** One row per video post; the media-processing job fills it in (spec: video_details). */
@Entity({ name: 'video_details' })
export class VideoDetails {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'post_id', type: 'uuid', unique: true })
  postId!: string;

  @Column('double precision', { nullable: true })
  duration!: number | null;

  @Column('integer', { nullable: true })
  width!: number | null;

  @Column('integer', { nullable: true })
  height!: number | null;

  @Column('text', { nullable: true })
  format!: string | null;

  /** bigint arrives from pg as a string; a video is far below 2^53 bytes. */
  @Column({ name: 'file_size', type: 'bigint', nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  fileSize!: number | null;

  @Column({ name: 'processing_status', type: 'text', default: 'pending' })
  processingStatus!: VideoProcessingStatus;

  @Column({ name: 'video_url', type: 'text', nullable: true })
  videoUrl!: string | null;

  @Column({ name: 'hls_url', type: 'text', nullable: true })
  hlsUrl!: string | null;

  @Column({ name: 'thumbnail_urls', type: 'jsonb', nullable: true })
  thumbnailUrls!: string[] | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
