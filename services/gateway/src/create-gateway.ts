import 'reflect-metadata';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { enableDefaultMetrics, PinoNestLogger, REQUEST_ID_HEADER, requestIdFrom, serviceClientToken, ServiceRedis, type Logger } from '@cannaverse/platform';
import { createLiveHlsStore } from '@cannaverse/platform/media';
import type { GatewayConfig } from './config.js';
import { AppModule } from './app.module.js';
import { RedisSessionStore } from './session/redis-session-store.js';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from './session/session.constants.js';
import { MemoizedSigner } from './session/memoized-signer.js';
import { MemberSessions } from './session/member-sessions.js';
import { RecentSessions } from './session/recent-sessions.js';
import { memberSessionPlugin } from './session/session-plugin.js';
import { createCsrfHook } from './security/csrf.js';
import { toFastifyTrustProxy } from './security/trust-proxy.js';
import { createBodyLimitsHook, installJsonParser, MAX_BODY_BYTES } from './security/body-limits.js';
import { createBodyIdleTimeoutHook } from './security/body-timeout.js';
import { HttpExceptionFilter } from './errors/http-exception.filter.js';
import { errorBody, frameworkErrorAnswer } from './errors/error-body.js';
import { SpaFallback } from './spa/spa-fallback.js';
import { UPLOAD_MAX_BYTES } from './routes/media/upload-limits.js';
import { applySecurityHeaders, computeSecurityHeaders } from './http/security-headers.js';
import { installFrontDoor } from './http/front-door.js';
import { ProbeServer } from './http/probes.js';
import { installCompression } from './http/compression.js';
import { ForwardingFastifyAdapter } from './http/forwarding-adapter.js';
import { HealthService } from './routes/health/health.service.js';
import { SessionReader } from './session/session-reader.js';
import { attachLiveChannelProxy } from './routes/livestreams/live-channel.proxy.js';
import { serveLiveHls } from './routes/livestreams/hls.static.js';
import { PlaybackSigner } from './routes/livestreams/playback-signature.js';
import { createApiDocument } from './openapi/api-document.js';

/** Builds the gateway app (plugins, hooks, routes, docs) without listening: main.ts and tests share it. */
export async function createGateway(config: GatewayConfig, logger: Logger): Promise<NestFastifyApplication> {
  enableDefaultMetrics('gateway');
  const securityHeaders = computeSecurityHeaders();
  // The probes are answered by the server itself, before Fastify (see http/probes.ts).
  const probes = new ProbeServer(securityHeaders);
  const adapter = new ForwardingFastifyAdapter({
    serverFactory: probes.factory,
    // A hop count or the proxies' addresses, never `true` (see security/trust-proxy.ts).
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: 200 },
    // The member's (or the proxy's) x-request-id when it is a sane token, else a fresh UUID.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    // URLs the router cannot even decode never reach hooks or filters: answer them in our shape here.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      const answer = frameworkErrorAnswer(error) ?? { status: 400, message: 'Bad request' };
      applySecurityHeaders(reply.raw, securityHeaders, request.protocol === 'https');
      void reply.code(answer.status).header('x-request-id', request.id).send(errorBody(answer.message, request.id));
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, logger), adapter, {
    logger: new PinoNestLogger(logger),
    // Our API takes JSON and multipart only; installJsonParser installs the one JSON parser.
    bodyParser: false,
  });

  const fastify = app.getHttpAdapter().getInstance();
  // First: security headers, request id and context, health and metrics (see front-door.ts).
  const health = app.get(HealthService);
  const checks = { health: () => health.report(), settledHealth: () => health.settledAnswer(), ready: () => health.ready(), logger };
  installFrontDoor(fastify, { securityHeaders, ...checks });
  probes.install(checks);
  const redis = app.get(ServiceRedis);
  // Sessions read moments ago are reused; changes are announced to every replica (recent-sessions.ts).
  // Not awaited: until the channel is subscribed every request reads Redis, as without it.
  const recentSessions = app.get(RecentSessions);
  void recentSessions.start();
  fastify.addHook('onClose', async () => recentSessions.close());
  const sessionStore = new RedisSessionStore(redis.client(), SESSION_TTL_SECONDS, `${redis.key('sess')}:`, recentSessions);
  await app.register(fastifyCookie);
  const sessionSigner = new MemoizedSigner(config.SESSION_SECRET);
  await app.register(memberSessionPlugin, {
    cookieName: SESSION_COOKIE,
    signer: sessionSigner,
    store: sessionStore,
    // Session ids are 24 random bytes (192 bits); nothing is stored for a visitor until a value is set.
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAgeMs: SESSION_TTL_SECONDS * 1000 },
  });
  // Each member's list of signed-in browsers (GET /api/me/sessions): lastSeenAt moves at most every few minutes.
  const memberSessions = app.get(MemberSessions);
  fastify.addHook('preHandler', async (request) => {
    if (request.session?.get('actor')) await memberSessions.seen(request);
  });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  // Before any route is added: the plugin attaches itself to each route as it is registered.
  await installCompression(fastify);

  fastify.addHook('onRequest', createCsrfHook(config.PUBLIC_ORIGIN));
  fastify.addHook('onRequest', createBodyLimitsHook());
  fastify.addHook('onRequest', createBodyIdleTimeoutHook(config.BODY_IDLE_TIMEOUT_SECONDS * 1000));
  installJsonParser(fastify);

  // The live channel: /ws upgrades to the streaming replicas, and the ingest's HLS under /live/.
  const liveChannel = attachLiveChannelProxy(app.getHttpServer(), {
    upstreams: config.STREAMING_LIVE_URLS.split(',').map((url) => url.trim().replace(/\/$/, '')),
    secret: config.LIVE_CHANNEL_SECRET, publicOrigin: config.PUBLIC_ORIGIN, trustProxy: config.TRUST_PROXY !== false,
    sessions: new SessionReader(sessionSigner, sessionStore), logger,
  });
  fastify.addHook('onClose', async () => liveChannel.close());
  // Live HLS: from the object store when the ingest publishes there (several ingest pods), else the ingest's folder.
  const liveHlsStore = createLiveHlsStore(config);
  const liveHlsSource = liveHlsStore ? { store: liveHlsStore } : config.LIVE_HLS_DIR ? { hlsDir: config.LIVE_HLS_DIR } : null;
  if (liveHlsSource) {
    serveLiveHls(fastify, { source: liveHlsSource, streaming: app.get(serviceClientToken('streaming')), signer: app.get(PlaybackSigner), logger });
  }

  const spa = new SpaFallback(config.FRONTEND_DIST);
  // A member's '/' is the feed: the shell page without the landing hero (see SpaFallback).
  fastify.addHook('onRequest', async (request, reply) => {
    if (spa.isMemberRoot(request)) return spa.serve(reply, { memberHome: true });
  });
  if (existsSync(config.FRONTEND_DIST)) {
    await app.register(fastifyStatic, {
      root: config.FRONTEND_DIST,
      prefix: '/',
      index: ['index.html'],
      // The build writes .br/.gz beside each text file (frontend/build/precompress.ts): sent as they are, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        response.header('Cache-Control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A visitor's '/' (index.html) differs from a member's (home.html, by session cookie).
        if (path.basename(filePath).startsWith('index.html')) response.header('Vary', 'Accept-Encoding, Cookie');
      },
    });
  }

  app.useGlobalFilters(new HttpExceptionFilter(logger, spa));
  app.enableShutdownHooks();

  const document = createApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });

  return app;
}
