import 'reflect-metadata';
import { bootstrapService, createLogger } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadIdentityConfig } from './config.js';

const config = loadIdentityConfig();
const logger = createLogger('identity', config.LOG_LEVEL);

await bootstrapService({ service: 'identity', module: AppModule.register(config, logger), config, logger });
