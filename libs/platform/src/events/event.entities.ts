import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Events written in the same transaction as the change they describe (transactional outbox). */
@Entity({ name: 'outbox' })
export class OutboxEvent {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @Column('jsonb')
  payload!: unknown;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;
}

/** Ids of events this service already applied, so a redelivery changes nothing. */
@Entity({ name: 'inbox' })
export class InboxEvent {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column('text')
  name!: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt!: Date;
}

export const EVENT_ENTITIES = [OutboxEvent, InboxEvent];
