import { SERVICES } from '@cannaverse/contracts';
import { GatewayStack } from './gateway-harness.js';

/** Every service of the product, the kit-built content, streaming and moderation included, as the gateway sees them. */
let stack: GatewayStack;
beforeAll(async () => { stack = await new GatewayStack([...SERVICES]).start(); }, 90_000);
afterAll(async () => stack?.stop());

it('lists every service in /api/health, each up once started from its built dist', async () => {
  for (const service of SERVICES) await stack.waitForService(service, 60_000);
  const health = await fetch(`${stack.url}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({
    status: 'ok',
    dependencies: { redis: 'up', nats: 'up', identity: 'up', social: 'up', content: 'up', streaming: 'up', moderation: 'up', notifications: 'up' },
  });
  // Each ran its migrations into its own database, the user-card projection's table included.
  for (const service of ['content', 'streaming', 'moderation', 'notifications']) {
    expect(await stack.query<{ n: number }>(service, `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'user_cards'`)).toEqual([{ n: 1 }]);
  }
}, 90_000);
