import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { createLogger } from '@cannaverse/platform';
import { loadGatewayConfig } from '../config.js';
import { AppModule } from '../app.module.js';
import { createApiDocument } from './api-document.js';
import { withRouteTable } from './route-table.js';

/**
 * The OpenAPI document without any running service: Nest's preview mode reads the routes'
 * metadata and instantiates nothing (no Redis, NATS or media store connection).
 *   node dist/openapi/print-document.js                      the document (JSON) on stdout
 *   node dist/openapi/print-document.js --write-docs FILE    rewrite FILE's route table (docs/api.md)
 */
const config = loadGatewayConfig({ ...process.env, NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), LIVE_CHANNEL_SECRET: 'x'.repeat(32) });
const logger = createLogger('gateway-openapi', 'error');
const app = await NestFactory.create(AppModule.register(config, logger), new FastifyAdapter(), { preview: true, logger: false, abortOnError: false });
const document = createApiDocument(app);

const docsFile = process.argv[2] === '--write-docs' ? process.argv[3] : undefined;
if (docsFile) writeFileSync(docsFile, withRouteTable(readFileSync(docsFile, 'utf8'), document));
// Exit (Nest's preview app holds no handle worth closing) once stdout has taken all of it: a pipe takes it in chunks.
const done = () => process.exit(0);
if (docsFile) done();
else process.stdout.write(`${JSON.stringify(document, null, 2)}\n`, done);
