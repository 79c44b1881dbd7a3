/**
 * Type-checked (never run) against the client types openapi-typescript generates from the gateway's
 * OpenAPI document (test/openapi-document.test.ts writes them next to a copy of this file as
 * `api.generated.ts`). One line per call the web app makes (frontend/src/features/<area>/api):
 * - `answers<Path, Method, T>`: the 2xx JSON answer is exactly the libs/contracts type the web app
 *   reads it as (assignable both ways: neither side has a field, a null or a value the other lacks);
 * - `takes<Path, Method, T>`: the JSON body is exactly the contracts type the web app sends;
 * - `query<Path, Method, 'limit' | ...>`: every query parameter the web app sets is documented;
 * - `pathParams<Path, Method, { id: number }>`: the path parameters take what the web app passes.
 */
import type { paths } from './api.generated';
import type {
  AdDto, AdminDashboardDto, AdminMessageStatsDto, AdTrackingInput, AuditEntryDto, BlockedMemberDto, BlockStatusDto,
  ChatRestrictionDto, ChatSettingsInput, ChatTimeoutInput, CheckoutInput, CommentDto, ConversationDto, CreateCommentInput,
  CreateLiveStreamInput, CreatePostInput, CreateReportInput, FollowResult, GrowGuideDto, GrowGuideMethod, GrowGuideSummary,
  LikeInput, LikeToggleResult, LiveChatMessageDto, LiveStreamDto, LoginInput, MemberStatsDto, MembershipDto, MembershipStatus,
  MessageDto, MessageReportDto, MessageSettingsDto, MyLiveStreamDto, Page, PostDto, ProfileDto, ProfileUpdateInput,
  RegisterInput, ReportOutcomeDto, ReportReceiptDto, ReviewedReportStatus, SendMessageInput, StoryUpvoteResult, StrainDto,
  StrainMembersReportDto, StrainReactionInput, StrainReactionsDto, StrainStoryCreated, StrainStoryDto, StrainStoryInput,
  StrainPage, StrainSummary, SubscribeInput, SuggestedMember, TrendingTopicDto, UnreadCountDto, UpdatePostInput, UserDto, UserMessageDto,
} from '@cannaverse/contracts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Success<R> = R[Extract<keyof R, 200 | 201 | 202>];
type Answer<P extends keyof paths, M extends Method> = Op<P, M> extends { responses: infer R } ? Json<Success<R>> : never;
type Body<P extends keyof paths, M extends Method> = Op<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
type Params<P extends keyof paths, M extends Method> = Op<P, M> extends { parameters: infer Q } ? Q : never;
type Query<P extends keyof paths, M extends Method> = NonNullable<Params<P, M> extends { query?: infer Q } ? Q : never>;
type PathOf<P extends keyof paths, M extends Method> = Params<P, M> extends { path: infer Q } ? Q : never;

