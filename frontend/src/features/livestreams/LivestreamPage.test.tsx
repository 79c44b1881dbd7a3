import { Route, Routes } from 'react-router-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveServerMessage } from '@cannaverse/contracts';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import LivestreamPage from './LivestreamPage';
import { testStream } from './livestreams.fixtures';

/** Stands in for the browser's WebSocket: the test opens, feeds and drops it. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) { FakeWebSocket.instances.push(this); }
  send(data: string) { this.sent.push(JSON.parse(data) as Record<string, unknown>); }
  close() { this.readyState = 3; }
  open() { act(() => { this.readyState = 1; this.onopen?.(new Event('open')); }); }
  receive(frame: LiveServerMessage) { act(() => this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent)); }
  drop(code: number) { act(() => { this.readyState = 3; this.onclose?.({ code } as CloseEvent); }); }
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
// These screens type into forms and wait on the network mock: generous limits, so a machine busy
// with other test runs slows them down without failing them.
beforeAll(() => {
  vi.setConfig({ testTimeout: 30_000 });
  configure({ asyncUtilTimeout: 5_000 });
});
afterEach(() => vi.unstubAllGlobals());

const renderStream = (route: string, routes: Record<string, MockResponse | MockRoute> = {}, signedIn = true) => {
  const api = mockApi({
    'GET /api/me': signedIn ? { body: testUser() } : { status: 401, body: {} },
    'GET /api/livestreams/7': { body: testStream() },
    'GET /api/livestreams/7/chats': { body: { items: [], nextCursor: null } },
    'GET /api/livestreams': { body: { items: [], nextCursor: null } },
    ...routes,
  });
  renderWithApp(<Routes><Route path="/livestreams/:id" element={<LivestreamPage />} /></Routes>, { route });
  return api;
};

const toasts = () => screen.queryAllByTestId('toast').map((node) => node.textContent ?? '');
const socket = async () => {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  return FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
};

describe('/livestreams/{id}', () => {
  it("shows 'Invalid stream URL' with a way back for a non-numeric id", async () => {
    renderStream('/livestreams/abc');
    expect(await screen.findByRole('heading', { name: 'Invalid stream URL' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Live Streams' }).getAttribute('href')).toBe('/livestreams');
  });

  it('asks visitors to sign in', async () => {
    renderStream('/livestreams/7', {}, false);
    expect(await screen.findByRole('heading', { name: 'Please sign in to view live streams.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it("says 'Stream not found or unavailable.' for an unknown stream", async () => {
    renderStream('/livestreams/7', { 'GET /api/livestreams/7': { status: 404, body: { message: 'Stream not found or unavailable.' } } });
    expect(await screen.findByText('Stream not found or unavailable.')).toBeTruthy();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('shows an offline stream: player, header, empty chat; send works only once the channel is open', async () => {
    renderStream('/livestreams/7');
    expect(await screen.findByRole('heading', { name: 'Topping day in the tent' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stream Offline' })).toBeTruthy();
    expect(screen.getByText('OFFLINE')).toBeTruthy();
    expect(screen.getByText('Not started yet')).toBeTruthy();
    expect(screen.getByText('0 watching')).toBeTruthy();
    expect(screen.getByText('Creator')).toBeTruthy();
    expect(screen.getByText('indoor, lst')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Live Streams' }).getAttribute('href')).toBe('/livestreams');
    expect(screen.getByRole('tab', { name: 'Chat (0)' })).toBeTruthy();
    expect(screen.getByText('No messages yet')).toBeTruthy();
    expect(screen.getByText('Be the first to say something!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other Live Streams' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send.hasAttribute('disabled')).toBe(true);

    const ws = await socket();
    expect(ws.url).toBe(`ws://${window.location.host}/ws?streamId=7`);
    ws.open();
    expect(ws.sent[0]).toEqual({ type: 'join_stream', streamId: 7, userId: 'u-me' });
    expect(send.hasAttribute('disabled')).toBe(false);
    await userEvent.click(send);
    expect(ws.sent).toHaveLength(1);
    await userEvent.type(screen.getByPlaceholderText('Type a message...'), '  hello grow fam  {Enter}');
    expect(ws.sent[1]).toMatchObject({ type: 'chat_message', streamId: 7, userId: 'u-me', content: 'hello grow fam' });
    expect((screen.getByPlaceholderText('Type a message...') as HTMLInputElement).value).toBe('');
  });

  it('lists chat lines in a polite live region, drops deleted ones, and counts them', async () => {
    renderStream('/livestreams/7');
    const ws = await socket();
    ws.open();
    const line = { type: 'chat_message' as const, id: 1, streamId: 7, userId: 'u-2', content: 'Nice buds!', timestamp: '2026-03-01T17:05:00.000Z', isHighlighted: false, user: { id: 'u-2', username: 'budfan', displayName: 'Bud Fan', avatar: null } };
    ws.receive(line);
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('Nice buds!')).toBeTruthy();
    expect(within(log).getByText('Bud Fan')).toBeTruthy();
    expect(within(log).getByText(/^Mar 1, 2026, \d{2}:05 (AM|PM)$/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Chat (1)' })).toBeTruthy();
    ws.receive({ type: 'chat_deleted', streamId: 7, messageId: 1 });
    expect(within(log).queryByText('Nice buds!')).toBeNull();
    expect(screen.getByText('No messages yet')).toBeTruthy();
  });

  it('follows the live channel: viewers, going live, and the Stream Ended toast', async () => {
    renderStream('/livestreams/7', { 'GET /api/livestreams/7': { body: testStream({ status: 'live', startedAt: '2026-03-01T17:00:00.000Z' }) } });
    const ws = await socket();
    ws.open();
    ws.receive({ type: 'viewer_count', streamId: 7, viewerCount: 12 });
    expect(screen.getByText('12 watching')).toBeTruthy();
    expect(screen.getByText(/^Started Mar 1, 2026/)).toBeTruthy();
    ws.receive({ type: 'stream_status', streamId: 7, status: 'ended', startedAt: '2026-03-01T17:00:00.000Z', endedAt: '2026-03-01T18:00:00.000Z', playbackUrl: null });
    expect(screen.getByRole('heading', { name: 'Stream Ended' })).toBeTruthy();
    expect(screen.getByText('ENDED')).toBeTruthy();
    expect(screen.getByText(/^Ended Mar 1, 2026/)).toBeTruthy();
    await waitFor(() => expect(toasts().some((text) => text.includes('Stream Ended') && text.includes('The streamer has ended this live session.'))).toBe(true));
  });

  it("sends a 'love' reaction with Like, and reports a lost connection once", async () => {
    renderStream('/livestreams/7');
    const ws = await socket();
    ws.open();
    await userEvent.click(screen.getByRole('button', { name: 'Like this stream' }));
    expect(ws.sent.at(-1)).toEqual({ type: 'reaction', streamId: 7, userId: 'u-me', reactionType: 'love' });
    await waitFor(() => expect(toasts().some((text) => text.includes('Reaction Sent') && text.includes('You sent a love reaction!'))).toBe(true));
    ws.drop(1006);
    await waitFor(() => expect(toasts().some((text) => text.includes('Connection Error') && text.includes('Failed to connect to the live stream. Please try again.'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the Info tab: no description, and the four Stream Rules', async () => {
    renderStream('/livestreams/7');
    await userEvent.click(await screen.findByRole('tab', { name: 'Info' }));
    expect(screen.getByRole('heading', { name: 'About this stream' })).toBeTruthy();
    expect(screen.getByText('No description provided.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stream Rules' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Be respectful to everyone', 'No spam or self-promotion', 'Stay on topic', 'Follow community guidelines']),
    );
  });

  describe('chat that says what happened (issue 21)', () => {
    const line = { type: 'chat_message' as const, id: 5, streamId: 7, userId: 'u-2', content: 'spam spam', timestamp: '2026-03-01T17:05:00.000Z', isHighlighted: false, user: { id: 'u-2', username: 'spammer', displayName: 'Spammer', avatar: null } };

    it("shows a banned member one clear state, and does not try again", async () => {
      renderStream('/livestreams/7');
      const ws = await socket();
      ws.open();
      ws.receive({ type: 'error', streamId: 7, message: "You are banned from this stream's chat" });
      ws.drop(4003);
      expect((await screen.findByRole('alert')).textContent).toBe("You are banned from this stream's chat");
      expect(screen.getAllByText("You are banned from this stream's chat")).toHaveLength(1);
      expect(screen.queryByPlaceholderText('Type a message...')).toBeNull();
      expect(screen.queryByText('Chat is disconnected. Reconnecting...')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(toasts().some((text) => text.includes('Connection Error'))).toBe(false);
    });

    it('after 1012 (its replica restarting or cut off from NATS) reconnects and reloads the lines it missed', async () => {
      let missed = false;
      const api = renderStream('/livestreams/7', {
        'GET /api/livestreams/7/chats': () => ({ body: { items: missed ? [{ ...line, id: 9, content: 'said while you were away' }] : [], nextCursor: null } }),
      });
      const first = await socket();
      first.open();
      missed = true;
      first.drop(1012);
      await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
      FakeWebSocket.instances[1].open();
      expect(await screen.findByText('said while you were away')).toBeTruthy();
      expect(api.calls.filter((call) => call.path === '/api/livestreams/7/chats')).toHaveLength(2);
      expect(toasts().some((text) => text.includes('Connection Error'))).toBe(false);
    });

    it("shows everyone's reactions: a count and a floating heart each", async () => {
      renderStream('/livestreams/7', { 'GET /api/livestreams/7': { body: testStream({ status: 'live', startedAt: '2026-03-01T17:00:00.000Z' }) } });
      const ws = await socket();
      ws.open();
      expect(screen.getByLabelText('0 reactions')).toBeTruthy();
      ws.receive({ type: 'reaction', streamId: 7, userId: 'u-2', reactionType: 'love' });
      ws.receive({ type: 'reaction', streamId: 7, userId: 'u-3', reactionType: 'fire' });
      expect(screen.getByLabelText('2 reactions')).toBeTruthy();
      expect(screen.getAllByTestId('floating-reaction').map((node) => node.textContent)).toEqual(['♥', '🔥']);
      await waitFor(() => expect(screen.queryAllByTestId('floating-reaction')).toHaveLength(0), { timeout: 4000 });
      expect(screen.getByLabelText('2 reactions')).toBeTruthy();
    });

    it('asks before banning, and the creator lifts bans from the Bans list', async () => {
      let banned = false;
      const api = renderStream('/livestreams/7', {
        'GET /api/me': { body: testUser({ id: 'u-host' }) },
        'GET /api/livestreams/7': { body: testStream({ canModerate: true }) },
        'POST /api/livestreams/7/bans': () => {
          banned = true;
          return { status: 201, body: {} };
        },
        'GET /api/livestreams/7/restrictions': () => ({
          body: {
            items: banned ? [{ userId: 'u-2', kind: 'ban', expiresAt: null, createdAt: '2026-03-01T17:06:00.000Z', user: line.user }] : [],
            nextCursor: null,
          },
        }),
        'DELETE /api/livestreams/7/restrictions/u-2': () => {
          banned = false;
          return { body: { ok: true } };
        },
      });
      const ws = await socket();
      ws.open();
      ws.receive(line);
      await userEvent.click(screen.getByText('Moderate'));
      await userEvent.click(screen.getByRole('button', { name: 'Ban from chat' }));
      const dialog = screen.getByRole('dialog', { name: 'Ban Spammer from this chat?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/bans'))).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Ban from chat' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ban' }));
      await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/bans'))).toHaveLength(1));
      expect(api.calls.find((call) => call.path.endsWith('/bans'))?.body).toEqual({ userId: 'u-2' });

      await userEvent.click(screen.getByRole('tab', { name: 'Bans' }));
      const list = await screen.findByRole('list', { name: 'Active bans and timeouts' });
      expect(within(list).getByText('Spammer')).toBeTruthy();
      expect(within(list).getByText('Banned')).toBeTruthy();
      await userEvent.click(within(list).getByRole('button', { name: 'Lift the ban of Spammer' }));
      expect(await screen.findByText('Nobody is banned or timed out.')).toBeTruthy();
    });

    it('shows no Bans tab and no End stream button to an ordinary viewer', async () => {
      renderStream('/livestreams/7', { 'GET /api/livestreams/7': { body: testStream({ status: 'live', startedAt: '2026-03-01T17:00:00.000Z' }) } });
      await screen.findByRole('heading', { name: 'Topping day in the tent' });
      expect(screen.queryByRole('tab', { name: 'Bans' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'End stream' })).toBeNull();
    });

    it("lets an admin end someone's live stream after confirming", async () => {
      const api = renderStream('/livestreams/7', {
        'GET /api/me': { body: testUser({ isAdmin: true }) },
        'GET /api/livestreams/7': { body: testStream({ status: 'live', startedAt: '2026-03-01T17:00:00.000Z', canModerate: true }) },
        'POST /api/livestreams/7/end': { body: testStream({ status: 'ended', startedAt: '2026-03-01T17:00:00.000Z', endedAt: '2026-03-01T18:00:00.000Z' }) },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'End stream' }));
      const dialog = screen.getByRole('dialog', { name: 'End this stream?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'End stream' }));
      await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/livestreams/7/end')).toBe(true));
      await waitFor(() => expect(toasts().some((text) => text.includes('Stream ended'))).toBe(true));
    });
  });
});
