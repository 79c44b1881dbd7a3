import { local, StorageKeys } from '../../../app/storage';

const uuid = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; build a v4 UUID by hand elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The ad session id: a UUID kept in localStorage under the ad session key (spec §9). */
export function adSessionId(): string {
  const stored = local.get(StorageKeys.adSession);
  if (stored) return stored;
  const id = uuid();
  local.set(StorageKeys.adSession, id);
  return id;
}

/**
 * POST /api/ads/{impression|click}/{id} with the session id. `keepalive` lets a click report
 * survive the navigation it causes; failures are only logged (spec §8).
 */
export function trackAd(kind: 'impression' | 'click', adId: string): void {
  fetch(`/api/ads/${kind}/${encodeURIComponent(adId)}`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: adSessionId() }),
  }).then((response) => {
    if (!response.ok) console.warn(`ad ${kind} tracking failed`, response.status);
  }).catch((error: unknown) => console.warn(`ad ${kind} tracking failed`, error));
}
