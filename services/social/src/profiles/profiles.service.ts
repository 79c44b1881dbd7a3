import { Injectable } from '@nestjs/common';
import { SocialMessages, type Actor, type MemberStatsDto, type ProfileCounts } from '@cannaverse/contracts';
import { requireId, validatePayload } from '@cannaverse/platform';
import { userIdPayload } from '../common/payloads.js';
import { ProfilesRepository } from './profiles.repository.js';

/**
 * Counts for profile pages and the home sidebar. A member social has not heard of yet simply
 * has zeros: identity, not social, decides whether the member exists.
 */
@Injectable()
export class ProfilesService {
  constructor(private readonly profiles: ProfilesRepository) {}

  counts(actor: Actor | null, input: unknown): Promise<ProfileCounts> {
    return this.profiles.counts(this.member(input), actor?.id ?? null);
  }

  stats(_actor: Actor, input: unknown): Promise<MemberStatsDto> {
    return this.profiles.stats(this.member(input));
  }

  private member(input: unknown): string {
    const { userId } = validatePayload(userIdPayload, input);
    return requireId(userId, SocialMessages.userNotFound);
  }
}
