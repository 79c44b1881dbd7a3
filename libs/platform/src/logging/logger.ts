import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from '../observability/request-context.js';

/**
 * Structured JSON logs (pino), one logger per process, named after the service. Every line
 * written while a request is handled carries its `requestId` (the gateway's, carried over NATS);
 * the mixin only runs for lines at an enabled level, so nothing is formatted to be dropped.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    name: service,
    level,
    base: { service },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], remove: true },
  };
  // A destination only where a test reads the lines; otherwise stdout.
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
