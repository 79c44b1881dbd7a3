import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import { PinoNestLogger, type Logger } from '@cannaverse/platform';
import type { GatewayConfig } from './config.js';
import { AppModule } from './app.module.js';
import { RedisSessionStore } from './session/redis-session-store.js';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from './session/session.constants.js';
import { createCsrfHook } from './security/csrf.js';
import { allowEmptyJsonBodies, createJsonSizeHook, MAX_BODY_BYTES } from './security/body-limits.js';
import { HttpExceptionFilter } from './errors/http-exception.filter.js';
import { SpaFallback } from './spa/spa-fallback.js';
import { UPLOAD_MAX_BYTES } from './routes/media/upload.service.js';

/** Builds the gateway app (plugins, hooks, routes, docs) without listening: main.ts and tests share it. */
export async function createGateway(config: GatewayConfig, logger: Logger): Promise<NestFastifyApplication> {
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: 200 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, logger, redis), adapter, {
    logger: new PinoNestLogger(logger),
    // Our API takes JSON and multipart only; allowEmptyJsonBodies installs the one JSON parser.
    bodyParser: false,
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"], // styled-components injects <style> tags
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.SESSION_SECRET,
    cookieName: SESSION_COOKIE,
    // @fastify/session ids are 24 random bytes (192 bits).
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: SESSION_TTL_SECONDS * 1000 },
    store: new RedisSessionStore(redis, SESSION_TTL_SECONDS, `${config.REDIS_KEY_PREFIX}:sess:`),
    saveUninitialized: false,
    // Rolling would rewrite the session in Redis on every request; /api/me slides it instead (hourly).
    rolling: false,
  });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', createCsrfHook(config.PUBLIC_ORIGIN));
  fastify.addHook('onRequest', createJsonSizeHook());
  allowEmptyJsonBodies(fastify);

  const spa = new SpaFallback(config.FRONTEND_DIST);
  if (existsSync(config.FRONTEND_DIST)) {
    await app.register(fastifyStatic, {
      root: config.FRONTEND_DIST,
      prefix: '/',
      index: ['index.html'],
      setHeaders: (response, filePath) => {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        response.header('Cache-Control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.useGlobalFilters(new HttpExceptionFilter(logger, spa));
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(app, new DocumentBuilder()
    .setTitle('Cannaverse API')
    .setDescription('The HTTP API of the Cannaverse gateway. Auth is the `cv.sid` session cookie. See docs/api.md.')
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE)
    .build());
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });

  return app;
}
