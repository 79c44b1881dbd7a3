/**
 * NATS request/reply subjects: `<service>.<entity>.<verb>`, commands imperative.
 * Never write these as string literals in a handler or the gateway.
 */
export const IdentityPatterns = {
  health: 'identity.health.check',
  register: 'identity.user.register',
  verifyCredentials: 'identity.user.verify-credentials',
  getUser: 'identity.user.get',
  getUsersByIds: 'identity.user.get-many',
  updateProfile: 'identity.user.update',
  setAvatar: 'identity.user.set-avatar',
  getMembership: 'identity.membership.get',
  checkout: 'identity.membership.checkout',
  subscribeNewsletter: 'identity.newsletter.subscribe',
} as const;

export const SocialPatterns = {
  health: 'social.health.check',
  /** { userId } → ProfileCounts (followers, following, posts, isFollowing for the actor). */
  profileCounts: 'social.profile.get-counts',
} as const;

export const ContentPatterns = {
  health: 'content.health.check',
} as const;

export const StreamingPatterns = {
  health: 'streaming.health.check',
} as const;

export const ModerationPatterns = {
  health: 'moderation.health.check',
} as const;

/** Service names; also the NATS queue groups and database name suffixes. */
export const SERVICES = ['identity', 'social', 'content', 'streaming', 'moderation'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const HEALTH_PATTERNS: Record<ServiceName, string> = {
  identity: IdentityPatterns.health,
  social: SocialPatterns.health,
  content: ContentPatterns.health,
  streaming: StreamingPatterns.health,
  moderation: ModerationPatterns.health,
};
