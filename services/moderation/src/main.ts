import 'reflect-metadata';
import { runService } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadModerationConfig } from './config.js';

await runService({ service: 'moderation', loadConfig: loadModerationConfig, appModule: AppModule.register });
