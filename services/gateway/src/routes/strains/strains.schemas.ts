import {
  STRAIN_REACTION_EMOJI, STRAIN_TYPES,
  type ReportedEffectDto, type StrainDto, type StrainGrowTipsDto, type StrainMembersReportDto, type StrainReactionEmoji,
  type StrainReactionInput, type StrainReactionsDto, type StrainSourceDto, type StrainSummary, type StrainType, type StrainPage, type StrainTypeCounts,
  type TerpeneAnalysisDto, type TerpeneProfileDto,
} from '@cannaverse/contracts';
import {
  dateTime, int, intOrNull, list, mapOf, numOrNull, obj, objOrNull, oneOf, optional, str, strOrNull, strings, uuid,
} from '../../openapi/schema-props.js';

export const STRAIN_EMOJI = STRAIN_REACTION_EMOJI.map((entry) => entry.emoji);

export class TerpeneProfileResponse implements TerpeneProfileDto {
  @strings() primary!: string[];
  @strings() secondary!: string[];
}

/** Fractions of dry flower weight; null = not analysed. */
export class TerpeneAnalysisResponse implements TerpeneAnalysisDto {
  @numOrNull() myrcene!: number | null;
  @numOrNull() limonene!: number | null;
  @numOrNull() caryophyllene!: number | null;
  @numOrNull() pinene!: number | null;
  @numOrNull() linalool!: number | null;
}

export class StrainGrowTipsResponse implements StrainGrowTipsDto {
  @intOrNull({ minimum: 1, maximum: 5 }) difficulty!: number | null;
  @strOrNull() floweringTime!: string | null;
  @strOrNull() yield!: string | null;
  @strOrNull() growEnvironment!: string | null;
  @strOrNull() growTips!: string | null;
}

export class StrainSourceResponse implements StrainSourceDto {
  @str() title!: string;
  @str() publisher!: string;
  @str() url!: string;
}

export class StrainSummaryResponse implements StrainSummary {
  @int() id!: number;
  @str() name!: string;
  @oneOf(STRAIN_TYPES) type!: StrainType;
  @numOrNull({ minimum: 0, maximum: 5 }) rating!: number | null;
  @int({ description: 'How many of our members rated it (posts and stories).' }) reviewCount!: number;
  @numOrNull({ minimum: 1, maximum: 5, description: 'Our members\' average rating to one decimal (the members report\'s); null when none rated it.' }) membersRating!: number | null;
  @numOrNull() thcContent!: number | null;
  @numOrNull({ description: 'null = not reported.' }) cbdContent!: number | null;
  @str() description!: string;
  @strings() effects!: string[];
  @strings() flavors!: string[];
  @str() imageUrl!: string;
}

export class StrainTypeCountsResponse implements StrainTypeCounts {
  @int() all!: number;
  @int() Indica!: number;
  @int() Sativa!: number;
  @int() Hybrid!: number;
}

export class StrainPageResponse implements StrainPage {
  @list(() => StrainSummaryResponse) items!: StrainSummaryResponse[];
  @strOrNull({ description: 'Pass as `cursor` for the next page; null on the last page.' }) nextCursor!: string | null;
  @objOrNull(() => StrainTypeCountsResponse, { description: 'Matches per type (the library\'s tabs), on the first page only.' }) typeCounts!: StrainTypeCountsResponse | null;
}

/** The four premium keys are present only for premium members and admins; null = not analysed yet. */
export class StrainResponse extends StrainSummaryResponse implements StrainDto {
  @str() slug!: string;
  @obj(() => TerpeneProfileResponse) terpeneProfile!: TerpeneProfileResponse;
  @strings() medicalBenefits!: string[];
  @strings() negativeEffects!: string[];
  @strOrNull(optional) enhancedDescription?: string | null;
  @objOrNull(() => TerpeneAnalysisResponse, optional) terpeneAnalysis?: TerpeneAnalysisResponse | null;
  @objOrNull(() => StrainGrowTipsResponse, optional) growTips?: StrainGrowTipsResponse | null;
  @list(() => StrainSourceResponse, optional) premiumSources?: StrainSourceResponse[];
  @dateTime() createdAt!: string;
  @dateTime() updatedAt!: string;
}

export class StrainReactionDetailResponse {
  @uuid() userId!: string;
  @oneOf(STRAIN_EMOJI) emojiType!: StrainReactionEmoji;
}

export class StrainReactionsResponse implements StrainReactionsDto {
  @mapOf({ type: 'integer' }, { description: 'Emoji → count, only emoji someone chose.', example: { '😊': 3 } })
  reactions!: Partial<Record<StrainReactionEmoji, number>>;
  @int() total!: number;
  @list(() => StrainReactionDetailResponse, { description: 'The caller\'s own first, then the newest others (at most 100).' })
  details!: StrainReactionDetailResponse[];
}

export class StrainReactionBody implements StrainReactionInput {
  @oneOf(STRAIN_EMOJI) emojiType!: StrainReactionEmoji;
}

export class ReportedEffectResponse implements ReportedEffectDto {
  @str() effect!: string;
  @int() count!: number;
}

export class RatingSummaryResponse {
  @int() count!: number;
  @numOrNull() averageRating!: number | null;
}

export class StrainMembersReportResponse implements StrainMembersReportDto {
  @obj(() => RatingSummaryResponse) postRatings!: RatingSummaryResponse;
  @obj(() => RatingSummaryResponse) storyRatings!: RatingSummaryResponse;
  @numOrNull() averageRating!: number | null;
  @list(() => ReportedEffectResponse, { description: 'Most frequent first, at most 5.' }) topEffects!: ReportedEffectResponse[];
}

