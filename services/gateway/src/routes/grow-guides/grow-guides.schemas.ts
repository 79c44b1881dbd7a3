import {
  GROW_GUIDE_METHODS,
  type GrowGuideDto, type GrowGuideMethod, type GrowGuideStepDto, type GrowGuideSummary, type PremiumContentError,
} from '@cannaverse/contracts';
import { alwaysTrue, bool, dateTime, int, list, obj, oneOf, optional, str, strOrNull } from '../../openapi/schema-props.js';
import { ErrorResponse } from '../../openapi/route-docs.js';

export class GrowGuideSummaryResponse implements GrowGuideSummary {
  @int() id!: number;
  @str() slug!: string;
  @str() title!: string;
  @str() summary!: string;
  @oneOf(GROW_GUIDE_METHODS) method!: GrowGuideMethod;
  @int({ minimum: 1, maximum: 5, description: '1 Beginner … 5 Expert.' }) difficulty!: number;
  @strOrNull() timeToHarvest!: string | null;
  @strOrNull() imageUrl!: string | null;
  @bool() isPremium!: boolean;
  @dateTime() publishedAt!: string;
  @bool({ description: 'False for a premium guide the member may only preview.' }) hasAccess!: boolean;
}

export class GrowGuideStepResponse implements GrowGuideStepDto {
  @int() id!: number;
  @int() stepNumber!: number;
  @str() title!: string;
  @str({ description: 'Plain text (docs/grow-guides.md), never HTML.' }) content!: string;
  @strOrNull() imageUrl!: string | null;
}

export class GrowGuideResponse extends GrowGuideSummaryResponse implements GrowGuideDto {
  @str({ description: 'Plain text: blocks split by a blank line; a block of `- ` lines is a list.' }) content!: string;
  @strOrNull() authorId!: string | null;
  @dateTime() createdAt!: string;
  @dateTime() updatedAt!: string;
  @list(() => GrowGuideStepResponse, { description: 'In stepNumber order.' }) steps!: GrowGuideStepResponse[];
}

/** 403 for premium content without access: the client opens the premium dialog. */
export class PremiumContentErrorResponse extends ErrorResponse implements PremiumContentError {
  @alwaysTrue() premiumContent!: true;
  @obj(() => GrowGuideSummaryResponse, { ...optional, description: 'A grow guide\'s card, the preview behind the dialog.' })
  guide?: GrowGuideSummaryResponse;
}

