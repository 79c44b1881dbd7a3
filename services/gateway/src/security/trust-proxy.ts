import { isIP } from 'node:net';

/** `TRUST_PROXY` parsed: nothing, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** Fastify's `trustProxy`: whether the address at `hop` (0 = our direct peer) may speak for the client. */
export type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * A hop count becomes "trust the first N hops" (Fastify 5 ignores X-Forwarded-For entirely for a
 * bare number, since it cannot check the peer). Right when every request passes through exactly
 * that many proxies, as in Kubernetes where only the ingress reaches the pods; where the proxies'
 * addresses are known, list them instead.
 */
export function toFastifyTrustProxy(trust: TrustProxy): TrustProxyOption {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}

const isAddressOrCidr = (entry: string): boolean => {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

export const TRUST_PROXY_HELP = 'TRUST_PROXY must be a number of proxy hops (e.g. 1 behind one ingress) or a comma-separated list of proxy addresses/CIDRs; "true" would let any client choose its IP with X-Forwarded-For';

/**
 * `TRUST_PROXY` as Fastify reads it. Only the configured number of hops (or the listed proxies)
 * may speak for the client in X-Forwarded-For; with `true` every client could name its own IP and
 * step around the per-IP login limit. Null when the value is not one of those forms.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrCidr) ? entries : null;
}
