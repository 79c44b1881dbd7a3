import { startServiceHarness, type ServiceHarness } from '@cannaverse/platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadIdentityConfig, type IdentityConfig } from '../src/config.js';

export { rpcFailure } from '@cannaverse/platform/testing';

export type IdentityHarness = ServiceHarness<IdentityConfig>;

/** The identity service on the kit's harness, with a known admin password. */
export const startIdentity = (env: Record<string, string> = {}): Promise<IdentityHarness> =>
  startServiceHarness({
    service: 'identity', loadConfig: loadIdentityConfig, appModule: AppModule.register,
    env: { ADMIN_PASSWORD: 'admin-test-password', ...env },
  });
