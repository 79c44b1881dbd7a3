import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminDashboardDto, Caller } from '@cannaverse/contracts';
import { CurrentCaller } from '../../session/actor.js';
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
  get(@CurrentCaller() caller: Caller): Promise<AdminDashboardDto> {
    return this.dashboard.compose(caller);
  }
}
