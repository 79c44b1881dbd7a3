import type { FollowResult } from '@cannaverse/contracts';
import { bool, int } from '../../openapi/schema-props.js';

export class FollowResponse implements FollowResult {
  @bool() following!: boolean;
  @int() followersCount!: number;
}
