import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository, type EntityManager } from 'typeorm';
import {
  IdentityEvents, loginSchema, profileUpdateSchema, registerSchema,
  type Actor, type AuthenticatedUser, type LoginInput, type ProfileUpdateInput, type RegisterInput, type UserDto,
} from '@cannaverse/contracts';
import { publishEvent, RpcError, validatePayload } from '@cannaverse/platform';
import { User } from './user.entity.js';
import { toUserCard, toUserDto } from './user.mapper.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { AvatarStorageService } from '../media/avatar-storage.service.js';
import { MembershipService } from '../membership/membership.service.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';

const INVALID_CREDENTIALS = 'Invalid username or password';
const UNIQUE_VIOLATION = '23505';

const uniqueViolationOf = (error: unknown): string | null => {
  const driverError = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = driverError.code ?? driverError.driverError?.code;
  return code === UNIQUE_VIOLATION ? (driverError.constraint ?? driverError.driverError?.constraint ?? 'unique') : null;
};

/** Empty strings clear a field; everything else is kept trimmed. */
const normaliseText = (value: string | null | undefined) => {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly avatars: AvatarStorageService,
    private readonly memberships: MembershipService,
    private readonly newsletter: NewsletterService,
  ) {}

  async register(input: unknown): Promise<AuthenticatedUser> {
    const data: RegisterInput = validatePayload(registerSchema, input);
    const passwordHash = await hashPassword(data.password);
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const created = await manager.save(manager.create(User, {
          username: data.username,
          email: data.email,
          passwordHash,
          displayName: normaliseText(data.name) ?? null,
          marketingConsent: data.marketingConsent ?? false,
        }));
        if (data.subscribeToNewsletter) {
          await this.newsletter.addSubscriber(manager, { email: data.email, name: data.name ?? null, marketingConsent: data.marketingConsent ?? false });
        }
        await publishEvent(manager, IdentityEvents.userRegistered, { ...toUserCard(created), createdAt: created.createdAt.toISOString() });
        return created;
      });
      return { user: toUserDto(user, true), tier: 'free' };
    } catch (error) {
      const constraint = uniqueViolationOf(error);
      if (constraint?.includes('email')) throw RpcError.conflict('An account with this email already exists');
      if (constraint) throw RpcError.conflict('Username is already taken');
      throw error;
    }
  }

  async verifyCredentials(input: unknown): Promise<AuthenticatedUser> {
    const data: LoginInput = validatePayload(loginSchema, input);
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.username) = lower(:username)', { username: data.username })
      .getOne();
    const valid = user ? await verifyPassword(user.passwordHash, data.password) : await verifyAgainstDummy(data.password);
    if (!user || !valid) throw RpcError.unauthorized(INVALID_CREDENTIALS);
    return { user: toUserDto(user, true), tier: await this.memberships.statusOf(user.id) };
  }

  async getUser(actor: Actor | null, id: unknown): Promise<UserDto> {
    const user = await this.findOrFail(id);
    return toUserDto(user, actor?.id === user.id);
  }

  async getUsersByIds(ids: unknown): Promise<UserDto[]> {
    if (!Array.isArray(ids) || ids.length > 500 || !ids.every((id) => typeof id === 'string')) {
      throw RpcError.badRequest('ids must be an array of at most 500 user ids');
    }
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const users = await this.users.findBy({ id: In(valid) });
    return users.map((user) => toUserDto(user, false));
  }

  async updateProfile(userId: string, input: unknown): Promise<UserDto> {
    const changes: ProfileUpdateInput = validatePayload(profileUpdateSchema, input);
    const current = await this.findOrFail(userId);

    let newAvatarUrl: string | null | undefined;
    if (changes.avatar !== undefined) {
      const avatar = changes.avatar?.trim() ?? '';
      if (avatar === '') newAvatarUrl = null;
      else if (avatar === current.avatar) newAvatarUrl = undefined; // unchanged, sent back as it was
      else newAvatarUrl = await this.avatars.storeDataUrl(avatar);
    }

    const patch: Partial<User> = {};
    if (changes.displayName !== undefined) patch.displayName = normaliseText(changes.displayName) ?? null;
    if (changes.bio !== undefined) patch.bio = normaliseText(changes.bio) ?? null;
    if (changes.location !== undefined) patch.location = normaliseText(changes.location) ?? null;
    if (changes.pronouns !== undefined) patch.pronouns = normaliseText(changes.pronouns) ?? null;
    if (changes.website !== undefined) patch.website = normaliseText(changes.website) ?? null;
    if (newAvatarUrl !== undefined) patch.avatar = newAvatarUrl;

    const updated = await this.saveAndAnnounce(current, patch);
    if (newAvatarUrl !== undefined && current.avatar !== updated.avatar) await this.avatars.removeByUrl(current.avatar);
    return toUserDto(updated, true);
  }

  async setAvatar(userId: string, uploadKey: unknown): Promise<UserDto> {
    if (typeof uploadKey !== 'string') throw RpcError.badRequest('An avatar image is required');
    const current = await this.findOrFail(userId);
    const url = await this.avatars.storeStagedUpload(uploadKey);
    const updated = await this.saveAndAnnounce(current, { avatar: url });
    await this.avatars.removeByUrl(current.avatar);
    return toUserDto(updated, true);
  }

  /** Saves profile changes and the `identity.user.updated` event in one transaction. */
  private async saveAndAnnounce(current: User, patch: Partial<User>): Promise<User> {
    if (Object.keys(patch).length === 0) return current;
    return this.dataSource.transaction(async (manager: EntityManager) => {
      await manager.update(User, { id: current.id }, patch);
      const updated = await manager.findOneByOrFail(User, { id: current.id });
      await publishEvent(manager, IdentityEvents.userUpdated, toUserCard(updated));
      return updated;
    });
  }

  private async findOrFail(id: unknown): Promise<User> {
    if (typeof id !== 'string' || !isUuid(id)) throw RpcError.notFound('User not found');
    const user = await this.users.findOneBy({ id });
    if (!user) throw RpcError.notFound('User not found');
    return user;
  }
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
