import 'reflect-metadata';
import { createLogger, startHealthServer } from '@cannaverse/platform';
import { loadGatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';
import { HealthService } from './routes/health/health.service.js';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const app = await createGateway(config, logger);
await app.listen({ port: config.PORT, host: config.HOST });
logger.info({ port: config.PORT }, `gateway listening on http://127.0.0.1:${config.PORT}`);
if (config.METRICS_PORT !== undefined) {
  // Prometheus's port, never published (docs/deploy.md): /metrics, /livez, and /health = readiness.
  const health = app.get(HealthService);
  const metrics = await startHealthServer(config.METRICS_PORT, async () => {
    const status = (await health.ready()) ? 'up' : 'down';
    return { service: 'gateway', status, database: status };
  });
  process.once('SIGTERM', () => metrics.close());
  logger.info({ port: config.METRICS_PORT }, 'gateway metrics on their own port');
}
