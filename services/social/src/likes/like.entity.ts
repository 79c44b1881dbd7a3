import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Unique per (post, member): the database, not the handler, makes double-clicks harmless. */
@Entity({ name: 'likes' })
export class Like {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'post_id', type: 'uuid' })
  postId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
