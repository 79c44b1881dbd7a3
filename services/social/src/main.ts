import 'reflect-metadata';
import { runService } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadSocialConfig } from './config.js';

await runService({ service: 'social', loadConfig: loadSocialConfig, appModule: AppModule.register });
