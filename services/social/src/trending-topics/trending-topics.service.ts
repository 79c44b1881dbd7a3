import { Injectable } from '@nestjs/common';
import { SocialLimits, type TrendingTopicDto } from '@cannaverse/contracts';
import { computeTrending, localHour } from './trending-score.js';
import { TrendingTopicsRepository } from './trending-topics.repository.js';

/** Three days of posts, a post's weight halving every 24 h: "trending" means this week's talk, today first. */
export const TRENDING_WINDOW_HOURS = 72;
export const TRENDING_HALF_LIFE_HOURS = 24;

@Injectable()
export class TrendingTopicsService {
  constructor(private readonly repository: TrendingTopicsRepository) {}

  /** Recomputes and stores the list (the 5-minute job); returns what it stored. */
  async recompute(now = new Date(), random: () => number = Math.random): Promise<TrendingTopicDto[]> {
    const usage = await this.repository.hashtagUsage({
      now, hours: TRENDING_WINDOW_HOURS, halfLifeHours: TRENDING_HALF_LIFE_HOURS, limit: SocialLimits.trendingTopicsShown,
    });
    const topics = computeTrending({ usage, hour: localHour(now), random });
    await this.repository.replace(topics, now);
    return topics;
  }

  /** The stored list; computed on the spot the first time, before the job has ever run. */
  async list(): Promise<TrendingTopicDto[]> {
    const stored = await this.repository.list();
    return stored.length > 0 ? stored : this.recompute();
  }
}
