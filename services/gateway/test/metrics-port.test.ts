import { freePort } from '@cannaverse/platform/testing';
import { GatewayStack, registerMember } from './gateway-harness.js';

/**
 * Issue 22: compose publishes the gateway's HTTP port as it is, with no proxy to add
 * X-Forwarded-For, so /metrics there was public. With METRICS_PORT (compose and Kubernetes set it)
 * the metrics live on a port no one publishes and the HTTP port never answers them.
 */
let stack: GatewayStack;
let metricsPort = 0;

beforeAll(async () => {
  metricsPort = await freePort();
  stack = await new GatewayStack(['identity'], { gatewayEnv: { METRICS_PORT: String(metricsPort) } }).start();
}, 90_000);
afterAll(async () => stack?.stop());

it('serves /metrics on METRICS_PORT only; the published HTTP port answers it as any client route', async () => {
  const { member } = await registerMember(stack);
  expect((await member.get('/api/me')).status).toBe(200);

  const onHttpPort = await fetch(`${stack.url}/metrics`);
  expect(await onHttpPort.text()).not.toContain('cannaverse_');

  const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(metrics.status).toBe(200);
  const text = await metrics.text();
  expect(text).toMatch(/^cannaverse_http_request_duration_seconds_count\{[^}]*route="\/api\/me"[^}]*\} \d+$/m);
  expect(text).toContain('service="gateway"');
  expect((await fetch(`http://127.0.0.1:${metricsPort}/livez`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${metricsPort}/health`)).status).toBe(200);
});
