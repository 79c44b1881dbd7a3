import { describeServiceConformance } from '@cannaverse/platform/testing/conformance';
import { AppModule } from '../src/app.module.js';
import { loadNotificationsConfig } from '../src/config.js';

// Starts, migrates, runs as its own role, answers health, keeps its user cards current, refuses forged events.
describeServiceConformance({ service: 'notifications', loadConfig: loadNotificationsConfig, appModule: AppModule.register });
