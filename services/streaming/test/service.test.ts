import { describeServiceConformance } from '@cannaverse/platform/testing/conformance';
import { AppModule } from '../src/app.module.js';
import { loadStreamingConfig } from '../src/config.js';
import { FAST_TIMINGS, TEST_SECRETS } from './streaming-harness.js';

// Starts, migrates, answers health and keeps its user cards current (renames a member).
describeServiceConformance({
  service: 'streaming', loadConfig: loadStreamingConfig, appModule: AppModule.register,
  env: { LIVE_PORT: '0', LIVE_HOST: '127.0.0.1', ...TEST_SECRETS, ...FAST_TIMINGS },
});
