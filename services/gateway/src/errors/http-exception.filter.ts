import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { RpcError } from '@cannaverse/platform';
import { TooManyAttemptsError } from '../security/login-rate-limiter.js';
import { WriteLimitExceededError } from '../security/write-limits.js';
import type { SpaFallback } from '../spa/spa-fallback.js';
import { errorBody, frameworkErrorAnswer, type FrameworkError } from './error-body.js';

/**
 * One place that turns every failure into `{ message, ...extra, requestId }` with the right
 * status: service errors keep their status, 503 when a service is down, a framework's own error
 * text never (it names internals), never a stack trace.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger, private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (reply.sent) return;
    const send = (status: number, message: string, extra?: Record<string, unknown>) =>
      void reply.code(status).type('application/json; charset=utf-8').send(errorBody(message, request.id, extra));

    if (exception instanceof WriteLimitExceededError) {
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
      return send(429, exception.message);
    }
    if (exception instanceof TooManyAttemptsError) {
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
      return send(429, exception.message, exception.extra);
    }
    if (exception instanceof RpcError) {
      if (exception.status >= 500) this.logger.warn({ requestId: request.id, url: request.url, status: exception.status }, exception.message);
      return send(exception.status, exception.message, exception.extra);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404 && this.spa.shouldServe(request)) {
        void this.spa.serve(reply);
        return;
      }
      // Fastify's errors arrive wrapped by Nest (the original is the cause). Their texts, like
      // Nest's own ("Cannot GET /api/x"), are framework words: only our messages travel.
      const answer = frameworkErrorAnswer((exception.cause ?? { code: 'HTTP', statusCode: status }) as FrameworkError);
      return send(status, answer?.message ?? (status === 404 ? 'Not found' : 'Request failed'));
    }
    const framework = frameworkErrorAnswer(exception as FrameworkError);
    if (framework) return send(framework.status, framework.message);
    this.logger.error({ err: exception, requestId: request.id, url: request.url }, 'unhandled error');
    send(500, 'Internal server error');
  }
}
