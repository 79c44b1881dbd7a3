import { Inject, Injectable, Logger } from '@nestjs/common';
import { IdentityPatterns, SocialPatterns, type Actor, type ProfileCounts, type ProfileDto, type UserDto } from '@cannaverse/contracts';
import { RpcError, serviceClientToken, ServiceClient } from '@cannaverse/platform';

/** A profile page is identity's profile plus social's counts, asked for in parallel; counts are null while social cannot answer. */
@Injectable()
export class ProfileComposer {
  private readonly logger = new Logger(ProfileComposer.name);

  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    @Inject(serviceClientToken('social')) private readonly social: ServiceClient,
  ) {}

  async compose(userId: string, actor: Actor | null): Promise<ProfileDto> {
    const [profile, counts] = await Promise.allSettled([
      this.identity.send<UserDto>(IdentityPatterns.getUser, actor, { id: userId }),
      this.social.send<ProfileCounts>(SocialPatterns.profileCounts, actor, { userId }, 1500),
    ]);
    if (profile.status === 'rejected') throw profile.reason;
    if (counts.status === 'rejected') {
      const reason = counts.reason as RpcError;
      this.logger.warn(`profile counts unavailable: ${reason?.message ?? String(reason)}`);
      return { ...profile.value, followersCount: null, followingCount: null, postsCount: null, isFollowing: null };
    }
    return { ...profile.value, ...counts.value };
  }
}
