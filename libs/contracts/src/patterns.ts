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
  /** { usernames: string[] } (at most USERNAME_LOOKUP_MAX, any case) → UserCard[]: the members of those names, unknown names left out (mentions as links). */
  getUsersByUsernames: 'identity.user.get-by-usernames',
  updateProfile: 'identity.user.update',
  setAvatar: 'identity.user.set-avatar',
  getMembership: 'identity.membership.get',
  checkout: 'identity.membership.checkout',
  /** {} → MembershipDto: the paid plan stops at the end of its period (the member's own). */
  cancelMembership: 'identity.membership.cancel',
  /** {} → MembershipDto: a cancelled plan renews again. */
  resumeMembership: 'identity.membership.resume',
  /** SwitchPlanInput → MembershipDto: the plan and interval the next billing cycle renews with (the same as now withdraws a switch). */
  switchMembership: 'identity.membership.switch',
  /** ChangePasswordInput → { ok: true } (the actor's own account; 403 on a wrong current password). */
  changePassword: 'identity.user.change-password',
  /** ChangeEmailInput → UserDto (the actor's own account; 403 on a wrong password). */
  changeEmail: 'identity.user.change-email',
  /** DeleteAccountInput → DeleteAccountAnswer (the actor's own account; 403 on a wrong password): erasure follows by event. */
  deleteAccount: 'identity.user.delete-account',
  /** {} → OnboardingStateDto; { profileSetupComplete?, tutorialCompleted? } → OnboardingStateDto (the actor's own). */
  getOnboarding: 'identity.onboarding.get',
  updateOnboarding: 'identity.onboarding.update',
  subscribeNewsletter: 'identity.newsletter.subscribe',
  /** {} → IdentityStatsDto (admins only; the admin dashboard). */
  stats: 'identity.stats.get',
} as const;

export const SocialPatterns = {
  /** { targetType, targetId } → ReportTargetDto, or 404 (the moderation service only: issue 24). */
  reportTarget: 'social.report-target.get',
  health: 'social.health.check',
  /** { userId } → ProfileCounts (followers, following, posts, isFollowing for the actor). */
  profileCounts: 'social.profile.get-counts',
  /** { userId } → MemberStatsDto. */
  memberStats: 'social.profile.get-stats',
  /** { sort?, limit?, cursor? } → Page<PostDto>. */
  listFeed: 'social.post.list',
  /** { limit?, cursor? } → Page<PostDto>: posts by members the actor follows, newest first. */
  listFollowingFeed: 'social.post.list-following',
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
  /** { topic, limit?, cursor? } → Page<PostDto>: posts carrying #topic, newest first (the community hub's discussions). */
  listTopicPosts: 'social.post.list-by-topic',
  /** {} → TrendingTopicDto[] (8, first 3 highlighted). */
  trendingTopics: 'social.topic.list-trending',
  /** { limit?, cursor? } → Page<ConversationDto> (the inbox, newest conversation first). */
  listConversations: 'social.conversation.list',
  /** { userId, limit?, cursor? } → Page<MessageDto> (newest first); marks the other side's messages read. */
  getConversation: 'social.message.list',
  /** { userId, content } → MessageDto. */
  sendMessage: 'social.message.send',
  /** {} → UnreadCountDto. */
  unreadCount: 'social.message.count-unread',
  /** {} → MessageSettingsDto. */
  getMessageSettings: 'social.message-settings.get',
  /** MessageSettingsDto → MessageSettingsDto. */
  updateMessageSettings: 'social.message-settings.update',
  /** { userId } → BlockStatusDto. */
  getBlock: 'social.block.get',
  /** { userId } → BlockStatusDto (ends follows both ways). */
  block: 'social.block.create',
  /** { userId } → BlockStatusDto. */
  unblock: 'social.block.delete',
  /** { limit?, cursor? } → Page<BlockedMemberDto>. */
  listBlocks: 'social.block.list',
  /** { userId } → MuteStatusDto. */
  getMute: 'social.mute.get',
  /** { userId } → MuteStatusDto (the muted member is never told). */
  mute: 'social.mute.create',
  /** { userId } → MuteStatusDto. */
  unmute: 'social.mute.delete',
  /** { limit?, cursor? } → Page<MutedMemberDto>. */
  listMutes: 'social.mute.list',
  /** {} → MutedWordsDto. */
  getMutedWords: 'social.muted-words.get',
  /** { words } → MutedWordsDto (replaces the list). */
  updateMutedWords: 'social.muted-words.update',
  /** { userId } → MessageStatusDto. */
  messageStatus: 'social.message.status',
  /** {} → SocialStatsDto (admins only; the admin dashboard). */
  stats: 'social.stats.get',
  /** SearchKindQuery → Page<MemberSearchResult> (never a member either side of a block with the actor). */
  searchMembers: 'social.search.members',
  /** SearchKindQuery → Page<PostDto> (full-text, newest first; never a blocked member's post). */
  searchPosts: 'social.search.posts',
  /** SearchKindQuery → Page<HashtagSearchResult>. */
  searchHashtags: 'social.search.hashtags',
  /** {} → { userIds } of members either side of a block with the actor (the gateway hides their stories). */
  hiddenMembers: 'social.search.hidden-members',
  /** { limit? } → SuggestedMember[] (by shared hashtags and strains, most active first). */
  suggestedMembers: 'social.member.list-suggested',
  /**
   * {} → { enqueued, avatarsEnqueued }: queues renditions for photo posts and avatars made before they
   * existed. Not routed by the gateway: `npm run media:backfill-renditions` sends it over NATS without an actor.
   */
  backfillRenditions: 'social.media.backfill-renditions',
} as const;

