import { jest } from '@jest/globals';
import type { ModuleRef } from '@nestjs/core';
import type { NatsConnection } from '@nats-io/transport-node';
import type { ServiceRedis } from '@cannaverse/platform';
import { HealthService } from '../src/routes/health/health.service.js';

/** A HealthService whose dependencies answer at once; `identityUp` decides what identity says. */
function healthService(state: { identityUp: boolean; rounds: number }) {
  const redis = { client: () => ({ ping: async () => { state.rounds++; return 'PONG'; } }) } as unknown as ServiceRedis;
  const nats = { flush: async () => undefined } as unknown as NatsConnection;
  const client = { send: async (pattern: string) => ({ status: pattern.startsWith('identity') && !state.identityUp ? 'down' : 'up' }) };
  const moduleRef = { get: () => client } as unknown as ModuleRef;
  return new HealthService(redis, nats, moduleRef);
}

/**
 * Issue 28: a poll of /api/health within a round's second is answered from that round, already
 * serialized (the probe server sends it without a promise); a due round is never skipped.
 */
describe('health rounds', () => {
  afterEach(() => jest.useRealTimers());

  it('has no settled answer before the first round has answered', () => {
    expect(healthService({ identityUp: true, rounds: 0 }).settledAnswer()).toBeNull();
  });

  it('serves the settled round serialized, the same answer report() gives, until the round is a second old', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const state = { identityUp: true, rounds: 0 };
    const health = healthService(state);
    const report = await health.report();
    await Promise.resolve(); // the round's own continuation, which keeps its serialized answer
    expect(health.settledAnswer()).toEqual({ status: 200, json: JSON.stringify(report.body) });
    expect(JSON.parse(health.settledAnswer()!.json)).toMatchObject({ status: 'ok', dependencies: { identity: 'up', redis: 'up', nats: 'up' } });

    jest.setSystemTime(Date.now() + 1000);
    expect(health.settledAnswer()).not.toBeNull();
    // Past the second: the next poll awaits a new round, which sees identity down.
    jest.setSystemTime(Date.now() + 1);
    state.identityUp = false;
    expect(health.settledAnswer()).toBeNull();
    const next = await health.report();
    await Promise.resolve();
    expect(next.status).toBe(503);
    expect(health.settledAnswer()).toEqual({ status: 503, json: JSON.stringify(next.body) });
    expect(state.rounds).toBe(2);
  });

  it('never answers from an older round while a newer one is in flight', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const health = healthService({ identityUp: true, rounds: 0 });
    await health.report();
    await Promise.resolve();
    jest.setSystemTime(Date.now() + 1001);
    const inFlight = health.report();
    expect(health.settledAnswer()).toBeNull();
    await inFlight;
    await Promise.resolve();
    expect(health.settledAnswer()).not.toBeNull();
  });
});
