import { request as httpRequest } from 'node:http';
import { freePort } from '@cannaverse/platform/testing';
import { GatewayStack } from './gateway-harness.js';

/**
 * Issue 20, the small ones: HSTS only over https, /ws accepts only PUBLIC_ORIGIN, /metrics never
 * on the public port. The gateway is behind one ingress (TRUST_PROXY=1) with its public origin set.
 */
let stack: GatewayStack;
let metricsPort = 0;
beforeAll(async () => {
  metricsPort = await freePort();
  stack = await new GatewayStack(['identity'], { publicOriginIsSelf: true, gatewayEnv: { TRUST_PROXY: '1', HEALTH_PORT: String(metricsPort) } }).start();
}, 90_000);
afterAll(async () => stack?.stop());

describe('Strict-Transport-Security', () => {
  it('is sent only when the request came over https (per the trusted ingress), never over plain http', async () => {
    const plain = await fetch(`${stack.url}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'self'"); // the other headers stay
    const viaHttps = await fetch(`${stack.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaHttps.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    const viaHttp = await fetch(`${stack.url}/`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(viaHttp.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the /ws upgrade with PUBLIC_ORIGIN set', () => {
  /** An upgrade request with a Host and Origin of the sender's choosing; resolves the status it was answered with. */
  const upgrade = (host: string, origin: string) => new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(stack.url);
    const req = httpRequest({
      hostname, port, path: '/ws',
      headers: {
        host, origin,
        connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    req.on('error', reject);
    req.end();
  });

  it('refuses (403) an Origin that only matches the Host header the sender chose', async () => {
    // Without a session: before the fix this origin passed and the session check answered 401.
    expect(await upgrade('evil.example', 'http://evil.example')).toBe(403);
    expect(await upgrade(new URL(stack.url).host, 'http://evil.example')).toBe(403);
    // Our public origin passes the check whatever the Host (no session here: 401 is the next check's answer).
    expect(await upgrade('evil.example', stack.url)).toBe(401);
  });
});

describe('/metrics', () => {
  it('is 404 on the public port, with or without X-Forwarded-For; served on the health port, on loopback', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '198.51.100.1' }]) {
      const answer = await fetch(`${stack.url}/metrics`, { headers });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('process_resident_memory_bytes');
    }
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('process_resident_memory_bytes');
  });
});
