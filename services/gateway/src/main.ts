import 'reflect-metadata';
import { createLogger } from '@cannaverse/platform';
import { loadGatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const app = await createGateway(config, logger);
await app.listen({ port: config.PORT, host: config.HOST });
logger.info({ port: config.PORT }, `gateway listening on http://127.0.0.1:${config.PORT}`);
