import { describeServiceConformance } from '@cannaverse/platform/testing/conformance';
import { AppModule } from '../src/app.module.js';
import { loadModerationConfig } from '../src/config.js';

// Starts, migrates, answers health and keeps its user cards current (renames a member).
describeServiceConformance({ service: 'moderation', loadConfig: loadModerationConfig, appModule: AppModule.register });
