import { describeServiceConformance } from '@cannaverse/platform/testing/conformance';
import { AppModule } from '../src/app.module.js';
import { loadSocialConfig } from '../src/config.js';

// Starts, migrates, answers health and keeps its user cards current (renames a member).
describeServiceConformance({ service: 'social', loadConfig: loadSocialConfig, appModule: AppModule.register });
