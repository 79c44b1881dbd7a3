import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  IdentityEvents, NotificationMessages, profileUpdateSchema, USERNAME_LOOKUP_MAX, type Actor, type ProfileUpdateInput, type UserCard, type UserDto,
} from '@cannaverse/contracts';
import { isUuid, publishEvent, requireId, RpcError, validatePayload } from '@cannaverse/platform';
import { UsersRepository, type ProfilePatch } from '../users/users.repository.js';
import { toUserCard, toUserDto, type UserRow } from '../users/user.mapper.js';
import { AvatarStorageService } from './avatar-storage.service.js';
import { normaliseText } from './profile-text.js';

const USER_NOT_FOUND = 'User not found';

/** What members show of themselves; every change is announced as identity.user.updated. */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly avatars: AvatarStorageService,
  ) {}

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
    return (await this.users.findMany(valid)).map((user) => toUserDto(user, false));
  }

  /** Mentions as links: the cards of the named members, in one query; an unknown name is simply absent. */
  async getUsersByUsernames(usernames: unknown): Promise<UserCard[]> {
    if (!Array.isArray(usernames) || usernames.length > USERNAME_LOOKUP_MAX || !usernames.every((name) => typeof name === 'string' && name.length <= 50)) {
      throw RpcError.badRequest(NotificationMessages.usernamesInvalid);
    }
    const names = [...new Set((usernames as string[]).map((name) => name.toLowerCase()).filter(Boolean))];
    if (names.length === 0) return [];
    return (await this.users.findManyByUsernames(names)).map(toUserCard);
  }

  async updateProfile(userId: string, input: unknown, requestId?: string): Promise<UserDto> {
    const changes: ProfileUpdateInput = validatePayload(profileUpdateSchema, input);
    const current = await this.findOrFail(userId);

    let newAvatarUrl: string | null | undefined;
    if (changes.avatar !== undefined) {
      const avatar = changes.avatar?.trim() ?? '';
      if (avatar === '') newAvatarUrl = null;
      else if (avatar === current.avatar) newAvatarUrl = undefined; // unchanged, sent back as it was
      else newAvatarUrl = await this.avatars.storeDataUrl(avatar);
    }

    const patch: ProfilePatch = {};
    if (changes.displayName !== undefined) patch.displayName = normaliseText(changes.displayName) ?? null;
    if (changes.bio !== undefined) patch.bio = normaliseText(changes.bio) ?? null;
    if (changes.location !== undefined) patch.location = normaliseText(changes.location) ?? null;
    if (changes.pronouns !== undefined) patch.pronouns = normaliseText(changes.pronouns) ?? null;
    if (changes.website !== undefined) patch.website = normaliseText(changes.website) ?? null;
    if (newAvatarUrl !== undefined) patch.avatar = newAvatarUrl;

    const updated = await this.saveAndAnnounce(current, patch);
    if (newAvatarUrl !== undefined && current.avatar !== updated.avatar) await this.avatars.removeByUrl(current.avatar, requestId);
    return toUserDto(updated, true);
  }

  async setAvatar(userId: string, uploadKey: unknown, requestId?: string): Promise<UserDto> {
    if (typeof uploadKey !== 'string') throw RpcError.badRequest('An avatar image is required');
    const current = await this.findOrFail(userId);
    const url = await this.avatars.storeStagedUpload(uploadKey);
    const updated = await this.saveAndAnnounce(current, { avatar: url });
    await this.avatars.removeByUrl(current.avatar, requestId);
    return toUserDto(updated, true);
  }

  /** Saves profile changes and the `identity.user.updated` event in one transaction. */
  private async saveAndAnnounce(current: UserRow, patch: ProfilePatch): Promise<UserRow> {
    if (Object.keys(patch).length === 0) return current;
    return this.dataSource.transaction(async (manager) => {
      const updated = await this.users.updateProfile(manager, current.id, patch);
      await publishEvent(manager, IdentityEvents.userUpdated, toUserCard(updated));
      return updated;
    });
  }

  private async findOrFail(id: unknown): Promise<UserRow> {
    const user = await this.users.find(requireId(id, USER_NOT_FOUND));
    if (!user) throw RpcError.notFound(USER_NOT_FOUND);
    return user;
  }
}
