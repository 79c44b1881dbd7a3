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
  /** { userId } → MemberStatsDto. */
  memberStats: 'social.profile.get-stats',
  /** { sort?, limit?, cursor? } → Page<PostDto>. */
  listFeed: 'social.post.list',
  /** { userId, limit?, cursor? } → Page<PostDto>. */
  listUserPosts: 'social.post.list-by-user',
  /** { id } → PostDto. */
  getPost: 'social.post.get',
  /** CreatePostInput → PostDto. */
  createPost: 'social.post.create',
  /** { id, changes: UpdatePostInput } → PostDto (author only). */
  updatePost: 'social.post.update',
  /** { id } → { ok: true } (author, or an admin). */
  deletePost: 'social.post.delete',
  /** { postId, liked? } → LikeToggleResult (toggle, or set when liked is given). */
  toggleLike: 'social.like.toggle',
  /** { postId, limit?, cursor? } → Page<LikeDto>. */
  listLikes: 'social.like.list',
  /** { postId, limit?, cursor? } → Page<CommentDto> (oldest first). */
  listComments: 'social.comment.list',
  /** { postId, content } → CommentDto. */
  createComment: 'social.comment.create',
  /** { userId } → FollowResult. */
  follow: 'social.follow.create',
  /** { userId } → FollowResult. */
  unfollow: 'social.follow.delete',
  /** {} → TrendingTopicDto[] (8, first 3 highlighted). */
  trendingTopics: 'social.topic.list-trending',
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
