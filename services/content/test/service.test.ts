import { describeServiceConformance } from '@cannaverse/platform/testing/conformance';
import { AppModule } from '../src/app.module.js';
import { loadContentConfig } from '../src/config.js';

// Starts, migrates, answers health and keeps its user cards current (renames a member).
describeServiceConformance({ service: 'content', loadConfig: loadContentConfig, appModule: AppModule.register });
