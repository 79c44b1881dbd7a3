import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Identity's public card of a member, projected from identity.user.* events. */
@Entity({ name: 'user_cards' })
export class UserCardEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  username!: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  @Column('text', { nullable: true })
  avatar!: string | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  /** When identity made the change (the event's occurredAt), so a late older event cannot win. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
