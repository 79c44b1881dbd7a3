import 'reflect-metadata';
import { runService } from '@cannaverse/platform';
import { AppModule } from './app.module.js';
import { loadStreamingConfig } from './config.js';

await runService({ service: 'streaming', loadConfig: loadStreamingConfig, appModule: AppModule.register });
