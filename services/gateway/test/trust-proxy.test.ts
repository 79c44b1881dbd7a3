import { parseTrustProxy, toFastifyTrustProxy } from '../src/security/trust-proxy.js';

describe('TRUST_PROXY', () => {
  it.each([
    ['', false], ['false', false], ['0', false], ['1', 1], ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']], ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']], ['fd00::/8', ['fd00::/8']],
  ] as const)('reads %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.0/33', 'example.com', '1.2.3.4/8/9', '999'])('refuses %j (null: the config check fails)', (value) => {
    expect(parseTrustProxy(value)).toBeNull();
  });

  it('trusts exactly the configured number of hops, whatever the peer', () => {
    const trust = toFastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([trust('10.1.2.3', 0), trust('198.51.100.1', 1)]).toEqual([true, false]);
    expect(toFastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
