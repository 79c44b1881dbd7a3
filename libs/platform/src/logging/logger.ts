import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * Structured JSON logs (pino), one logger per process, named after the service. A line written
 * for a request names it: `logger.warn({ requestId: caller.requestId, ... }, '...')`, with the id
 * the gateway made (request-context.ts says why it is passed, not looked up).
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    name: service,
    level,
    base: { service },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], remove: true },
  };
  // A destination only where a test reads the lines; otherwise stdout.
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
