import type { BlockedMemberDto, BlockStatusDto } from '@cannaverse/contracts';
import { bool, dateTime, obj } from '../../openapi/schema-props.js';
import { AuthorCardResponse } from '../accounts/accounts.schemas.js';

export class BlockStatusResponse implements BlockStatusDto {
  @bool({ description: 'Whether the caller blocks that member.' }) blocked!: boolean;
}

export class BlockedMemberResponse implements BlockedMemberDto {
  @obj(() => AuthorCardResponse) user!: AuthorCardResponse;
  @dateTime() blockedAt!: string;
}
