import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityPatterns, type IdentityStatsDto, type RpcRequest } from '@cannaverse/contracts';
import { readRowCounters, requireAdmin } from '@cannaverse/platform';
import { DataSource } from 'typeorm';
import { MEMBERS_COUNTER } from './members-counter.js';

/** The admin dashboard's member count (admins only), from a trigger-kept counter. */
@Controller()
export class StatsController {
  constructor(private readonly dataSource: DataSource) {}

  @MessagePattern(IdentityPatterns.stats)
  async stats(@Payload() request: RpcRequest<unknown>): Promise<IdentityStatsDto> {
    requireAdmin(request);
    const counters = await readRowCounters(this.dataSource.manager, [MEMBERS_COUNTER.name]);
    return { members: counters[MEMBERS_COUNTER.name] };
  }
}
