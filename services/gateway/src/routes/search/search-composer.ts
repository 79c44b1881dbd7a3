import { Inject, Injectable } from '@nestjs/common';
import {
  ContentPatterns, SEARCH_KINDS, SearchLimits, SearchMessages, SocialPatterns,
  type Caller, type Page, type SearchKind, type SearchKindQuery, type SearchOverview,
} from '@cannaverse/contracts';
import { InjectLogger, RpcError, serviceClientToken, ServiceClient, type Logger } from '@cannaverse/platform';
import { requireSignedIn, type SignedInCaller } from '../../session/actor.js';

/** The overview answers within this, with the kinds that came back (the others are `missing`). */
export const SEARCH_DEADLINE_MS = 1500;

/** Which service owns each kind, and the request it answers. */
const SOURCES: Record<SearchKind, { service: 'social' | 'content'; pattern: string }> = {
  members: { service: 'social', pattern: SocialPatterns.searchMembers },
  posts: { service: 'social', pattern: SocialPatterns.searchPosts },
  hashtags: { service: 'social', pattern: SocialPatterns.searchHashtags },
  strains: { service: 'content', pattern: ContentPatterns.searchStrains },
  stories: { service: 'content', pattern: ContentPatterns.searchStories },
  guides: { service: 'content', pattern: ContentPatterns.searchGuides },
};

/** A refusal or a bad request answers for the whole search; only unavailability leaves a kind missing. */
const isRefusal = (reason: unknown) => reason instanceof RpcError && reason.status < 500;

export function parseSearchText(value: unknown): string {
  const q = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (q === '') throw RpcError.badRequest(SearchMessages.queryRequired);
  if (q.length > SearchLimits.queryMax) throw RpcError.badRequest(SearchMessages.queryMax);
  return q;
}

export function parseSearchKind(value: unknown): SearchKind {
  if (typeof value !== 'string' || !(SEARCH_KINDS as readonly string[]).includes(value)) throw RpcError.badRequest(SearchMessages.invalidType);
  return value as SearchKind;
}

/**
 * The one search (issue 27): each kind from the service that owns it, asked in parallel. Stories
 * live in content, which knows nothing of blocks: the members hidden from the searcher (either
 * side of a block) are asked of social first and passed along, and without that answer stories
 * are missing rather than shown unfiltered. Direct messages are never asked for.
 */
@Injectable()
export class SearchComposer {
  constructor(
    @Inject(serviceClientToken('social')) private readonly social: ServiceClient,
    @Inject(serviceClientToken('content')) private readonly content: ServiceClient,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  private client(kind: SearchKind): ServiceClient {
    return SOURCES[kind].service === 'social' ? this.social : this.content;
  }

  /** `deadline` (epoch ms) bounds the whole kind, the hidden members included; without one, each call has the client's timeout. */
  private async ask<T>(kind: SearchKind, member: SignedInCaller, query: SearchKindQuery, deadline?: number): Promise<Page<T>> {
    const left = () => (deadline === undefined ? undefined : Math.max(1, deadline - Date.now()));
    if (kind === 'stories') {
      const { userIds } = await this.social.send<{ userIds: string[] }>(SocialPatterns.hiddenMembers, member, {}, left());
      query = { ...query, hiddenUserIds: userIds };
    }
    return this.client(kind).send<Page<T>>(SOURCES[kind].pattern, member, query, left());
  }

  async overview(caller: Caller, q: unknown, deadlineMs = SEARCH_DEADLINE_MS): Promise<SearchOverview> {
    const member = requireSignedIn(caller);
    const text = parseSearchText(q);
    const deadline = Date.now() + deadlineMs;
    // Members in the overview: names that start with the text or are one typo from it; the slower
    // walk for merely similar names waits for the Members tab (SearchKindQuery.similarNames).
    const query = (kind: SearchKind): SearchKindQuery => (kind === 'members'
      ? { q: text, limit: SearchLimits.overview, similarNames: false }
      : { q: text, limit: SearchLimits.overview });
    const answers = await Promise.allSettled(SEARCH_KINDS.map((kind) => this.ask(kind, member, query(kind), deadline)));
    const refusal = answers.find((answer) => answer.status === 'rejected' && isRefusal(answer.reason));
    if (refusal?.status === 'rejected') throw refusal.reason;
    if (answers.every((answer) => answer.status === 'rejected')) throw RpcError.unavailable('Search is not available right now');
    const overview = { missing: [] as SearchKind[] } as unknown as SearchOverview;
    SEARCH_KINDS.forEach((kind, index) => {
      const answer = answers[index];
      if (answer.status === 'fulfilled') {
        (overview as unknown as Record<SearchKind, unknown[]>)[kind] = answer.value.items;
      } else {
        this.logger.warn({ err: answer.reason, kind, requestId: caller.requestId }, 'search kind unavailable');
        (overview as unknown as Record<SearchKind, unknown[]>)[kind] = [];
        overview.missing.push(kind);
      }
    });
    return overview;
  }

  /** A page of one kind; its service being unavailable is a 503 like any list. */
  async page(caller: Caller, input: { q?: unknown; type?: unknown; limit?: unknown; cursor?: unknown }): Promise<Page<unknown>> {
    const member = requireSignedIn(caller);
    const text = parseSearchText(input.q);
    const kind = parseSearchKind(input.type);
    const limit = input.limit === undefined || input.limit === '' ? SearchLimits.pageDefault : input.limit;
    const cursor = typeof input.cursor === 'string' ? input.cursor : undefined;
    const query = { q: text, limit, cursor } as SearchKindQuery;
    return this.ask(kind, member, query);
  }
}