export const ContentPatterns = {
  /** { targetType, targetId } → ReportTargetDto, or 404 (the moderation service only: issue 24). */
  reportTarget: 'content.report-target.get',
  health: 'content.health.check',
  /** StrainListQuery → Page<StrainSummary> (limit up to 1000). */
  listStrains: 'content.strain.list',
  /** { id } → StrainDto (premium fields only for premium members and admins). */
  getStrain: 'content.strain.get',
  /** { id } → { svg, etag }: the strain's generated illustration. */
  getStrainImage: 'content.strain.get-image',
  /** { id } → StrainSummary[]: up to SIMILAR_STRAINS_SHOWN strains sharing effects, flavors and terpenes. */
  listSimilarStrains: 'content.strain.list-similar',
  /** SearchKindQuery → Page<StrainSummary> (the library's search: typos, aliases). */
  searchStrains: 'content.search.strains',
  /** SearchKindQuery (with hiddenUserIds) → Page<StrainStoryDto> (published only). */
  searchStories: 'content.search.stories',
  /** SearchKindQuery → Page<GrowGuideSummary> (a premium guide's text only searched for those who may read it). */
  searchGuides: 'content.search.guides',
  /** { id } → StrainMembersReportDto. */
  strainMembersReport: 'content.strain.get-members-report',
  /** { csv?: string } (admin or an internal caller without actor) → StrainImportResult. */
  importStrains: 'content.strain.import',
  /** { strainId } → StrainReactionsDto. */
  listStrainReactions: 'content.strain-reaction.list',
  /** { strainId, emojiType } → StrainReactionsDto (members). */
  addStrainReaction: 'content.strain-reaction.create',
  /** { strainId, emojiType } → StrainReactionsDto (members; own reaction). */
  removeStrainReaction: 'content.strain-reaction.delete',
  /** { placement } → AdDto[] (empty for premium members). */
  listAds: 'content.ad.list',
  /** { id, kind, sessionId } → { ok: true }: counted by a job. */
  trackAd: 'content.ad.track',

  // Grow guides (members only; a premium guide without access is a 403 with premiumContent).
  /** {} → GrowGuideMethod[] (methods that have a published guide). */
  listGrowGuideMethods: 'content.grow-guide.list-methods',
  /** GrowGuideListQuery → Page<GrowGuideSummary>. */
  listGrowGuides: 'content.grow-guide.list',
  /** { slug } → GrowGuideDto. */
  getGrowGuide: 'content.grow-guide.get',
  /** { file } (no actor needed) → GrowGuideImageDto: an illustration's SVG for /static/grow-guides/. */
  getGrowGuideImage: 'content.grow-guide.get-image',

  // Strain stories (members only).
  /** StrainStoryListQuery → Page<StrainStoryDto>. */
  listStrainStories: 'content.strain-story.list',
  /** { id } → StrainStoryDto. */
  getStrainStory: 'content.strain-story.get',
  /** StrainStoryInput → StrainStoryCreated (Cannanaut and Connoisseur members, admins). */
  createStrainStory: 'content.strain-story.create',
  /** { id, changes: StrainStoryInput } → StrainStoryDto (author or admin). */
  updateStrainStory: 'content.strain-story.update',
  /** { id } → { ok: true } (author or admin). */
  deleteStrainStory: 'content.strain-story.delete',
  /** { id } → StoryUpvoteResult (once per member; again is a no-op). */
  upvoteStrainStory: 'content.strain-story.upvote',
} as const;

