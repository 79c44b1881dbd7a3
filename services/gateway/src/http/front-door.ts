import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';
import { metricsRegistry, renderMetrics, runWithRequestContext, type Logger } from '@cannaverse/platform';
import { applySecurityHeaders } from './security-headers.js';

export const httpRequestDuration = new Histogram({
  name: 'cannaverse_http_request_duration_seconds',
  help: 'Time the gateway took to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export interface FrontDoorOptions {
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  /** The cached /api/health answer (probes share one round per second). */
  health: () => Promise<{ status: number; body: unknown }>;
  /** Readiness: the gateway's own dependencies (Redis, NATS), not the services behind it. */
  ready: () => Promise<boolean>;
  /** false when a separate metrics port serves them (METRICS_PORT): the HTTP port then never does. */
  metricsOnHttpPort: boolean;
  logger: Logger;
}

/**
 * The first thing every request meets: the security headers (computed once) and its request id on
 * the answer, the request's context for everything after (log lines, the NATS header), and the
 * endpoints machines poll, answered before sessions, CSRF and body parsing, which they never
 * need: `/livez`, `/readyz`, `/api/health` and `/metrics`. `/metrics` is for scrapers inside the cluster only: a request
 * that came through the ingress (it carries X-Forwarded-For) gets a 404, and with a metrics port of
 * its own (METRICS_PORT, main.ts) the HTTP port never serves them.
 */
export function installFrontDoor(fastify: FastifyInstance, options: FrontDoorOptions): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    applySecurityHeaders(reply.raw, options.securityHeaders);
    reply.raw.setHeader('x-request-id', request.id);
    const path = request.url;
    if (request.method === 'GET' || request.method === 'HEAD') {
      // Probes (docs/deploy.md): liveness checks nothing but the event loop, readiness only what
      // this pod needs itself, so an identity outage never restarts or unlists every gateway.
      if (path === '/livez') {
        reply.code(200).header('cache-control', 'no-store').send({ status: 'alive' });
        return;
      }
      if (path === '/readyz') {
        void options.ready().then((ready) => reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ready' : 'not ready' }), done);
        return;
      }
      if (path === '/api/health') {
        void options.health().then((report) => reply.code(report.status).header('cache-control', 'no-store').send(report.body), done);
        return;
      }
      if (path === '/metrics' && options.metricsOnHttpPort && request.headers['x-forwarded-for'] === undefined) {
        void renderMetrics().then(({ contentType, body }) => reply.code(200).type(contentType).send(body), done);
        return;
      }
    }
    runWithRequestContext({ requestId: request.id }, done);
  });
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    // One line per request at debug level; at the usual levels nothing is built for it.
    if (options.logger.isLevelEnabled('debug')) {
      options.logger.debug({ requestId: request.id, method: request.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    }
    done();
  });
}
