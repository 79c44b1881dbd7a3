import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  username!: string;

  @Column('text', { nullable: true })
  email!: string | null;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  @Column('text', { nullable: true })
  bio!: string | null;

  /** URL of the stored, re-encoded avatar (`/media/avatars/...`), never a data URL. */
  @Column('text', { nullable: true })
  avatar!: string | null;

  @Column('text', { nullable: true })
  location!: string | null;

  @Column('text', { nullable: true })
  website!: string | null;

  @Column('text', { nullable: true })
  pronouns!: string | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'marketing_consent', type: 'boolean', default: false })
  marketingConsent!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
