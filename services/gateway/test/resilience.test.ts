import { GatewayStack, registerMember } from './gateway-harness.js';

let stack: GatewayStack;
beforeAll(async () => { stack = await new GatewayStack().start(); }, 90_000);
afterAll(async () => stack?.stop());

describe('a service going away', () => {
  it('answers 503 within 5 s while identity is down and recovers when it returns, without a gateway restart', async () => {
    const { member, user } = await registerMember(stack);
    expect((await member.get('/api/me')).status).toBe(200);

    await stack.stopService('identity');
    const started = Date.now();
    const down = await member.get('/api/me');
    const elapsed = Date.now() - started;
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('The identity service is not available right now');
    expect(elapsed).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // health answers are cached for 1 s
    const health = await member.get('/api/health');
    expect(health).toMatchObject({ status: 503, body: { dependencies: { identity: 'down' } } });
    // Issue 16: the probes do not follow identity down. Liveness checks nothing but the process and
    // readiness only the gateway's own Redis and NATS, so Kubernetes neither restarts nor unlists
    // every gateway during an identity outage (it did when both probes were /api/health).
    expect(await member.get('/livez')).toMatchObject({ status: 200, body: { status: 'alive' } });
    expect(await member.get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });

    stack.startService('identity');
    await stack.waitForService('identity');
    const back = await member.get('/api/me');
    expect(back).toMatchObject({ status: 200, body: { id: user.id } }); // the session survived too
  }, 60_000);
});

describe('NATS going away (issue 9, item 6)', () => {
  it('answers 503 with a message while NATS is down, names it in /api/health, and recovers when it returns', async () => {
    const { member, user } = await registerMember(stack);
    expect((await member.get('/api/me')).status).toBe(200);

    await stack.natsServer.stop();
    const started = Date.now();
    const down = await member.get('/api/me');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(down).toMatchObject({ status: 503, body: { message: 'The identity service is not available right now' } });
    expect(typeof down.body.requestId).toBe('string');
    const write = await member.put(`/api/users/${user.id}`, { bio: 'written while NATS is down' });
    expect(write).toMatchObject({ status: 503, body: { message: 'The identity service is not available right now' } });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // health answers are cached for 1 s
    const health = await member.get('/api/health');
    expect(health).toMatchObject({ status: 503, body: { status: 'down', dependencies: { redis: 'up', nats: 'down', identity: 'down' } } });
    // Without its own NATS connection this pod cannot serve: not ready, but alive (no restart).
    expect(await member.get('/readyz')).toMatchObject({ status: 503, body: { status: 'not ready' } });
    expect((await member.get('/livez')).status).toBe(200);

    await stack.natsServer.start();
    await stack.waitForService('identity');
    expect(await member.get('/api/me')).toMatchObject({ status: 200, body: { id: user.id } });
    expect(await member.put(`/api/users/${user.id}`, { bio: 'back' })).toMatchObject({ status: 200, body: { bio: 'back' } });
  }, 90_000);
});
