import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { HEALTH_PATTERNS, SERVICES, type ServiceName } from '@cannaverse/contracts';
import { serviceClientToken, ServiceRedis, type ServiceClient } from '@cannaverse/platform';
import { NATS_CONNECTION } from '../../infrastructure.js';

export type DependencyStatus = 'up' | 'down';
const CHECK_DEADLINE_MS = 1500;
const CACHE_MS = 1000;

export interface HealthBody {
  status: 'ok' | 'degraded' | 'down';
  dependencies: Record<string, DependencyStatus>;
}

export interface HealthReport {
  status: 200 | 503;
  body: HealthBody;
}

/** A settled round's answer as the bytes the probe server sends (serialized once per round). */
export interface SerializedHealth {
  status: 200 | 503;
  json: string;
}

/** Without these the product cannot sign anyone in; the rest degrade single features. */
const REQUIRED = ['redis', 'nats', 'identity'] as const;

const withDeadline = <T>(promise: Promise<T>) => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), CHECK_DEADLINE_MS); })])
    .finally(() => clearTimeout(timer));
};

/**
 * Which dependency is up. Load balancers and dashboards poll this; one probe round serves every
 * caller for a second (and concurrent callers share the round in flight) instead of fanning out
 * per request.
 */
@Injectable()
export class HealthService {
  private latest: { at: number; result: Promise<HealthReport> } | null = null;
  /** The latest round once it has answered, serialized: what every probe of its second is sent. */
  private settled: { at: number; answer: SerializedHealth } | null = null;
  /** The gateway's one Redis client: its answer is this pod's readiness. */
  private readonly redis: Redis;

  constructor(
    serviceRedis: ServiceRedis,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    private readonly moduleRef: ModuleRef,
  ) {
    this.redis = serviceRedis.client();
  }

  report(): Promise<HealthReport> {
    if (!this.latest || Date.now() - this.latest.at > CACHE_MS) {
      const at = Date.now();
      const result = this.probeAll();
      this.latest = { at, result };
      void result.then((report) => {
        if (this.latest?.at === at) this.settled = { at, answer: { status: report.status, json: JSON.stringify(report.body) } };
      });
    }
    return this.latest.result;
  }

  /**
   * The current round's answer when it has already settled, else null (the caller awaits `report`).
   * Issue 28: a poll of /api/health within the round's second is answered synchronously, without a
   * promise or a JSON.stringify per request.
   */
  settledAnswer(): SerializedHealth | null {
    const settled = this.settled;
    return settled && this.latest?.at === settled.at && Date.now() - settled.at <= CACHE_MS ? settled.answer : null;
  }

  /** The readiness probe: this pod's own Redis and NATS connections answer. */
  async ready(): Promise<boolean> {
    try {
      await withDeadline(Promise.all([this.redis.ping(), this.nats.flush()]));
      return true;
    } catch {
      return false;
    }
  }

  private async probeAll(): Promise<HealthReport> {
    const probe = async (check: () => Promise<unknown>): Promise<DependencyStatus> => {
      try {
        await withDeadline(check());
        return 'up';
      } catch {
        return 'down';
      }
    };
    const serviceProbe = (service: ServiceName) => probe(async () => {
      const client = this.moduleRef.get<ServiceClient>(serviceClientToken(service), { strict: false });
      const health = await client.send<{ status: DependencyStatus }>(HEALTH_PATTERNS[service], { actor: null }, {}, CHECK_DEADLINE_MS);
      if (health.status !== 'up') throw new Error('down');
    });
    const names = ['redis', 'nats', ...SERVICES] as const;
    const results = await Promise.all([
      probe(() => this.redis.ping()),
      probe(() => this.nats.flush()),
      ...SERVICES.map(serviceProbe),
    ]);
    const dependencies = Object.fromEntries(names.map((name, index) => [name, results[index]])) as Record<(typeof names)[number], DependencyStatus>;
    const healthy = REQUIRED.every((name) => dependencies[name] === 'up');
    const allUp = Object.values(dependencies).every((status) => status === 'up');
    return { status: healthy ? 200 : 503, body: { status: allUp ? 'ok' : healthy ? 'degraded' : 'down', dependencies } };
  }
}