/** `true` only when A and B are assignable both ways; `[]` keeps unions from distributing. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

declare function answers<P extends keyof paths, M extends Method, T>(proof: Same<Answer<P, M>, T>): void;
declare function takes<P extends keyof paths, M extends Method, T>(proof: Same<Body<P, M>, T>): void;
declare function query<P extends keyof paths, M extends Method, K extends keyof Query<P, M>>(): K;
declare function pathParams<P extends keyof paths, M extends Method, T extends PathOf<P, M>>(): T;
type Ok = { ok: true };

// accounts (features/accounts/api/accountsApi.ts)
answers<'/api/me', 'get', UserDto>(true);
takes<'/api/login', 'post', LoginInput>(true);
answers<'/api/login', 'post', UserDto>(true);
takes<'/api/register', 'post', RegisterInput>(true);
answers<'/api/register', 'post', UserDto>(true);
answers<'/api/logout', 'post', Ok>(true);

// profiles and follows (features/profiles/api/profilesApi.ts)
pathParams<'/api/users/{id}', 'get', { id: string }>();
answers<'/api/users/{id}', 'get', ProfileDto>(true);
takes<'/api/users/{id}', 'patch', ProfileUpdateInput>(true);
answers<'/api/users/{id}', 'patch', UserDto>(true);
takes<'/api/users/{id}', 'put', ProfileUpdateInput>(true);
answers<'/api/users/{id}', 'put', UserDto>(true);
answers<'/api/users/{id}/avatar', 'put', UserDto>(true);
answers<'/api/users/{id}/follow', 'post', FollowResult>(true);
answers<'/api/users/{id}/follow', 'delete', FollowResult>(true);
answers<'/api/users/{id}/stats', 'get', MemberStatsDto>(true);

// membership and the newsletter (features/membership/api/membershipApi.ts, the landing page)
answers<'/api/membership/status', 'get', { status: MembershipStatus }>(true);
answers<'/api/premium/status', 'get', { active: boolean }>(true);
takes<'/api/membership/checkout', 'post', CheckoutInput>(true);
answers<'/api/membership/checkout', 'post', MembershipDto>(true);
takes<'/api/subscribe', 'post', SubscribeInput>(true);
answers<'/api/subscribe', 'post', { message: string }>(true);

// posts, likes, comments, community (features/posts/api/postsApi.ts)
query<'/api/posts', 'get', 'sort' | 'limit' | 'cursor'>();
answers<'/api/posts', 'get', Page<PostDto>>(true);
query<'/api/posts/user/{id}', 'get', 'limit' | 'cursor'>();
answers<'/api/posts/user/{id}', 'get', Page<PostDto>>(true);
query<'/api/community/discussions', 'get', 'topic' | 'limit' | 'cursor'>();
answers<'/api/community/discussions', 'get', Page<PostDto>>(true);
takes<'/api/posts', 'post', CreatePostInput>(true);
answers<'/api/posts', 'post', PostDto>(true);
takes<'/api/posts/{id}', 'patch', UpdatePostInput>(true);
answers<'/api/posts/{id}', 'patch', PostDto>(true);
answers<'/api/posts/{id}', 'delete', Ok>(true);
takes<'/api/posts/{id}/like', 'post', LikeInput>(true);
answers<'/api/posts/{id}/like', 'post', LikeToggleResult>(true);
query<'/api/posts/{id}/comments', 'get', 'limit' | 'cursor'>();
answers<'/api/posts/{id}/comments', 'get', Page<CommentDto>>(true);
takes<'/api/posts/{id}/comments', 'post', CreateCommentInput>(true);
answers<'/api/posts/{id}/comments', 'post', CommentDto>(true);

// media (features/posts/api/upload-media.ts: multipart field `file`)
answers<'/api/upload', 'post', { url: string; mediaType: 'image' | 'video'; width?: number; height?: number }>(true);

// trending topics (features/trending-topics/api/trendingTopicsApi.ts)
answers<'/api/topics/trending', 'get', TrendingTopicDto[]>(true);

// direct messages (features/messages/api/messagesApi.ts)
answers<'/api/messages/unread/count', 'get', UnreadCountDto>(true);
query<'/api/messages', 'get', 'limit' | 'cursor'>();
answers<'/api/messages', 'get', Page<ConversationDto>>(true);
query<'/api/messages/{userId}', 'get', 'limit' | 'cursor'>();
answers<'/api/messages/{userId}', 'get', Page<MessageDto>>(true);
takes<'/api/messages/{userId}', 'post', SendMessageInput>(true);
answers<'/api/messages/{userId}', 'post', MessageDto>(true);
takes<'/api/messages/{messageId}/report', 'post', CreateReportInput>(true);
answers<'/api/messages/{messageId}/report', 'post', ReportReceiptDto>(true);
answers<'/api/messages/report-outcomes', 'get', Page<ReportOutcomeDto>>(true);
answers<'/api/messages/report-outcomes/{reportId}/dismiss', 'post', Ok>(true);
answers<'/api/messages/settings', 'get', MessageSettingsDto>(true);
takes<'/api/messages/settings', 'put', MessageSettingsDto>(true);
answers<'/api/messages/settings', 'put', MessageSettingsDto>(true);

// blocks (features/blocks/api/blocksApi.ts)
answers<'/api/users/{id}/block', 'get', BlockStatusDto>(true);
answers<'/api/users/{id}/block', 'post', BlockStatusDto>(true);
answers<'/api/users/{id}/block', 'delete', BlockStatusDto>(true);
query<'/api/blocks', 'get', 'limit' | 'cursor'>();
answers<'/api/blocks', 'get', Page<BlockedMemberDto>>(true);

// admin (features/admin-messages/api/adminMessagesApi.ts, features/admin-dashboard/api/adminDashboardApi.ts)
answers<'/api/admin/messages/stats', 'get', AdminMessageStatsDto>(true);
query<'/api/admin/messages/reported', 'get', 'status' | 'limit' | 'cursor'>();
answers<'/api/admin/messages/reported', 'get', Page<MessageReportDto>>(true);
takes<'/api/admin/messages/report/{reportId}', 'patch', { status: ReviewedReportStatus }>(true);
answers<'/api/admin/messages/report/{reportId}', 'patch', MessageReportDto>(true);
query<'/api/admin/messages/user/{userId}', 'get', 'limit' | 'cursor'>();
answers<'/api/admin/messages/user/{userId}', 'get', Page<UserMessageDto>>(true);
answers<'/api/admin/dashboard', 'get', AdminDashboardDto>(true);
query<'/api/admin/audit', 'get', 'limit' | 'cursor'>();
answers<'/api/admin/audit', 'get', Page<AuditEntryDto>>(true);

// live streams (features/livestreams/api/livestreamsApi.ts); stream ids are numbers there
query<'/api/livestreams', 'get', 'limit' | 'cursor'>();
answers<'/api/livestreams', 'get', Page<LiveStreamDto>>(true);
answers<'/api/livestreams/mine', 'get', Page<MyLiveStreamDto>>(true);
pathParams<'/api/livestreams/{id}', 'get', { id: number }>();
answers<'/api/livestreams/{id}', 'get', LiveStreamDto>(true);
takes<'/api/livestreams', 'post', CreateLiveStreamInput>(true);
answers<'/api/livestreams', 'post', MyLiveStreamDto>(true);
answers<'/api/livestreams/{id}/start', 'post', LiveStreamDto>(true);
answers<'/api/livestreams/{id}/end', 'post', LiveStreamDto>(true);
answers<'/api/livestreams/{id}/stream-key', 'post', MyLiveStreamDto>(true);
query<'/api/livestreams/{id}/chats', 'get', 'limit' | 'cursor'>();
answers<'/api/livestreams/{id}/chats', 'get', Page<LiveChatMessageDto>>(true);
pathParams<'/api/livestreams/{id}/chats/{messageId}', 'delete', { id: number; messageId: number }>();
answers<'/api/livestreams/{id}/chats/{messageId}', 'delete', Ok>(true);
takes<'/api/livestreams/{id}/bans', 'post', Pick<ChatTimeoutInput, 'userId'>>(true);
answers<'/api/livestreams/{id}/bans', 'post', ChatRestrictionDto>(true);
takes<'/api/livestreams/{id}/timeouts', 'post', ChatTimeoutInput>(true);
answers<'/api/livestreams/{id}/timeouts', 'post', ChatRestrictionDto>(true);
takes<'/api/livestreams/{id}/chat-settings', 'put', ChatSettingsInput>(true);
answers<'/api/livestreams/{id}/chat-settings', 'put', LiveStreamDto>(true);

// strains (features/strains/api/strainsApi.ts, features/home/api/trendingStrainsApi.ts, the story form's selector)
query<'/api/strains', 'get', 'type' | 'effects' | 'flavors' | 'helpsWith' | 'thcMin' | 'thcMax' | 'sortBy' | 'search' | 'limit' | 'cursor'>();
answers<'/api/strains', 'get', StrainPage>(true);
query<'/api/search', 'get', 'q' | 'type' | 'limit' | 'cursor'>();
answers<'/api/members/suggested', 'get', SuggestedMember[]>(true);
query<'/api/members/suggested', 'get', 'limit'>();
pathParams<'/api/strains/{id}', 'get', { id: number }>();
answers<'/api/strains/{id}', 'get', StrainDto>(true);
answers<'/api/strains/{id}/reactions', 'get', StrainReactionsDto>(true);
takes<'/api/strains/{id}/reactions', 'post', StrainReactionInput>(true);
answers<'/api/strains/{id}/reactions', 'post', StrainReactionsDto>(true);
answers<'/api/strains/{id}/reactions/{emoji}', 'delete', StrainReactionsDto>(true);
answers<'/api/strains/{id}/members-report', 'get', StrainMembersReportDto>(true);
answers<'/api/strains/{id}/similar', 'get', StrainSummary[]>(true);

// ads (features/ads/api/adsApi.ts, ad-tracking.ts)
answers<'/api/ads/{placement}', 'get', AdDto[]>(true);
takes<'/api/ads/impression/{id}', 'post', AdTrackingInput>(true);
answers<'/api/ads/impression/{id}', 'post', Ok>(true);
takes<'/api/ads/click/{id}', 'post', AdTrackingInput>(true);

// grow guides (features/grow-guides/api/growGuidesApi.ts)
answers<'/api/grow-guides/methods', 'get', GrowGuideMethod[]>(true);
query<'/api/grow-guides', 'get', 'method' | 'difficulty' | 'search' | 'limit' | 'cursor'>();
answers<'/api/grow-guides', 'get', Page<GrowGuideSummary>>(true);
answers<'/api/grow-guides/by-slug/{slug}', 'get', GrowGuideDto>(true);

// strain stories (features/strain-stories/api/strainStoriesApi.ts)
query<'/api/strain-stories', 'get', 'filter' | 'limit' | 'cursor'>();
answers<'/api/strain-stories', 'get', Page<StrainStoryDto>>(true);
pathParams<'/api/strain-stories/{id}', 'get', { id: number }>();
answers<'/api/strain-stories/{id}', 'get', StrainStoryDto>(true);
takes<'/api/strain-stories', 'post', StrainStoryInput>(true);
answers<'/api/strain-stories', 'post', StrainStoryCreated>(true);
takes<'/api/strain-stories/{id}', 'put', StrainStoryInput>(true);
answers<'/api/strain-stories/{id}', 'put', StrainStoryDto>(true);
answers<'/api/strain-stories/{id}', 'delete', Ok>(true);
answers<'/api/strain-stories/{id}/upvote', 'post', StoryUpvoteResult>(true);
