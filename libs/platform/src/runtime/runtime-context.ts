import { Module, type DynamicModule } from '@nestjs/common';
import type { ServiceName } from '@cannaverse/contracts';
import type { CommonConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { ServiceRedis } from '../redis/service-redis.js';
import { RUNTIME_CONTEXT, SERVICE_CONFIG, SERVICE_LOGGER } from './runtime-tokens.js';

/**
 * What a process runs with besides its features: its name, its config (validated at boot by its
 * config.ts) and its logger (pino, every line of a request carrying the request id). runService
 * (or the gateway's main) makes them once; serviceModule (or the gateway's AppModule) hands them
 * to RuntimeContextModule, and every provider of every feature injects them from there:
 *
 *   constructor(@InjectConfig() private readonly config: StreamingConfig, @InjectLogger() private readonly logger: Logger,
 *               private readonly redis: ServiceRedis) {}
 *
 * A feature module never takes config or a logger through `register(...)`, declares no token of
 * its own for them, and builds no Logger or Redis client (lint forbids `new Logger(` and `new Redis(`).
 */
export interface RuntimeContext<TConfig extends CommonConfig = CommonConfig> {
  service: ServiceName | 'gateway';
  config: TConfig;
  logger: Logger;
}

/** Provides the runtime context to the whole application (global): config, logger, and Redis (ServiceRedis). */
@Module({})
export class RuntimeContextModule {
  static forService<TConfig extends CommonConfig>(context: RuntimeContext<TConfig>): DynamicModule {
    return {
      module: RuntimeContextModule,
      global: true,
      providers: [
        { provide: RUNTIME_CONTEXT, useValue: context },
        { provide: SERVICE_CONFIG, useValue: context.config },
        { provide: SERVICE_LOGGER, useValue: context.logger },
        ServiceRedis,
      ],
      exports: [RUNTIME_CONTEXT, SERVICE_CONFIG, SERVICE_LOGGER, ServiceRedis],
    };
  }
}
