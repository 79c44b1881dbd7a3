import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type InteractionType = 'like' | 'comment' | 'follow';

/** An activity log for recommendations and stats; written in the same transaction as the action. */
@Entity({ name: 'user_interactions' })
export class UserInteraction {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'interaction_type', type: 'text' })
  interactionType!: InteractionType;

  @Column('jsonb', { default: () => "'{}'::jsonb" })
  metadata!: Record<string, unknown>;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
