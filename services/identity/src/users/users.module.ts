import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository.js';

/**
 * The `users` table, shared by two features: `accounts` (sign-up, credentials, the admin account)
 * and `profiles` (what a member shows and edits). No controller: it is data access only.
 */
@Module({ providers: [UsersRepository], exports: [UsersRepository] })
export class UsersModule {}
