import { startServiceHarness, type ServiceHarness } from '@cannaverse/platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadSocialConfig, type SocialConfig } from '../src/config.js';

export { rpcFailure, waitFor } from '@cannaverse/platform/testing';

export type SocialHarness = ServiceHarness<SocialConfig>;

/** The social service on the kit's harness (its own nats-server, database, media directory, queues). */
export const startSocial = (options: { start?: boolean; env?: Record<string, string> } = {}): Promise<SocialHarness> =>
  startServiceHarness({ service: 'social', loadConfig: loadSocialConfig, appModule: AppModule.register, ...options });
