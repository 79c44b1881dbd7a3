import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseQuery } from './api';
import { EARLY_REQUEST_MAX_AGE_MS } from './early-requests';

// public/boot.js starts /api/me and the feed's first page for a member before the app's code has
// arrived; the app's fetcher must use each of those answers once instead of asking again.
const api = { signal: new AbortController().signal } as Parameters<typeof apiBaseQuery>[1];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('answers boot.js asked for early', () => {
  afterEach(() => {
    delete window.__cannaverseEarlyRequests;
    vi.restoreAllMocks();
  });

  it('are used once for the same GET, then the fetcher asks the server as usual', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ from: 'network' }));
    window.__cannaverseEarlyRequests = { startedAt: Date.now(), requests: { '/api/me': Promise.resolve(json({ from: 'early' })) } };
    expect(await apiBaseQuery('/api/me', api, {})).toEqual({ data: { from: 'early' } });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await apiBaseQuery('/api/me', api, {})).toEqual({ data: { from: 'network' } });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('are not used for another URL, a write, or when they are too old', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ from: 'network' }));
    window.__cannaverseEarlyRequests = { startedAt: Date.now(), requests: { '/api/me': Promise.resolve(json({ from: 'early' })) } };
    expect(await apiBaseQuery('/api/posts?sort=latest&limit=10', api, {})).toEqual({ data: { from: 'network' } });
    expect(await apiBaseQuery({ url: '/api/me', method: 'POST', body: {} }, api, {})).toEqual({ data: { from: 'network' } });
    window.__cannaverseEarlyRequests = { startedAt: Date.now() - EARLY_REQUEST_MAX_AGE_MS - 1, requests: { '/api/me': Promise.resolve(json({ from: 'early' })) } };
    expect(await apiBaseQuery('/api/me', api, {})).toEqual({ data: { from: 'network' } });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('fall back to a normal request when the early one failed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ from: 'network' }));
    window.__cannaverseEarlyRequests = { startedAt: Date.now(), requests: { '/api/me': Promise.reject(new TypeError('offline')) } };
    expect(await apiBaseQuery('/api/me', api, {})).toEqual({ data: { from: 'network' } });
  });
});
