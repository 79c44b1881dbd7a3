import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type RpcRequest, type SocialStatsDto } from '@cannaverse/contracts';
import { requireAdmin } from '@cannaverse/platform';
import { StatsService } from './stats.service.js';

@Controller()
export class StatsController {
  constructor(private readonly service: StatsService) {}

  @MessagePattern(SocialPatterns.stats)
  stats(@Payload() request: RpcRequest<unknown>): Promise<SocialStatsDto> {
    requireAdmin(request);
    return this.service.figures();
  }
}
