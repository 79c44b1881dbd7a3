import 'reflect-metadata';
import { bootstrapService, createLogger } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadContentConfig } from './config.js';

const config = loadContentConfig();
const logger = createLogger('content', config.LOG_LEVEL);

await bootstrapService({ service: 'content', module: AppModule.register(config, logger), config, logger });
