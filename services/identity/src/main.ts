import 'reflect-metadata';
import { runService } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadIdentityConfig } from './config.js';

await runService({ service: 'identity', loadConfig: loadIdentityConfig, appModule: AppModule.register });
