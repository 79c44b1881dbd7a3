import type { TopicCategory, TrendingTopicDto } from '@cannaverse/contracts';
import { bool, int, num, oneOf, str } from '../../openapi/schema-props.js';

const CATEGORIES = ['strains', 'growing', 'consumption', 'medical', 'science', 'culture', 'community'] as const;

export class TrendingTopicResponse implements TrendingTopicDto {
  @str({ description: 'Without `#`; its discussions are `/api/community/discussions?topic={name}`.' }) name!: string;
  @oneOf(CATEGORIES) category!: TopicCategory | 'community';
  @num() score!: number;
  @int() postCount!: number;
  @bool({ description: 'The first 3 are highlighted.' }) highlighted!: boolean;
}
