import { signActorAssertion, verifyActorAssertion } from '../src/index.js';

const actor = { id: '7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11', isAdmin: false, tier: 'free' as const };
const SECRET = 's'.repeat(40);
const NOW = 1_800_000_000_000;

describe('the actor assertion the gateway forwards to streaming', () => {
  it('round-trips an actor within its lifetime', () => {
    expect(verifyActorAssertion(signActorAssertion(actor, SECRET, NOW), SECRET, NOW + 29_000)).toEqual(actor);
  });

  it('refuses an expired, forged, re-signed or garbled one', () => {
    const good = signActorAssertion(actor, SECRET, NOW);
    const [payload, signature] = good.split('.');
    const admin = Buffer.from(JSON.stringify({ a: { ...actor, isAdmin: true }, e: NOW + 30_000 })).toString('base64url');
    expect(verifyActorAssertion(good, SECRET, NOW + 31_000)).toBeNull();
    expect(verifyActorAssertion(`${admin}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyActorAssertion(signActorAssertion(actor, 'another-secret-another-secret-xx', NOW), SECRET, NOW)).toBeNull();
    for (const value of [undefined, '', payload, `${payload}.`, `${good}.x`, 'a.b', ['x'], 'x'.repeat(2000)]) {
      expect(verifyActorAssertion(value, SECRET, NOW)).toBeNull();
    }
  });

  it('refuses a signed payload that is not an actor', () => {
    const sign = (value: unknown) => signActorAssertion(value as typeof actor, SECRET, NOW);
    expect(verifyActorAssertion(sign({ ...actor, id: 'admin' }), SECRET, NOW)).toBeNull();
    expect(verifyActorAssertion(sign({ ...actor, tier: 'gold' }), SECRET, NOW)).toBeNull();
  });
});
