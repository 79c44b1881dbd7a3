import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { RpcError } from '@cannaverse/platform';
import { TooManyAttemptsError } from '../security/login-rate-limiter.js';
import type { SpaFallback } from '../spa/spa-fallback.js';

/** Fastify's own errors (body parsing, limits) carry a code and a status. */
interface FastifyError { code?: string; statusCode?: number; message?: string }

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data upload',
  FST_FILES_LIMIT: 'Only one file per upload',
  FST_PARTS_LIMIT: 'Too many form fields',
};

/**
 * One place that turns every failure into `{ message, ...extra }` with the right status:
 * service errors keep their status, 503 when a service is down, never a stack trace.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger, private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (reply.sent) return;

    if (exception instanceof TooManyAttemptsError) {
      void reply.header('Retry-After', String(exception.retryAfterSeconds)).code(429).send({ message: exception.message });
      return;
    }
    if (exception instanceof RpcError) {
      const body = exception.getError() as { status: number; message: string; extra?: Record<string, unknown> };
      if (body.status >= 500) this.logger.warn({ url: request.url, status: body.status }, body.message);
      void reply.code(body.status).send({ message: body.message, ...(body.extra ?? {}) });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404 && this.spa.shouldServe(request)) {
        void this.spa.serve(reply);
        return;
      }
      const response = exception.getResponse();
      const message = typeof response === 'string' ? response : ((response as { message?: string | string[] }).message ?? exception.message);
      void reply.code(status).send({ message: Array.isArray(message) ? message.join('; ') : message });
      return;
    }
    const fastifyError = exception as FastifyError;
    if (fastifyError?.code && fastifyError.statusCode && fastifyError.statusCode < 500) {
      void reply.code(fastifyError.statusCode).send({ message: FASTIFY_MESSAGES[fastifyError.code] ?? fastifyError.message ?? 'Bad request' });
      return;
    }
    this.logger.error({ err: exception, url: request.url }, 'unhandled error');
    void reply.code(500).send({ message: 'Internal server error' });
  }
}
