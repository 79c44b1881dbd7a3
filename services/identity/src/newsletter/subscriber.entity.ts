import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'subscribers' })
export class Subscriber {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  email!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'marketing_consent', type: 'boolean', default: true })
  marketingConsent!: boolean;

  @Column({ name: 'confirmed_branding', type: 'boolean', default: false })
  confirmedBranding!: boolean;

  @Column({ name: 'subscribed_to_newsletter', type: 'boolean', default: true })
  subscribedToNewsletter!: boolean;

  @Column({ name: 'discount_code_sent', type: 'boolean', default: false })
  discountCodeSent!: boolean;
}
