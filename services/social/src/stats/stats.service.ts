import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SocialStatsDto } from '@cannaverse/contracts';
import { readRowCounters } from '@cannaverse/platform';
import { SOCIAL_COUNTERS } from './social-counters.js';

/** Posts and messages in total, for the admin dashboard. */
@Injectable()
export class StatsService {
  constructor(private readonly dataSource: DataSource) {}

  async figures(): Promise<SocialStatsDto> {
    const { posts, messages } = await readRowCounters(this.dataSource.manager, [SOCIAL_COUNTERS.posts.name, SOCIAL_COUNTERS.messages.name]);
    return { posts, messages };
  }
}
