import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AccountMessages, changeEmailSchema, suspendedLoginMessage, changePasswordSchema, IdentityEvents, loginSchema, onboardingUpdateSchema, registerSchema,
  type AuthenticatedUser, type ChangeEmailInput, type ChangePasswordInput, type LoginInput, type OnboardingStateDto, type RegisterInput, type UserDto,
} from '@cannaverse/contracts';
import { publishEvent, RpcError, SuspendedMembersRepository, uniqueViolation, validatePayload } from '@cannaverse/platform';
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
    private readonly suspensions: SuspendedMembersRepository,
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
      if (constraint?.includes('email')) throw RpcError.conflict(AccountMessages.emailTaken);
      if (constraint) throw RpcError.conflict('Username is already taken');
      throw error;
    }
  }

  async verifyCredentials(input: unknown): Promise<AuthenticatedUser> {
    const data: LoginInput = validatePayload(loginSchema, input);
    const user = await this.users.findWithPasswordHash(data.username);
    const valid = user ? await verifyPassword(user.password_hash, data.password) : await verifyAgainstDummy(data.password);
    if (!user || !valid) throw RpcError.unauthorized(INVALID_CREDENTIALS);
    // Only after the password is right, so a guesser learns nothing; a timed suspension ends by itself.
    const suspension = await this.suspensions.active(user.id);
    if (suspension) throw RpcError.forbidden(suspendedLoginMessage(suspension.until, suspension.reason));
    return { user: toUserDto(user, true), tier: await this.memberships.statusOf(user.id) };
  }

  /** The gateway ends the member's other sessions after this answers. */
  async changePassword(userId: string, input: unknown): Promise<{ ok: true }> {
    const data: ChangePasswordInput = validatePayload(changePasswordSchema, input);
    await this.confirmPassword(userId, data.currentPassword, AccountMessages.wrongCurrentPassword);
    await this.users.setPasswordHash(userId, await hashPassword(data.newPassword));
    return { ok: true };
  }

  async changeEmail(userId: string, input: unknown): Promise<UserDto> {
    const data: ChangeEmailInput = validatePayload(changeEmailSchema, input);
    const user = await this.confirmPassword(userId, data.password, AccountMessages.wrongPassword);
    if (user.email?.toLowerCase() === data.email.toLowerCase()) throw RpcError.badRequest(AccountMessages.sameEmail);
    try {
      return toUserDto(await this.users.setEmail(userId, data.email), true);
    } catch (error) {
      if (uniqueViolation(error)) throw RpcError.conflict(AccountMessages.emailTaken);
      throw error;
    }
  }

  async onboarding(userId: string): Promise<OnboardingStateDto> {
    const row = await this.users.onboarding(userId);
    if (!row) throw RpcError.notFound('User not found');
    return { profileSetupComplete: row.profile_setup_complete, tutorialCompleted: row.tutorial_completed };
  }

  async updateOnboarding(userId: string, input: unknown): Promise<OnboardingStateDto> {
    await this.users.completeOnboarding(userId, validatePayload(onboardingUpdateSchema, input));
    return this.onboarding(userId);
  }

  /** A signed-in member proves it is them before a change that could lock them out: 403, not 401 (the session is fine). */
  private async confirmPassword(userId: string, password: string, wrongMessage: string) {
    const user = await this.users.findByIdWithPasswordHash(userId);
    if (!user) throw RpcError.notFound('User not found');
    if (!(await verifyPassword(user.password_hash, password))) throw RpcError.forbidden(wrongMessage);
    return user;
  }
}
