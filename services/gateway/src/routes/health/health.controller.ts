import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthService, type HealthBody } from './health.service.js';

/**
 * `GET /api/health`. The gateway's front door (http/front-door.ts) answers it before sessions and
 * body parsing; this route documents it in the OpenAPI document and answers if that ever changes.
 */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthBody> {
    const report = await this.health.report();
    void reply.code(report.status);
    return report.body;
  }
}
