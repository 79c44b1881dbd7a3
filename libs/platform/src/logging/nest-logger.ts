import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * Routes Nest's own log lines through pino so every line is structured JSON. A line below the
 * configured level is dropped before its message is turned into a string.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) { if (this.logger.isLevelEnabled('info')) this.logger.info({ context }, String(message)); }
  error(message: unknown, trace?: string, context?: string) { this.logger.error({ context, trace }, String(message)); }
  warn(message: unknown, context?: string) { if (this.logger.isLevelEnabled('warn')) this.logger.warn({ context }, String(message)); }
  debug(message: unknown, context?: string) { if (this.logger.isLevelEnabled('debug')) this.logger.debug({ context }, String(message)); }
  verbose(message: unknown, context?: string) { if (this.logger.isLevelEnabled('trace')) this.logger.trace({ context }, String(message)); }
}
