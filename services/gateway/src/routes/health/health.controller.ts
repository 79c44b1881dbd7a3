import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthService, type HealthBody } from './health.service.js';
import { ApiResponse } from '@nestjs/swagger';
import { Route } from '../../openapi/route-docs.js';
import { HealthResponse } from './health.schemas.js';

/**
 * `GET /api/health`. The gateway's front door (http/front-door.ts) answers it before sessions and
 * body parsing; this route documents it in the OpenAPI document and answers if that ever changes.
 */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Route({ summary: 'Health of the gateway and what it depends on', audience: 'none', ok: HealthResponse })
  @ApiResponse({ status: 503, type: HealthResponse, description: 'A required dependency (redis, nats, identity) is down.' })
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthBody> {
    const report = await this.health.report();
    void reply.code(report.status);
    return report.body;
  }
}
