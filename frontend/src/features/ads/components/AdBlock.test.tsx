import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '../../../app/storage';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp } from '../../../app/testing/render';
import { resetAdsAvailability } from '../api/adsApi';
import { AdBlock } from './AdBlock';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void;
let observe: ObserverCallback = () => undefined;

beforeEach(() => {
  resetAdsAvailability();
  vi.stubGlobal('IntersectionObserver', class {
    constructor(callback: ObserverCallback) { observe = callback; }
    observe() {}
    disconnect() {}
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('AdBlock', () => {
  it('shows the Sponsored label with a placeholder while loading, then the ad', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    mockApi({ 'GET /api/ads/sidebar': async () => { await gate; return { body: [{ id: 'ad-1', adCode: '<b>Nutrients</b>' }] }; } });
    renderWithApp(<AdBlock placement="sidebar" />);
    expect(screen.getByText('Sponsored')).toBeTruthy();
    expect(screen.getByTestId('ad-placeholder')).toBeTruthy();
    release();
    const frame = await screen.findByTitle('Sponsored content');
    expect(frame.getAttribute('srcdoc')).toContain('<b>Nutrients</b>');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
  });

  it('shows nothing when there is no ad or the call fails', async () => {
    const { calls } = mockApi({ 'GET /api/ads/sidebar': { status: 500, body: { message: 'down' } } });
    const { container } = renderWithApp(<AdBlock placement="sidebar" />);
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(calls).toHaveLength(1);
  });

  it('reports the impression once at half visibility with a stored session id', async () => {
    const { calls } = mockApi({ 'GET /api/ads/sidebar': { body: [{ id: 'ad-7', adCode: 'Ad' }] }, 'POST /api/ads/impression/ad-7': { body: {} } });
    renderWithApp(<AdBlock placement="sidebar" />);
    await screen.findByTitle('Sponsored content');
    observe([{ isIntersecting: true, intersectionRatio: 0.3 }]);
    observe([{ isIntersecting: true, intersectionRatio: 0.6 }]);
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/ads/impression/ad-7')).toHaveLength(1));
    const sessionId = localStorage.getItem(StorageKeys.adSession);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.find((call) => call.path === '/api/ads/impression/ad-7')?.body).toEqual({ sessionId });
  });
});
