import {
  STORY_EXPERIENCES, STRAIN_TYPES,
  type StoryExperience, type StoryStrainDto, type StoryUpvoteResult, type StrainStoryCreated, type StrainStoryDto,
  type StrainStoryInput, type StrainType,
} from '@cannaverse/contracts';
import {
  alwaysTrue, bool, dateTime, int, obj, oneOf, oneOfOrNull, optional, str, strOrNull, strings, uuid,
} from '../../openapi/schema-props.js';
import { AuthorCardResponse } from '../accounts/accounts.schemas.js';

export class StoryStrainResponse implements StoryStrainDto {
  @int() id!: number;
  @str() name!: string;
  @oneOf(STRAIN_TYPES) type!: StrainType;
}

export class StrainStoryResponse implements StrainStoryDto {
  @int() id!: number;
  @uuid() userId!: string;
  @str() title!: string;
  @str() content!: string;
  @int() strainId!: number;
  @int({ minimum: 1, maximum: 5 }) rating!: number;
  @strings({ description: '`effectsFelt` then `helpedWith`.' }) effects!: string[];
  @strings() effectsFelt!: string[];
  @strings({ description: 'Effects named "… Relief".' }) helpedWith!: string[];
  @oneOf(STORY_EXPERIENCES) experience!: StoryExperience;
  @strOrNull() consumptionMethod!: string | null;
  @strOrNull() mediaUrl!: string | null;
  @oneOfOrNull(['image', 'video']) mediaType!: 'image' | 'video' | null;
  @int() upvotes!: number;
  @bool() upvotedByMe!: boolean;
  @dateTime() createdAt!: string;
  @dateTime() updatedAt!: string;
  @obj(() => AuthorCardResponse) author!: AuthorCardResponse;
  @obj(() => StoryStrainResponse) strain!: StoryStrainResponse;
}

export class StrainStoryBody implements StrainStoryInput {
  @str({ minLength: 3, maxLength: 100 }) title!: string;
  @str({ minLength: 30, maxLength: 5000 }) content!: string;
  @int() strainId!: number;
  @int({ ...optional, minimum: 1, maximum: 5, description: '5 when left out.' }) rating?: number;
  @strings({ minItems: 1, maxItems: 10, description: 'Common or custom effects (30 characters each), no repeats.' }) effects!: string[];
}

export class StrainStoryCreatedResponse implements StrainStoryCreated {
  @int() id!: number;
  @obj(() => StrainStoryResponse) story!: StrainStoryResponse;
}

export class StoryUpvoteResponse implements StoryUpvoteResult {
  @int() id!: number;
  @int() upvotes!: number;
  @alwaysTrue() upvotedByMe!: true;
}
