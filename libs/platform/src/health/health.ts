import { Controller, Global, Injectable, Module, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { createServer, type Server } from 'node:http';
import { DataSource } from 'typeorm';
import { renderMetrics } from '../observability/metrics.js';

export interface ServiceHealth {
  service: string;
  status: 'up' | 'down';
  database: 'up' | 'down';
}

export async function checkDatabase(dataSource: DataSource): Promise<'up' | 'down'> {
  try {
    await dataSource.query('SELECT 1');
    return 'up';
  } catch {
    return 'down';
  }
}

/** How long one readiness check may take before it counts as down (a probe must answer quickly). */
const READINESS_CHECK_MS = 1_000;

/**
 * What a service's readiness needs besides its database: a service that serves viewers through
 * more than its database (streaming: the live bus on NATS and Redis) injects this and adds a
 * check per dependency. Every service has exactly one (ReadinessModule, global, imported by
 * serviceModule; empty unless a feature adds to it); `bootstrapService` takes it from the app and
 * `GET /health` includes each check, so a replica cut off from one of them stops receiving traffic (issue 21).
 */
@Injectable()
export class ReadinessChecks {
  private readonly checks = new Map<string, () => Promise<boolean> | boolean>();

  add(name: string, check: () => Promise<boolean> | boolean): void {
    this.checks.set(name, check);
  }

  /** Each dependency's state; one that throws or takes longer than a second is down. */
  async run(): Promise<Record<string, 'up' | 'down'>> {
    const entries = await Promise.all([...this.checks].map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), READINESS_CHECK_MS);
      });
      const up = await Promise.race([Promise.resolve().then(check), timeout]).catch(() => false);
      clearTimeout(timer);
      return [name, up ? 'up' : 'down'] as const;
    }));
    return Object.fromEntries(entries);
  }
}

/** Provides the service's one ReadinessChecks to the whole application (serviceModule imports it). */
@Global()
@Module({ providers: [ReadinessChecks], exports: [ReadinessChecks] })
export class ReadinessModule {}

/** Readiness: the database and every check the service added; up only when all are. */
export async function serviceReadiness(service: string, dataSource: DataSource, checks: ReadinessChecks | null): Promise<ServiceHealth & Record<string, string>> {
  const [database, others] = await Promise.all([checkDatabase(dataSource), checks?.run() ?? {}]);
  const up = database === 'up' && Object.values(others).every((state) => state === 'up');
  return { ...others, service, status: up ? 'up' : 'down', database };
}

/** The health request every service answers over NATS (the gateway's /api/health asks each). */
export function createHealthController(service: string, pattern: string): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(private readonly dataSource: DataSource) {}

    @MessagePattern(pattern)
    async check(): Promise<ServiceHealth> {
      const database = await checkDatabase(this.dataSource);
      return { service, status: database === 'up' ? 'up' : 'down', database };
    }
  }
  return HealthController;
}

/**
 * A tiny HTTP server for container probes and Prometheus (`GET /metrics`), on HEALTH_HOST. `GET /livez` is the
 * liveness probe: it answers while the process's event loop does and checks nothing else, so a
 * database blip never restarts a pod. `GET /health` is readiness (and the startupProbe): the
 * database answers. The server only listens once the service has started (migrations applied or
 * waited for), which is what the startupProbe waits for.
 */
export function startHealthServer(port: number, host: string, check: () => Promise<{ status: 'up' | 'down' }>): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/livez') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"alive"}');
      return;
    }
    if (request.url === '/metrics') {
      renderMetrics()
        .then(({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body))
        .catch(() => response.writeHead(500).end());
      return;
    }
    if (request.url !== '/health') {
      response.writeHead(404).end();
      return;
    }
    check()
      .then((health) => {
        response.writeHead(health.status === 'up' ? 200 : 503, { 'content-type': 'application/json' });
        response.end(JSON.stringify(health));
      })
      .catch(() => response.writeHead(503).end());
  });
  // HEALTH_HOST: loopback unless a container's probes and Prometheus must reach it (config.ts).
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
