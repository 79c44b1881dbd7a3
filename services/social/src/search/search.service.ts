import { Injectable } from '@nestjs/common';
import { hasPremiumAccess, type Actor, type HashtagSearchResult, type MemberSearchResult, type Page, type PostDto, type SuggestedMember } from '@cannaverse/contracts';
import { decodeKeysetCursor, decodeOffsetCursor, parseSearchQuery, RpcError, toKeysetPage, toOffsetPage } from '@cannaverse/platform';
import { toPostDto } from '../posts/post.mapper.js';
import { SearchRepository, type MemberResultRow } from './search.repository.js';

/** Suggested members shown at once (the Following tab's empty state, the onboarding 'connect' step). */
export const SUGGESTED_MEMBERS_MAX = 20;

const toMember = (row: MemberResultRow): MemberSearchResult => ({
  id: row.id, username: row.username, displayName: row.display_name, avatar: row.avatar, followers: row.followers, posts: row.posts,
});

/** '@Ann' finds ann: names are matched lower-cased, without a leading '@'. */
const memberText = (q: string) => q.replace(/^@+/, '').toLowerCase();
/** '#GrowDiary' and 'grow diary' find growdiary: tags are letters, digits and '_'. */
const hashtagText = (q: string) => q.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, '');

/**
 * Social's part of the one search (issue 27): members, posts and hashtags, never anything of a
 * member either side of a block with the searcher, never a direct message (messages are not
 * searched at all). Removed posts are deleted rows, so they cannot match.
 */
@Injectable()
export class SearchService {
  constructor(private readonly search: SearchRepository) {}

  async members(actor: Actor, input: unknown): Promise<Page<MemberSearchResult>> {
    const query = parseSearchQuery(input);
    const offset = decodeOffsetCursor(query.cursor);
    const text = memberText(query.q);
    if (text === '') return { items: [], nextCursor: null };
    return toOffsetPage(await this.search.members(actor.id, text, query.limit, offset, query.similarNames), offset, query.limit, toMember);
  }

  async posts(actor: Actor, input: unknown): Promise<Page<PostDto>> {
    const query = parseSearchQuery(input);
    const after = decodeKeysetCursor(query.cursor);
    return toKeysetPage(await this.search.posts(actor.id, query.q, hasPremiumAccess(actor), query.limit, after), query.limit, toPostDto);
  }

  async hashtags(_actor: Actor, input: unknown): Promise<Page<HashtagSearchResult>> {
    const query = parseSearchQuery(input);
    const offset = decodeOffsetCursor(query.cursor);
    const tag = hashtagText(query.q);
    if (tag === '') return { items: [], nextCursor: null };
    return toOffsetPage(await this.search.hashtags(tag, query.limit, offset), offset, query.limit, (row) => ({ tag: row.tag, spelling: row.spelling }));
  }

  async hiddenMembers(actor: Actor): Promise<{ userIds: string[] }> {
    return { userIds: await this.search.hiddenMembers(actor.id) };
  }

  async suggested(actor: Actor, input: unknown): Promise<SuggestedMember[]> {
    const raw = (input as { limit?: unknown } | null)?.limit;
    const limit = raw === undefined || raw === null || raw === '' ? 10 : typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : raw;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > SUGGESTED_MEMBERS_MAX) {
      throw RpcError.badRequest(`limit must be a whole number from 1 to ${SUGGESTED_MEMBERS_MAX}`);
    }
    const rows = await this.search.suggested(actor.id, limit);
    return rows.map((row) => ({ ...toMember(row), shared: row.shared }));
  }
}
