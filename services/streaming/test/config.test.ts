import { defineServiceConfig } from '@cannaverse/platform';
import { streamingConfigSchema } from '../src/config.js';

describe('the live port (issue 20)', () => {
  const load = defineServiceConfig('streaming', streamingConfigSchema);

  it('listens on loopback unless told otherwise: under npm start only the local gateway and ingest call it', () => {
    expect(load({}).LIVE_HOST).toBe('127.0.0.1');
    // Containers say 0.0.0.0 (infra/docker-compose.yml, infra/k8s/config.env; infra/test checks both).
    expect(load({ LIVE_HOST: '0.0.0.0' }).LIVE_HOST).toBe('0.0.0.0');
  });
});
