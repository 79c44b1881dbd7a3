import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyServerFactoryHandler, FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER, requestIdFrom, type Logger } from '@cannaverse/platform';
import { errorBody } from '../errors/error-body.js';
import { httpRequestDuration } from './metrics.js';
import { HSTS } from './security-headers.js';

export interface ProbeChecks {
  /** The cached /api/health answer (probes share one round per second). */
  health: () => Promise<{ status: number; body: unknown }>;
  /** The /api/health answer already serialized, while the current round's is fresh; else null. */
  settledHealth?: () => { status: number; json: string } | null;
  /** Readiness: the gateway's own dependencies (Redis, NATS), not the services behind it. */
  ready: () => Promise<boolean>;
  logger: Logger;
}

/**
 * The endpoints machines poll (docs/deploy.md): liveness checks nothing but the event loop,
 * readiness only what this pod needs itself, so an identity outage never restarts or unlists every
 * gateway; /api/health names every dependency. Null for any other request.
 */
export function probeAnswer(method: string | undefined, url: string | undefined, checks: ProbeChecks): Promise<{ status: number; body: unknown }> | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (url === '/livez') return Promise.resolve({ status: 200, body: { status: 'alive' } });
  if (url === '/readyz') return checks.ready().then((ready) => ({ status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'not ready' } }));
  if (url === '/api/health') return checks.health();
  return null;
}

/**
 * The gateway's HTTP server, which answers the probes itself before Fastify sees the request
 * (issue 28: /api/health did 37% of bare node:http's requests; every hook, the router and the
 * reply pipeline ran for a fixed answer). The answer carries what the front door gives any answer:
 * the security headers, the request id, `cache-control: no-store`, and the request's duration in
 * the metrics. A request that came through a proxy (X-Forwarded-Proto) goes the usual way, where
 * Fastify decides from TRUST_PROXY whether it came over https (for Strict-Transport-Security).
 */
export class ProbeServer {
  private checks: ProbeChecks | null = null;
  private readonly plainHeaders: string[];
  private readonly tlsHeaders: string[];

  constructor(securityHeaders: ReadonlyArray<readonly [string, string]>) {
    this.tlsHeaders = securityHeaders.flat();
    this.plainHeaders = securityHeaders.filter(([name]) => name !== HSTS).flat();
  }

  /** The checks, once the application that owns them is built; until then Fastify answers probes. */
  install(checks: ProbeChecks): void {
    this.checks = checks;
  }

  /** Fastify's `serverFactory`: Fastify's own HTTP/1 server, with the probes answered first. */
  readonly factory = (handler: FastifyServerFactoryHandler, options: FastifyServerOptions): http.Server => {
    const server = http.createServer((request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    // What Fastify sets on the server it creates itself (lib/server.js).
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    const checks = this.checks;
    if (!checks || request.headers['x-forwarded-proto'] !== undefined) return false;
    // The load balancers' poll: within a round's second its answer is ready, sent without a promise.
    const settled = request.url === '/api/health' && (request.method === 'GET' || request.method === 'HEAD') ? checks.settledHealth?.() : null;
    if (settled) {
      this.send(checks, request, response, process.hrtime.bigint(), settled.status, settled.json);
      return true;
    }
    const answer = probeAnswer(request.method, request.url, checks);
    if (!answer) return false;
    const started = process.hrtime.bigint();
    answer.then(({ status, body }) => this.send(checks, request, response, started, status, JSON.stringify(body)), (error: unknown) => {
      const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
      checks.logger.error({ err: error, requestId }, 'probe failed');
      this.send(checks, request, response, started, 500, JSON.stringify(errorBody('Internal server error', requestId)), requestId);
    });
    return true;
  }

  private send(checks: ProbeChecks, request: IncomingMessage, response: ServerResponse, started: bigint, status: number, json: string,
    requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER])): void {
    const security = (request.socket as TLSSocket).encrypted ? this.tlsHeaders : this.plainHeaders;
    response.writeHead(status, [
      ...security, 'x-request-id', requestId, 'cache-control', 'no-store',
      'content-type', 'application/json; charset=utf-8', 'content-length', String(Buffer.byteLength(json)),
    ]);
    response.end(request.method === 'HEAD' ? undefined : json);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = request.url!;
    httpRequestDuration.observe({ method: request.method!, route, status: String(status) }, seconds);
    if (checks.logger.isLevelEnabled('debug')) {
      checks.logger.debug({ requestId, method: request.method, route, status, ms: Math.round(seconds * 1e4) / 10 }, 'request');
    }
  }
}
