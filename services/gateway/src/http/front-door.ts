import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/error-body.js';
import { applySecurityHeaders } from './security-headers.js';
import { httpRequestDuration } from './metrics.js';
import { probeAnswer, type ProbeChecks } from './probes.js';

export interface FrontDoorOptions extends ProbeChecks {
  securityHeaders: ReadonlyArray<readonly [string, string]>;
}

/**
 * The first thing every request meets: the security headers (computed once) and its request id on
 * the answer (routes hand the same id to the services they call: `@CurrentCaller()`), and the
 * endpoints machines poll, answered before sessions, CSRF and body parsing, which they never
 * need: `/livez`, `/readyz` and `/api/health`. `/metrics` is a 404 here: it is served on the health port
 * (HEALTH_PORT, on loopback unless HEALTH_HOST says otherwise), never on the public port.
 */
export function installFrontDoor(fastify: FastifyInstance, options: FrontDoorOptions): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    applySecurityHeaders(reply.raw, options.securityHeaders, request.protocol === 'https');
    reply.raw.setHeader('x-request-id', request.id);
    const path = request.url;
    // The probes: usually answered by the server before Fastify (probes.ts); here when they came
    // through a proxy, which decides whether the request was https.
    const probe = probeAnswer(request.method, path, options);
    if (probe) {
      void probe.then(({ status, body }) => reply.code(status).header('cache-control', 'no-store').send(body), done);
      return;
    }
    // Prometheus scrapes the health port (HEALTH_PORT, main.ts), never this public one.
    if ((request.method === 'GET' || request.method === 'HEAD') && (path === '/metrics' || path.startsWith('/metrics?'))) {
      reply.code(404).header('cache-control', 'no-store').send(errorBody('Not found', request.id));
      return;
    }
    done();
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
