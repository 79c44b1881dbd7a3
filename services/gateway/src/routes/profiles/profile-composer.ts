import { Inject, Injectable } from '@nestjs/common';
import { IdentityPatterns, SocialPatterns, type Caller, type ProfileCounts, type ProfileDto, type UserDto } from '@cannaverse/contracts';
import { InjectLogger, RpcError, serviceClientToken, ServiceClient, type Logger } from '@cannaverse/platform';

/** A profile page is identity's profile plus social's counts, asked for in parallel; counts are null while social cannot answer. */
@Injectable()
export class ProfileComposer {
  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    @Inject(serviceClientToken('social')) private readonly social: ServiceClient,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async compose(userId: string, caller: Caller): Promise<ProfileDto> {
    const [profile, counts] = await Promise.allSettled([
      this.identity.send<UserDto>(IdentityPatterns.getUser, caller, { id: userId }),
      this.social.send<ProfileCounts>(SocialPatterns.profileCounts, caller, { userId }, 1500),
    ]);
    if (profile.status === 'rejected') throw profile.reason;
    if (counts.status === 'rejected') {
      const reason = counts.reason as RpcError;
      this.logger.warn({ err: reason, userId, requestId: caller.requestId }, 'profile counts unavailable');
      return { ...profile.value, followersCount: null, followingCount: null, postsCount: null, isFollowing: null };
    }
    return { ...profile.value, ...counts.value };
  }
}
