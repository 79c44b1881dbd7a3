import { Route, Routes } from 'react-router-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveStreamDto } from '@cannaverse/contracts';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import LivestreamPage from './LivestreamPage';
import { testStream } from './livestreams.fixtures';

/** An ended stream's page: its live channel is not under test here, so sockets go nowhere. */
class SilentWebSocket {
  readyState = 0;
  onopen = null;
  onclose = null;
  onmessage = null;
  onerror = null;
  send() {}
  close() {}
}

beforeEach(() => vi.stubGlobal('WebSocket', SilentWebSocket));
beforeAll(() => {
  vi.setConfig({ testTimeout: 30_000 });
  configure({ asyncUtilTimeout: 5_000 });
});
afterEach(() => vi.unstubAllGlobals());

const RECORDING = '/media/recordings/2026/03/0b7c2f1e-5d7a-4c1e-9a53-2f9d1c0e8b11-0123456789abcdef0123456789abcdef.mp4';
const ended = (overrides: Partial<LiveStreamDto> = {}) => testStream({
  status: 'ended', startedAt: '2026-03-01T17:00:00.000Z', endedAt: '2026-03-01T18:00:00.000Z',
  recordingStatus: 'ready', recordingUrl: RECORDING, recordingExpiresAt: '2026-03-31T18:00:00.000Z', ...overrides,
});

const renderEnded = (stream: LiveStreamDto, routes: Record<string, MockResponse | MockRoute> = {}) => {
  const api = mockApi({
    'GET /api/me': { body: testUser() },
    'GET /api/livestreams/7': { body: stream },
    'GET /api/livestreams/7/chats': { body: { items: [], nextCursor: null } },
    'GET /api/livestreams': { body: { items: [], nextCursor: null } },
    ...routes,
  });
  renderWithApp(<Routes><Route path="/livestreams/:id" element={<LivestreamPage />} /></Routes>, { route: '/livestreams/7' });
  return api;
};

describe("an ended stream's recording (issue 21)", () => {
  it("plays the recording in the player's place, says how long it is kept, and offers no Delete to other members", async () => {
    renderEnded(ended());
    const section = await screen.findByRole('region', { name: 'Watch the recording' });
    expect(within(section).getByRole('heading', { name: 'Watch the recording' })).toBeTruthy();
    const video = within(section).getByTestId('recording-video') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(RECORDING);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Recording: Topping day in the tent');
    expect(screen.getByText('Kept until Mar 31, 2026, then deleted.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stream Offline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete recording' })).toBeNull();
  });

  it('says the recording is being prepared', async () => {
    renderEnded(ended({ recordingStatus: 'processing', recordingUrl: null, recordingExpiresAt: null }));
    expect(await screen.findByText('The recording is being prepared…')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stream Ended' })).toBeTruthy();
    expect(screen.queryByTestId('recording-video')).toBeNull();
  });

  it('says when the recording could not be made', async () => {
    renderEnded(ended({ recordingStatus: 'failed', recordingUrl: null, recordingExpiresAt: null }));
    expect(await screen.findByText('The recording could not be made.')).toBeTruthy();
    expect(screen.queryByTestId('recording-video')).toBeNull();
  });

  it('shows the plain ended slate when the stream has no recording', async () => {
    renderEnded(ended({ recordingStatus: null, recordingUrl: null, recordingExpiresAt: null }));
    expect(await screen.findByRole('heading', { name: 'Stream Ended' })).toBeTruthy();
    expect(screen.queryByTestId('recording-video')).toBeNull();
    expect(screen.queryByText('The recording could not be made.')).toBeNull();
  });

  it('lets the creator delete it after confirming; the page then shows no recording', async () => {
    let deleted = false;
    const api = renderEnded(ended({ canModerate: true }), {
      'GET /api/livestreams/7': () => ({ body: deleted ? ended({ canModerate: true, recordingStatus: null, recordingUrl: null, recordingExpiresAt: null }) : ended({ canModerate: true }) }),
      'DELETE /api/livestreams/7/recording': () => {
        deleted = true;
        return { body: ended({ canModerate: true, recordingStatus: null, recordingUrl: null, recordingExpiresAt: null }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete recording' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete recording' });
    expect(within(dialog).getByText('Delete this recording? It cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete recording' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete recording' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/livestreams/7/recording')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('recording-video')).toBeNull());
    expect(screen.getAllByTestId('toast').some((toast) => toast.textContent?.includes('Recording deleted'))).toBe(true);
  });

  it("reports the server's refusal in a toast and keeps the recording", async () => {
    renderEnded(ended({ canModerate: true }), {
      'DELETE /api/livestreams/7/recording': { status: 403, body: { message: "Only the stream's creator or an administrator can delete its recording" } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete recording' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete recording' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('toast').some((toast) => toast.textContent?.includes("Only the stream's creator or an administrator can delete its recording"))).toBe(true));
    expect(screen.getByTestId('recording-video')).toBeTruthy();
  });
});
