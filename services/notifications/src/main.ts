import 'reflect-metadata';
import { runService } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadNotificationsConfig } from './config.js';

await runService({ service: 'notifications', loadConfig: loadNotificationsConfig, appModule: AppModule.register });
