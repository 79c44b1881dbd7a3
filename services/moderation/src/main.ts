import 'reflect-metadata';
import { bootstrapService, createLogger } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadModerationConfig } from './config.js';

const config = loadModerationConfig();
const logger = createLogger('moderation', config.LOG_LEVEL);

await bootstrapService({ service: 'moderation', module: AppModule.register(config, logger), config, logger });
