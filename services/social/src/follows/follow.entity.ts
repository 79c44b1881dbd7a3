import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Unique per pair and never self-referencing (both enforced by the table). */
@Entity({ name: 'follows' })
export class Follow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'follower_id', type: 'uuid' })
  followerId!: string;

  @Column({ name: 'following_id', type: 'uuid' })
  followingId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
