import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { natsServerOptions } from '../nats/nats-options.js';
import { PinoNestLogger } from '../logging/nest-logger.js';
import { checkDatabase, startHealthServer } from '../health/health.js';
import type { CommonConfig } from '../config/config.js';
import { createLogger } from '../logging/logger.js';
import { enableDefaultMetrics } from '../observability/metrics.js';

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
    ...natsServerOptions(service, config.NATS_URL),
    logger: new PinoNestLogger(logger),
  });
  app.enableShutdownHooks();
  await app.listen();
  if (config.HEALTH_PORT) {
    const dataSource = app.get(DataSource);
    const server = await startHealthServer(config.HEALTH_PORT, async () => {
      const database = await checkDatabase(dataSource);
      return { service, status: database, database };
    });
    process.once('SIGTERM', () => server.close());
  }
  logger.info({ nats: config.NATS_URL }, `${service} service listening`);
  return app;
}

export interface RunServiceOptions<TConfig extends CommonConfig> {
  service: string;
  loadConfig: () => TConfig;
  appModule: (config: TConfig, logger: Logger) => Type<unknown> | DynamicModule;
}

/** A service's whole main.ts: load and validate config, make the logger, start. */
export function runService<TConfig extends CommonConfig>({ service, loadConfig, appModule }: RunServiceOptions<TConfig>): Promise<INestMicroservice> {
  const config = loadConfig();
  const logger = createLogger(service, config.LOG_LEVEL);
  return bootstrapService({ service, module: appModule(config, logger), config, logger });
}
