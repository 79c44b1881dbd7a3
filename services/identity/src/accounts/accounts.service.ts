import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityEvents, loginSchema, registerSchema, type AuthenticatedUser, type LoginInput, type RegisterInput } from '@cannaverse/contracts';
import { publishEvent, RpcError, uniqueViolation, validatePayload } from '@cannaverse/platform';
import { UsersRepository } from '../users/users.repository.js';
import { toUserCard, toUserDto } from '../users/user.mapper.js';
import { MembershipService } from '../membership/membership.service.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';
import { normaliseText } from '../profiles/profile-text.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

const INVALID_CREDENTIALS = 'Invalid username or password';

/** Signing up and checking credentials (the gateway keeps the session). */
@Injectable()
export class AccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly memberships: MembershipService,
    private readonly newsletter: NewsletterService,
  ) {}

  async register(input: unknown): Promise<AuthenticatedUser> {
    const data: RegisterInput = validatePayload(registerSchema, input);
    const passwordHash = await hashPassword(data.password);
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const created = await this.users.insert(manager, {
          username: data.username,
          email: data.email,
          passwordHash,
          displayName: normaliseText(data.name) ?? null,
          marketingConsent: data.marketingConsent ?? false,
        });
        if (data.subscribeToNewsletter) {
          await this.newsletter.addSubscriber(manager, { email: data.email, name: data.name ?? null, marketingConsent: data.marketingConsent ?? false });
        }
        await publishEvent(manager, IdentityEvents.userRegistered, { ...toUserCard(created), createdAt: created.created_at.toISOString() });
        return created;
      });
      return { user: toUserDto(user, true), tier: 'free' };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint?.includes('email')) throw RpcError.conflict('An account with this email already exists');
      if (constraint) throw RpcError.conflict('Username is already taken');
      throw error;
    }
  }

  async verifyCredentials(input: unknown): Promise<AuthenticatedUser> {
    const data: LoginInput = validatePayload(loginSchema, input);
    const user = await this.users.findWithPasswordHash(data.username);
    const valid = user ? await verifyPassword(user.password_hash, data.password) : await verifyAgainstDummy(data.password);
    if (!user || !valid) throw RpcError.unauthorized(INVALID_CREDENTIALS);
    return { user: toUserDto(user, true), tier: await this.memberships.statusOf(user.id) };
  }
}
