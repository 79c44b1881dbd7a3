import type { HashtagSearchResult, MemberSearchResult, SearchKind, SuggestedMember } from '@cannaverse/contracts';
import { int, list, str, strOrNull, strings } from '../../openapi/schema-props.js';
import { PostResponse } from '../posts/posts.schemas.js';
import { StrainSummaryResponse } from '../strains/strains.schemas.js';
import { StrainStoryResponse } from '../strain-stories/strain-stories.schemas.js';
import { GrowGuideSummaryResponse } from '../grow-guides/grow-guides.schemas.js';

export class MemberSearchResultResponse implements MemberSearchResult {
  @str({ format: 'uuid' }) id!: string;
  @str() username!: string;
  @strOrNull() displayName!: string | null;
  @strOrNull() avatar!: string | null;
  @int() followers!: number;
  @int() posts!: number;
}

export class HashtagSearchResultResponse implements HashtagSearchResult {
  @str({ description: 'Lower-case, without `#`; its topic page is `/community/discussions?topic={tag}`.' }) tag!: string;
  @str({ description: 'How posts spelled it.' }) spelling!: string;
}

export class SuggestedMemberResponse extends MemberSearchResultResponse implements SuggestedMember {
  @strings({ description: 'Hashtags (`#tag`) and strains shared with the caller; empty for one of the most active members.' }) shared!: string[];
}

export class SearchOverviewResponse {
  @list(() => MemberSearchResultResponse) members!: MemberSearchResultResponse[];
  @list(() => PostResponse) posts!: PostResponse[];
  @list(() => HashtagSearchResultResponse) hashtags!: HashtagSearchResultResponse[];
  @list(() => StrainSummaryResponse) strains!: StrainSummaryResponse[];
  @list(() => StrainStoryResponse) stories!: StrainStoryResponse[];
  @list(() => GrowGuideSummaryResponse) guides!: GrowGuideSummaryResponse[];
  @strings({ description: 'Kinds whose service did not answer within the deadline (their lists are empty): `members`, `posts`, `hashtags`, `strains`, `stories`, `guides`.' })
  missing!: SearchKind[];
}
