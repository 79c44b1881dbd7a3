import 'reflect-metadata';
import { bootstrapService, createLogger } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadSocialConfig } from './config.js';

const config = loadSocialConfig();
const logger = createLogger('social', config.LOG_LEVEL);

await bootstrapService({ service: 'social', module: AppModule.register(config, logger), config, logger });
