import { Route, Routes } from 'react-router-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import LivestreamsPage from './LivestreamsPage';
import { testMyStream, testStream } from './livestreams.fixtures';

// These screens type into forms and wait on the network mock: generous limits, so a machine busy
// with other test runs slows them down without failing them.
beforeAll(() => {
  vi.setConfig({ testTimeout: 30_000 });
  configure({ asyncUtilTimeout: 5_000 });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (routes: Record<string, MockResponse | MockRoute> = {}, signedIn = true) => {
  const api = mockApi({
    'GET /api/me': signedIn ? { body: testUser() } : { status: 401, body: { message: 'Not authenticated' } },
    'GET /api/livestreams': { body: { items: [], nextCursor: null } },
    'GET /api/livestreams/mine': { body: { items: [testMyStream()], nextCursor: null } },
    ...routes,
  });
  renderWithApp(
    <Routes>
      <Route path="/livestreams" element={<LivestreamsPage />} />
      <Route path="/livestreams/:id" element={<p>stream page</p>} />
      <Route path="/auth" element={<p>auth page</p>} />
    </Routes>,
    { route: '/livestreams' },
  );
  return api;
};

describe('/livestreams', () => {
  it('shows 6 skeleton cards while loading, then the empty state and About Live Streaming', async () => {
    let release: () => void = () => undefined;
    renderPage({ 'GET /api/livestreams': () => new Promise((resolve) => { release = () => resolve({ body: { items: [], nextCursor: null } }); }) });
    expect(await screen.findAllByTestId('stream-card-skeleton')).toHaveLength(6);
    release();
    expect(await screen.findByRole('heading', { name: 'No Live Streams' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Live Streaming' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Live Now' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows live streams with a LIVE badge and their first tag, recent ones below', async () => {
    renderPage({
      'GET /api/livestreams': { body: { items: [testStream({ status: 'live', viewerCount: 4 }), testStream({ id: 8, title: 'Old harvest', status: 'ended', tags: '' })], nextCursor: null } },
    });
    const live = await screen.findByRole('list', { name: 'Live streams' });
    const card = within(live).getByRole('link', { name: 'Topping day in the tent by Tent Master' });
    expect(card.getAttribute('href')).toBe('/livestreams/7');
    expect(within(card).getByText('LIVE')).toBeTruthy();
    expect(within(card).getByText('indoor')).toBeTruthy();
    expect(within(card).queryByText('lst')).toBeNull();
    expect(within(card).getByText('4 watching')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Recent streams' })).getByText('ENDED')).toBeTruthy();
    expect(screen.queryByText('No Live Streams')).toBeNull();
  });

  it('shows the list error', async () => {
    renderPage({ 'GET /api/livestreams': { status: 503, body: { message: 'The streaming service is not available right now' } } });
    expect(await screen.findByText('Error loading streams: API request failed: The streaming service is not available right now')).toBeTruthy();
  });

  it('asks visitors to sign in for My Streams and offers them no Create Stream', async () => {
    renderPage({}, false);
    await userEvent.click(await screen.findByRole('tab', { name: 'My Streams' }));
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Create Stream' })).toBeNull();
  });

  it("shows a member's own streams with the server URL and a hidden key", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'My Streams' }));
    expect(await screen.findByText('rtmp://127.0.0.1:1935/live')).toBeTruthy();
    expect(screen.queryByText('cvk_secret')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('cvk_secret')).toBeTruthy();
  });

  it("creates a stream: 'Title required' when blank, then 'Stream created!' and its page", async () => {
    const { calls } = renderPage({ 'POST /api/livestreams': { status: 201, body: testMyStream({ id: 42 }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Stream' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Stream' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Stream' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Title required');
    expect(toast.textContent).toContain('Please enter a title for your stream');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Harvest live');
    await userEvent.type(within(dialog).getByLabelText('Tags (optional, comma-separated)'), 'harvest, outdoor');
    await userEvent.click(within(dialog).getByLabelText(/Private stream/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Stream' }));
    expect(await screen.findByText('stream page')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'Harvest live', description: null, tags: 'harvest, outdoor', isPrivate: true });
    expect(screen.getAllByTestId('toast').some((node) => node.textContent?.includes('Stream created!'))).toBe(true);
  });

  it('says so when creating fails, without an unhandled rejection', async () => {
    renderPage({ 'POST /api/livestreams': { status: 500, body: { message: 'boom' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Stream' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Stream' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Will fail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Stream' }));
    await waitFor(() => expect(screen.getAllByTestId('toast').some((node) => node.textContent?.includes('Error: Failed to create stream. Please try again.'))).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Create Stream' })).toBeTruthy();
  });
});
