import type { DynamicModule, Provider, Type } from '@nestjs/common';
import { HEALTH_PATTERNS, type ServiceName } from '@cannaverse/contracts';
import type { Logger } from 'pino';
import type { CommonConfig } from '../config/config.js';
import { DatabaseModule, type MigrationClass } from '../database/database.js';
import { EventBusModule } from '../events/event-bus.module.js';
import { createHealthController, ReadinessModule } from '../health/health.js';
import { createDeadLetterController, deadLetterReplayPattern } from '../events/dead-letters.js';
import { RuntimeContextModule } from '../runtime/runtime-context.js';
import { JobsModule } from '../jobs/jobs.module.js';

export interface ServiceModuleOptions {
  service: ServiceName;
  /** The service's config and logger, as runService made them: features inject them (@InjectConfig, @InjectLogger). */
  config: CommonConfig;
  logger: Logger;
  /** BullMQ queues and workers (JobQueues) under the service's Redis prefix; the config concats jobsConfigSchema. */
  jobs?: boolean;
  /** Every migration of the service, the kit's ones it uses included (e.g. CreateUserCards1763850000000). */
  migrations: MigrationClass[];
  /** One module per feature, plus kit modules (UserCardsModule, MediaStoreModule, JobsModule). */
  imports?: Array<Type<unknown> | DynamicModule>;
  providers?: Provider[];
}

/**
 * What every service is besides its features: its runtime context (config, logger and Redis for
 * every feature to inject: RuntimeContextModule), its readiness checks (ReadinessModule: one
 * ReadinessChecks, empty by default, that features add their dependencies to), its own database with its migrations, the event
 * bus (outbox relay + durable consumer), the health request the gateway's /api/health sends, an
 * operator's replay of a dead letter (dead-letters.ts), and
 * around every request its request id in the logs and its latency in the metrics (KitNatsServer, nats-options.ts).
 * A service's AppModule.register returns `serviceModule(AppModule, { … })`.
 */
export function serviceModule(module: Type<unknown>, options: ServiceModuleOptions): DynamicModule {
  const { service, config, logger } = options;
  const dynamicModule: DynamicModule = {
    module,
    imports: [
      RuntimeContextModule.forService({ service, config, logger }),
      ReadinessModule,
      ...(options.jobs ? [JobsModule.forService()] : []),
      DatabaseModule.forService({ service, config, logger, migrations: options.migrations }),
      EventBusModule.forService({ service, config, logger }),
      ...(options.imports ?? []),
    ],
    providers: options.providers ?? [],
    controllers: [createHealthController(service, HEALTH_PATTERNS[service]), createDeadLetterController(deadLetterReplayPattern(service))],
  };
  serviceModules.set(dynamicModule, options);
  return dynamicModule;
}

/** What each serviceModule() was built from, so the migrate command reads the migrations without starting Nest. */
const serviceModules = new WeakMap<object, ServiceModuleOptions>();

/** The options a module returned by serviceModule() was built with (undefined for any other module). */
export function serviceModuleOptions(module: object): ServiceModuleOptions | undefined {
  return serviceModules.get(module);
}
