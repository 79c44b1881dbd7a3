import { pino, type Logger } from 'pino';

/** Structured JSON logs (pino), one logger per process, named after the service. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], remove: true },
  });
}

export type { Logger };