export const StreamingPatterns = {
  /** { targetType, targetId } → ReportTargetDto, or 404 (the moderation service only: issue 24). */
  reportTarget: 'streaming.report-target.get',
  health: 'streaming.health.check',
  /** { limit?, cursor? } → Page<LiveStreamDto>: public streams, live ones first, then the most recent. */
  list: 'streaming.stream.list',
  /** { limit?, cursor? } → Page<MyLiveStreamDto>: the actor's own streams with ingest URL and key. */
  listMine: 'streaming.stream.list-mine',
  /** { id } → LiveStreamDto (a private stream only for its creator and admins). */
  get: 'streaming.stream.get',
  /** { id } → MyLiveStreamDto: the creator's own stream with its ingest URL and key (the stream page's setup panel). */
  getMine: 'streaming.stream.get-mine',
  /** CreateLiveStreamInput → MyLiveStreamDto. */
  create: 'streaming.stream.create',
  /** { id } → LiveStreamDto (creator only): live without waiting for the ingest. */
  start: 'streaming.stream.start',
  /** { id } → LiveStreamDto (the creator, or an admin: an admin can end any stream, issue 21). */
  end: 'streaming.stream.end',
  /** { playbackId } or { id } → PlaybackAccessDto if the actor may watch its video; 404 if not visible, 403 if banned (issue 21). */
  playbackAccess: 'streaming.stream.playback-access',
  /** { id } → MyLiveStreamDto with a new stream key (creator only, not while live). */
  regenerateKey: 'streaming.stream.regenerate-key',
  /** {} → LiveStreamStats (the admin dashboard). */
  stats: 'streaming.stats.get',
  /** { id } → LiveStreamDto without its recording (creator or admin): the MP4 leaves the media store. */
  deleteRecording: 'streaming.recording.delete',
  /** { streamId, limit?, cursor? } → Page<LiveChatMessageDto>, newest first. */
  listChats: 'streaming.chat.list',
  /** { streamId, messageId } → { ok: true } (creator or admin). */
  deleteChat: 'streaming.chat.delete',
  /** { streamId, limit?, cursor? } → Page<ChatRestrictionDto>, newest first (creator or admin). */
  listRestrictions: 'streaming.chat-restriction.list',
  /** { streamId, userId } → ChatRestrictionDto (creator or admin). */
  ban: 'streaming.chat-ban.create',
  /** { streamId, userId, seconds? } → ChatRestrictionDto (creator or admin). */
  timeout: 'streaming.chat-timeout.create',
  /** { streamId, userId } → { ok: true }: lifts a ban or a timeout (creator or admin). */
  liftRestriction: 'streaming.chat-restriction.delete',
  /** { streamId, slowModeSeconds } → LiveStreamDto (creator or admin). */
  updateChatSettings: 'streaming.chat-settings.update',
} as const;

