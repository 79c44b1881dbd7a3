import 'reflect-metadata';
import { bootstrapService, createLogger } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadStreamingConfig } from './config.js';

const config = loadStreamingConfig();
const logger = createLogger('streaming', config.LOG_LEVEL);

await bootstrapService({ service: 'streaming', module: AppModule.register(config, logger), config, logger });
