import 'reflect-metadata';
import { runService } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadContentConfig } from './config.js';

await runService({ service: 'content', loadConfig: loadContentConfig, appModule: AppModule.register });
