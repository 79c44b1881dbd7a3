import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import type { Logger } from 'pino';
import { requestIdFrom, REQUEST_ID_HEADER, runWithRequestContext } from './request-context.js';
import { rpcServerDuration, rpcServerErrors } from './metrics.js';

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown; getError?: () => unknown })?.status;
  return typeof status === 'number' ? status : 500;
};

/**
 * Around every request a service answers: runs the handler inside the caller's request context
 * (so its log lines carry the gateway's request id) and records latency and errors per pattern.
 * Installed for every service by serviceModule.
 */
@Injectable()
export class RpcObserverInterceptor implements NestInterceptor {
  constructor(private readonly logger?: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const pattern = typeof nats?.getSubject === 'function' ? nats.getSubject() : 'unknown';
    const requestId = requestIdFrom(nats?.getHeaders?.()?.get(REQUEST_ID_HEADER));
    const started = process.hrtime.bigint();
    const observe = (status: number) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      rpcServerDuration.observe({ pattern, status: String(status) }, seconds);
      if (status >= 400) rpcServerErrors.inc({ pattern, status: String(status) });
      // One line per request at debug level; at the usual levels nothing is built for it.
      if (this.logger?.isLevelEnabled('debug')) this.logger.debug({ requestId, pattern, status, ms: Math.round(seconds * 10_000) / 10 }, 'rpc');
    };
    return new Observable((subscriber) =>
      runWithRequestContext({ requestId }, () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            observe(statusOf(error));
            subscriber.error(error);
          },
          complete: () => {
            observe(200);
            subscriber.complete();
          },
        }),
      ),
    );
  }
}
