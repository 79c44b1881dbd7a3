import { freePort } from '@cannaverse/platform/testing';
import { GatewayStack, registerMember } from './gateway-harness.js';

/** Issue 9, operability: Prometheus metrics on the gateway and a service, request ids end to end. */
let stack: GatewayStack;
let identityMetrics = '';
let gatewayMetrics = '';

beforeAll(async () => {
  const [port, gatewayPort] = [await freePort(), await freePort()];
  identityMetrics = `http://127.0.0.1:${port}/metrics`;
  gatewayMetrics = `http://127.0.0.1:${gatewayPort}/metrics`;
  stack = await new GatewayStack(['identity'], {
    logLevel: 'debug', serviceEnv: { identity: { HEALTH_PORT: String(port) } }, gatewayEnv: { HEALTH_PORT: String(gatewayPort) },
  }).start();
}, 90_000);
afterAll(async () => stack?.stop());

const sample = (text: string, name: string, labels: Record<string, string>) =>
  text.split('\n').find((line) => line.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)));

describe('metrics', () => {
  it('the gateway serves /metrics on its health port with request and RPC histograms after traffic; never on its public port', async () => {
    const { member } = await registerMember(stack);
    for (let i = 0; i < 3; i++) expect((await member.get('/api/me')).status).toBe(200);
    expect((await member.get('/api/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const metrics = await fetch(gatewayMetrics);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    expect(sample(text, 'cannaverse_http_request_duration_seconds_count', { method: 'GET', route: '/api/me', status: '200' })).toMatch(/ ([3-9]|\d\d+)$/);
    expect(sample(text, 'cannaverse_http_request_duration_seconds_bucket', { route: '/api/users/:id', status: '404', le: '+Inf' })).toBeDefined();
    expect(sample(text, 'cannaverse_rpc_client_duration_seconds_count', { service: 'identity', pattern: 'identity.user.get', status: '200' })).toMatch(/ ([3-9]|\d\d+)$/);
    expect(sample(text, 'cannaverse_rpc_client_duration_seconds_count', { pattern: 'identity.user.get', status: '404' })).toBeDefined();
    expect(text).toContain('process_resident_memory_bytes');

    // The public port (through an ingress or not, issue 20) answers 404.
    for (const headers of [{}, { 'x-forwarded-for': '198.51.100.1' }]) {
      const publicPort = await fetch(`${stack.url}/metrics`, { headers });
      expect(publicPort.status).toBe(404);
      expect(await publicPort.text()).not.toContain('cannaverse_');
    }
  });

  it("a service's health port serves /metrics: RPC latency and errors per pattern, outbox backlog, consumer lag", async () => {
    await registerMember(stack);
    const text = await (await fetch(identityMetrics)).text();
    expect(sample(text, 'cannaverse_rpc_server_duration_seconds_count', { service: 'identity', pattern: 'identity.user.register', status: '200' })).toBeDefined();
    expect(sample(text, 'cannaverse_rpc_server_duration_seconds_bucket', { pattern: 'identity.user.get', le: '0.1' })).toBeDefined();
    expect(sample(text, 'cannaverse_rpc_server_errors_total', { pattern: 'identity.user.get', status: '404' })).toBeDefined();
    expect(text).toMatch(/^cannaverse_outbox_backlog\{service="identity"\} \d+$/m);
    expect(text).toContain('# TYPE cannaverse_event_consumer_pending gauge');
    expect(text).toContain('# TYPE cannaverse_queue_jobs gauge');
    expect(text).toContain('# TYPE cannaverse_websocket_connections gauge');
  });
});

describe('request ids', () => {
  it('one id per request: in the error answer, on every log line of the gateway and of the service that handled it', async () => {
    const { member } = await registerMember(stack);
    const answer = await member.get('/api/users/00000000-0000-4000-8000-000000000000');
    expect(answer).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const requestId = answer.body.requestId as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get('x-request-id')).toBe(requestId);

    await new Promise((resolve) => setTimeout(resolve, 300)); // log lines are flushed asynchronously
    const lines = stack.logs.filter(({ line }) => line.requestId === requestId);
    expect(lines.map(({ process, line }) => `${process}:${String(line.msg)}`).sort()).toEqual(['gateway:request', 'identity:rpc']);
    expect(lines.find(({ process }) => process === 'identity')?.line).toMatchObject({ pattern: 'identity.user.get', status: 404 });
    expect(lines.find(({ process }) => process === 'gateway')?.line).toMatchObject({ route: '/api/users/:id', status: 404 });
  });

  it("carries a caller's own x-request-id through to the service", async () => {
    const { member } = await registerMember(stack);
    const mine = 'support-ticket-4711-abc';
    expect((await member.request('GET', '/api/me', { headers: { 'x-request-id': mine } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.logs.filter(({ line }) => line.requestId === mine).map(({ process }) => process).sort()).toEqual(['gateway', 'identity']);
  });
});
