import { MutedWordLimits, type BlockedMemberDto, type BlockStatusDto, type MutedMemberDto, type MutedWordsDto, type MuteStatusDto } from '@cannaverse/contracts';
import { bool, dateTime, obj, strings } from '../../openapi/schema-props.js';
import { AuthorCardResponse } from '../accounts/accounts.schemas.js';

export class BlockStatusResponse implements BlockStatusDto {
  @bool({ description: 'Whether the caller blocks that member.' }) blocked!: boolean;
}

export class BlockedMemberResponse implements BlockedMemberDto {
  @obj(() => AuthorCardResponse) user!: AuthorCardResponse;
  @dateTime() blockedAt!: string;
}

export class MuteStatusResponse implements MuteStatusDto {
  @bool({ description: 'Whether the caller mutes that member.' }) muted!: boolean;
}

export class MutedMemberResponse implements MutedMemberDto {
  @obj(() => AuthorCardResponse) user!: AuthorCardResponse;
  @dateTime() mutedAt!: string;
}

export class MutedWordsResponse implements MutedWordsDto {
  @strings({
    description: `Words, phrases or #hashtags (lower case, at most ${MutedWordLimits.count}, each 1 to ${MutedWordLimits.length} characters); a post containing one as a whole word leaves the caller's feeds and topic pages.`,
  }) words!: string[];
}

export class MutedWordsBody extends MutedWordsResponse {}
