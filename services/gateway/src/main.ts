import 'reflect-metadata';
import { createLogger, startHealthServer } from '@cannaverse/platform';
import { loadGatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';
import { HealthService } from './routes/health/health.service.js';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const app = await createGateway(config, logger);
await app.listen({ port: config.PORT, host: config.HOST });
// /metrics (and probes) on their own port, never the public one (front-door.ts answers 404 there).
if (config.HEALTH_PORT) {
  const health = app.get(HealthService);
  const server = await startHealthServer(config.HEALTH_PORT, config.HEALTH_HOST, async () => ({ status: (await health.ready()) ? 'up' : 'down' }));
  process.once('SIGTERM', () => server.close());
}
logger.info({ port: config.PORT }, `gateway listening on http://127.0.0.1:${config.PORT}`);
