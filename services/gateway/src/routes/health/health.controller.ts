import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { HEALTH_PATTERNS, SERVICES, type ServiceName } from '@cannaverse/contracts';
import { serviceClientToken, type ServiceClient } from '@cannaverse/platform';
import { ModuleRef } from '@nestjs/core';
import { NATS_CONNECTION, REDIS } from '../../infrastructure.js';

type Status = 'up' | 'down';
const CHECK_DEADLINE_MS = 1500;
const CACHE_MS = 1000;

interface HealthReport {
  status: 200 | 503;
  body: { status: 'ok' | 'degraded' | 'down'; dependencies: Record<string, Status> };
}
/** Without these the product cannot sign anyone in; the rest degrade single features. */
const REQUIRED = ['redis', 'nats', 'identity'] as const;

const withDeadline = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_DEADLINE_MS))]);

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    private readonly moduleRef: ModuleRef,
  ) {}

  private latest: { at: number; result: Promise<HealthReport> } | null = null;

  /**
   * Load balancers and dashboards poll this; one probe round serves every caller for a second
   * (and concurrent callers share the round in flight) instead of fanning out per request.
   */
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport['body']> {
    if (!this.latest || Date.now() - this.latest.at > CACHE_MS) {
      this.latest = { at: Date.now(), result: this.probeAll() };
    }
    const report = await this.latest.result;
    void reply.code(report.status);
    return report.body;
  }

  private async probeAll(): Promise<HealthReport> {
    const probe = async (check: () => Promise<unknown>): Promise<Status> => {
      try {
        await withDeadline(check());
        return 'up';
      } catch {
        return 'down';
      }
    };
    const serviceProbe = (service: ServiceName) => probe(async () => {
      const client = this.moduleRef.get<ServiceClient>(serviceClientToken(service), { strict: false });
      const health = await client.send<{ status: Status }>(HEALTH_PATTERNS[service], null, {}, CHECK_DEADLINE_MS);
      if (health.status !== 'up') throw new Error('down');
    });
    const names = ['redis', 'nats', ...SERVICES] as const;
    const results = await Promise.all([
      probe(() => this.redis.ping()),
      probe(() => this.nats.flush()),
      ...SERVICES.map(serviceProbe),
    ]);
    const dependencies = Object.fromEntries(names.map((name, index) => [name, results[index]])) as Record<(typeof names)[number], Status>;
    const healthy = REQUIRED.every((name) => dependencies[name] === 'up');
    const allUp = Object.values(dependencies).every((status) => status === 'up');
    return { status: healthy ? 200 : 503, body: { status: allUp ? 'ok' : healthy ? 'degraded' : 'down', dependencies } };
  }
}
