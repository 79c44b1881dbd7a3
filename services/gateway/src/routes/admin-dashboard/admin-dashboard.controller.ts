import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Actor, AdminDashboardDto } from '@cannaverse/contracts';
import { CurrentActor } from '../../session/actor.js';
import { DashboardComposer } from './dashboard-composer.js';
import { Route } from '../../openapi/route-docs.js';
import { AdminDashboardResponse } from './admin-dashboard.schemas.js';

@ApiTags('admin-dashboard')
@Controller('api/admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: DashboardComposer) {}

  @Route({
    summary: 'The admin dashboard', audience: 'admin', ok: AdminDashboardResponse,
    description: 'Each figure from its service, asked in parallel; null for a service that did not answer within 1.5 s. 503 when none answers.',
  })
  @Get()
  get(@CurrentActor() actor: Actor | null): Promise<AdminDashboardDto> {
    return this.dashboard.compose(actor);
  }
}
