import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { natsAuth, natsServerOptions } from '../nats/nats-options.js';
import { PinoNestLogger } from '../logging/nest-logger.js';
import { UnexpectedErrorFilter } from '../errors/unexpected-error.filter.js';
import { ReadinessChecks, serviceReadiness, startHealthServer } from '../health/health.js';
import type { CommonConfig } from '../config/config.js';
import { createLogger } from '../logging/logger.js';
import { enableDefaultMetrics } from '../observability/metrics.js';
import { migrateDatabase } from '../database/migrations.js';
import { serviceModuleOptions } from '../service/service.module.js';

export interface BootstrapServiceOptions {
  service: string;
  module: Type<unknown> | DynamicModule;
  config: CommonConfig;
  logger: Logger;
}

/** Starts a service: NATS request/reply listener, optional HTTP health port (with /metrics), graceful shutdown. */
export async function bootstrapService(options: BootstrapServiceOptions): Promise<INestMicroservice> {
  const { service, module, config, logger } = options;
  enableDefaultMetrics(service);
  const app = await NestFactory.createMicroservice(module, {
    ...natsServerOptions(service, config.NATS_URL, natsAuth(config, service), logger),
    logger: new PinoNestLogger(logger),
  });
  app.useGlobalFilters(new UnexpectedErrorFilter(logger));
  app.enableShutdownHooks();
  await app.listen();
  if (config.HEALTH_PORT) {
    const dataSource = app.get(DataSource);
    // serviceModule always provides one (ReadinessModule): empty for a service whose readiness is its database.
    const checks = app.get(ReadinessChecks);
    const server = await startHealthServer(config.HEALTH_PORT, config.HEALTH_HOST, () => serviceReadiness(service, dataSource, checks));
    process.once('SIGTERM', () => server.close());
  }
  logger.info({ nats: config.NATS_URL, natsUser: config.NATS_PASSWORD ? (config.NATS_USER ?? service) : null }, `${service} service listening`);
  return app;
}

export interface RunServiceOptions<TConfig extends CommonConfig> {
  service: string;
  loadConfig: () => TConfig;
  appModule: (config: TConfig, logger: Logger) => Type<unknown> | DynamicModule;
}

/**
 * A service's whole main.ts: load and validate config, make the logger, start. With the argument
 * `migrate` (`node services/<name>/dist/main.js migrate`, the Kubernetes Job and the compose
 * one-shot) it applies the service's pending migrations under the migration lock and exits.
 */
export async function runService<TConfig extends CommonConfig>({ service, loadConfig, appModule }: RunServiceOptions<TConfig>): Promise<INestMicroservice | null> {
  const config = loadConfig();
  const logger = createLogger(service, config.LOG_LEVEL);
  const module = appModule(config, logger);
  if (process.argv[2] === 'migrate') {
    await runMigrateCommand(service, module, logger);
    return null;
  }
  return bootstrapService({ service, module, config, logger });
}

async function runMigrateCommand(service: string, module: Type<unknown> | DynamicModule, logger: Logger): Promise<void> {
  const options = serviceModuleOptions(module);
  if (!options) throw new Error(`${service} has no database to migrate`);
  try {
    const applied = await migrateDatabase({ service: options.service, config: options.config, migrations: options.migrations, logger });
    logger.info({ applied: applied.length }, applied.length ? 'migrations applied' : 'no pending migrations');
    process.exitCode = 0;
  } catch (error) {
    logger.error({ err: error }, 'migration failed');
    process.exitCode = 1;
  }
}
