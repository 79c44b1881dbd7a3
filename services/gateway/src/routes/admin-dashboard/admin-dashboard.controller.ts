import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Actor, AdminDashboardDto } from '@cannaverse/contracts';
import { CurrentActor } from '../../session/actor.js';
import { DashboardComposer } from './dashboard-composer.js';

@ApiTags('admin-dashboard')
@Controller('api/admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: DashboardComposer) {}

  @Get()
  get(@CurrentActor() actor: Actor | null): Promise<AdminDashboardDto> {
    return this.dashboard.compose(actor);
  }
}
