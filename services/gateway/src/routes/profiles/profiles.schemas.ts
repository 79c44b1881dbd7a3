import type { MemberStatsDto, ProfileDto, ProfileUpdateInput } from '@cannaverse/contracts';
import { binary, boolOrNull, int, intOrNull, optional, strOrNull } from '../../openapi/schema-props.js';
import { UserResponse } from '../accounts/accounts.schemas.js';

/** `ProfileDto`: identity's profile with social's counts (null while social does not answer). */
export class ProfileResponse extends UserResponse implements ProfileDto {
  @intOrNull() followersCount!: number | null;
  @intOrNull() followingCount!: number | null;
  @intOrNull() postsCount!: number | null;
  @boolOrNull({ description: 'Whether the signed-in reader follows this member.' }) isFollowing!: boolean | null;
}

export class MemberStatsResponse implements MemberStatsDto {
  @int() posts!: number;
  @int({ description: 'Likes the member\'s posts received.' }) likesReceived!: number;
  @int({ description: 'Posts that carry a strain review.' }) reviews!: number;
}

/** Any of the fields; null (or "") clears one. `avatar` is an image data URL, or the current avatar URL to keep it. */
export class ProfileUpdateBody implements ProfileUpdateInput {
  @strOrNull(optional) displayName?: string | null;
  @strOrNull(optional) bio?: string | null;
  @strOrNull(optional) location?: string | null;
  @strOrNull(optional) pronouns?: string | null;
  @strOrNull(optional) website?: string | null;
  @strOrNull({ ...optional, description: '`data:image/...;base64,...`, the current avatar URL, or null/"" to remove it.' }) avatar?: string | null;
}

/** `PUT /api/users/{id}/avatar`: multipart. */
export class AvatarUploadBody {
  @binary({ description: "An image of at most 5 MB." }) avatar!: unknown;
}