export const ModerationPatterns = {
  health: 'moderation.health.check',
  /** { messageId, reason } → ReportReceiptDto (its receiver only; its sender gets a 403). */
  createReport: 'moderation.report.create',
  /** { limit?, cursor? } → Page<ReportOutcomeDto>: the actor's reviewed reports not yet dismissed. */
  listReportOutcomes: 'moderation.report.list-outcomes',
  /** { reportId } → { ok: true }: the reporter has seen the outcome. */
  dismissReportOutcome: 'moderation.report.dismiss-outcome',
  /** {} → AdminMessageStatsDto (admins only). */
  stats: 'moderation.stats.get',
  /** { status?, limit?, cursor? } → Page<MessageReportDto> (admins only; audited). */
  listReports: 'moderation.report.list',
  /** { reportId, status } → MessageReportDto (admins only; pending only). */
  updateReportStatus: 'moderation.report.update-status',
  /** { userId, limit?, cursor? } → Page<UserMessageDto> (admins only; audited). */
  listUserMessages: 'moderation.message.list-by-user',
  /** {} → ModerationDashboardDto (admins only). */
  dashboard: 'moderation.dashboard.get',
  /** { limit?, cursor? } → Page<AuditEntryDto> (admins only). */
  listAudit: 'moderation.audit.list',
  /** {} → CommunityRuleDto[] (anyone). */
  listCommunityRules: 'moderation.community-rule.list',
  /** CreateContentReportInput → ContentReportReceiptDto (members). */
  createContentReport: 'moderation.content-report.create',
  /** { limit?, cursor? } → Page<MyContentReportDto>: the actor's reports. */
  listMyContentReports: 'moderation.content-report.list-mine',
  /** { limit?, cursor? } → Page<ModerationNoticeDto>: decisions about the actor's content. */
  listModerationNotices: 'moderation.notice.list-mine',
  /** { status?, targetType?, limit?, cursor? } → Page<QueuedReportDto> (admins only). */
  listReportQueue: 'moderation.content-report.list',
  /** { reportId, action, days?, note? } → QueuedReportDto (admins only; audited). */
  decideReport: 'moderation.content-report.decide',
  /** { userId, days, reason } → SuspensionDto (admins only; audited). */
  suspendMember: 'moderation.suspension.create',
  /** { userId } → SuspensionLiftedDto (admins only; audited). */
  liftSuspension: 'moderation.suspension.lift',
  /** { userId } → MemberSuspensionStateDto (admins only). */
  getSuspension: 'moderation.suspension.get',
  /** { id, reason? } → { ok: true } (admins only; audited): the stream ends once streaming applies moderation.livestream.ended. */
  endLivestream: 'moderation.livestream.end',
  /** { decisionId, text } → MyAppealDto (the decision's subject only; once). */
  createAppeal: 'moderation.appeal.create',
  /** { status?, limit?, cursor? } → Page<QueuedAppealDto> (admins only). */
  listAppeals: 'moderation.appeal.list',
  /** { appealId, action, note? } → QueuedAppealDto (admins only; audited; a reversed removal is restored). */
  decideAppeal: 'moderation.appeal.decide',
} as const;

export const NotificationsPatterns = {
  health: 'notifications.health.check',
  /** { limit?, cursor? } → Page<NotificationDto>: the actor's groups, newest first. */
  list: 'notifications.notification.list',
  /** {} → UnreadNotificationsDto. */
  unreadCount: 'notifications.notification.count-unread',
  /** { upTo? } → UnreadNotificationsDto (what stays unread): all, or the groups up to that time. */
  markRead: 'notifications.notification.mark-read',
  /** {} → NotificationSettingsDto. */
  getSettings: 'notifications.settings.get',
  /** Partial<NotificationSettingsDto> → NotificationSettingsDto. */
  updateSettings: 'notifications.settings.update',
} as const;

/** Service names; also the NATS queue groups and database name suffixes. */
export const SERVICES = ['identity', 'social', 'content', 'streaming', 'moderation', 'notifications'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const HEALTH_PATTERNS: Record<ServiceName, string> = {
  identity: IdentityPatterns.health,
  social: SocialPatterns.health,
  content: ContentPatterns.health,
  streaming: StreamingPatterns.health,
  moderation: ModerationPatterns.health,
  notifications: NotificationsPatterns.health,
};

/**
 * Each service's default HTTP health port (`GET /health` for container probes), in one table.
 * `HEALTH_PORT` overrides it; `0` turns the HTTP probe off (tests, throwaway stacks).
 */
export const HEALTH_PORTS: Record<ServiceName, number> = {
  identity: 3101,
  social: 3102,
  content: 3103,
  streaming: 3104,
  moderation: 3105,
  notifications: 3107,
};
