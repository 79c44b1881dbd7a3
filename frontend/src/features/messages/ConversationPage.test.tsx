import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageDto } from '@cannaverse/contracts';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import ConversationPage from './ConversationPage';
import { formatMessageTime } from './message-time';

afterEach(() => vi.unstubAllGlobals());

const me = testUser();
const other = { ...testUser({ id: 'u-2', username: 'kushqueen', displayName: 'Kush Queen', bio: 'Grows in Oregon', email: undefined }), followersCount: 0, followingCount: 0, postsCount: 0, isFollowing: false };
const message = (overrides: Partial<MessageDto>): MessageDto => ({
  id: 'm-1', senderId: 'u-2', receiverId: 'u-me', content: 'Hi!', read: true, createdAt: '2026-01-05T15:07:00.000Z', ...overrides,
});
const page = (items: MessageDto[]) => ({ body: { items, nextCursor: null } });

const renderConversation = (routes: Record<string, MockResponse | MockRoute> = {}, path = '/messages/u-2') => {
  const api = mockApi({
    'GET /api/me': { body: me },
    'GET /api/users/u-2': { body: other },
    'GET /api/messages/u-2': page([]),
    'GET /api/messages/report-outcomes': { body: { items: [], nextCursor: null } },
    'GET /api/messages/unread/count': { body: { count: 0 } },
    'GET /api/messages': { body: { items: [], nextCursor: null } },
    ...routes,
  });
  renderWithApp(<Routes><Route path="/messages/:id" element={<ConversationPage />} /><Route path="/messages" element={<p>Inbox</p>} /></Routes>, { route: path });
  return api;
};

describe('ConversationPage', () => {
  it('shows the header (avatar, username, bio) and the empty state', async () => {
    renderConversation();
    expect(await screen.findByRole('heading', { name: 'kushqueen' })).toBeTruthy();
    expect(screen.getByText('Grows in Oregon')).toBeTruthy();
    expect(screen.getByRole('link', { name: "kushqueen's profile" })).toBeTruthy();
    expect(await screen.findByText('No messages yet. Start a conversation!')).toBeTruthy();
    expect(screen.getByPlaceholderText('Type your message...')).toBeTruthy();
  });

  it('lists the conversation oldest first, own messages on the right with a timestamp, Report only on theirs', async () => {
    // The server answers newest first.
    renderConversation({ 'GET /api/messages/u-2': page([
      message({ id: 'm-2', senderId: 'u-me', receiverId: 'u-2', content: 'Hello back', createdAt: '2026-01-05T15:09:00.000Z' }),
      message({ id: 'm-1', content: 'Hi!' }),
    ]) });
    const items = await screen.findAllByTestId('message');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Hi!', 'Hello back']);
    expect(items.map((item) => item.dataset.own)).toEqual(['false', 'true']);
    expect(getComputedStyle(items[1]).alignSelf).toBe('flex-end');
    expect(getComputedStyle(items[0]).alignSelf).toBe('flex-start');
    expect(within(items[0]).getByText(formatMessageTime('2026-01-05T15:07:00.000Z'))).toBeTruthy();
    expect(within(items[0]).getByRole('button', { name: 'Report' })).toBeTruthy();
    expect(within(items[1]).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(getComputedStyle(screen.getByRole('log', { name: 'Messages' })).height).toBe('400px');
  });

  it('sends only trimmed, non-empty text and shows the sent message', async () => {
    const { calls } = renderConversation({
      'POST /api/messages/u-2': ({ body }) => ({ status: 201, body: message({ id: 'm-9', senderId: 'u-me', receiverId: 'u-2', content: (body as { content: string }).content }) }),
    });
    const input = await screen.findByPlaceholderText('Type your message...');
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.type(input, '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '  Nice grow!  ');
    await userEvent.click(send);
    expect(await screen.findByText('Nice grow!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ content: 'Nice grow!' }]);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it("shows the toast 'Error' with the message when sending fails", async () => {
    renderConversation({ 'POST /api/messages/u-2': { status: 403, body: { message: "You can't message this member" } } });
    await userEvent.type(await screen.findByPlaceholderText('Type your message...'), 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain("You can't message this member");
  });

  it("says 'User not found' for an unknown member", async () => {
    renderConversation({ 'GET /api/users/u-404': { status: 404, body: { message: 'User not found' } } }, '/messages/u-404');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeTruthy();
  });

  it('reports a message with a reason', async () => {
    const { calls } = renderConversation({
      'GET /api/messages/u-2': page([message({ id: 'm-1', content: 'Buy my seeds' })]),
      'POST /api/messages/m-1/report': { status: 201, body: { id: 'r-1', messageId: 'm-1', status: 'pending', createdAt: '2026-01-05T15:10:00.000Z' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report message' });
    const submit = within(dialog).getByRole('button', { name: 'Send report' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === '/api/messages/m-1/report')?.body).toEqual({ reason: 'Spam' });
    expect((await screen.findByTestId('toast')).textContent).toContain('Report sent');
  });

  it("tells the reporter the outcome: 'Your report was reviewed: resolved', until dismissed", async () => {
    const outcomes = [{ reportId: 'r-1', messageId: 'm-1', status: 'resolved', reviewedAt: '2026-01-05T16:00:00.000Z', messageExcerpt: 'Buy my seeds' }];
    const { calls } = renderConversation({
      'GET /api/messages/report-outcomes': () => ({ body: { items: outcomes.splice(0), nextCursor: null } }),
      'POST /api/messages/report-outcomes/r-1/dismiss': { body: { ok: true } },
    });
    const notice = await screen.findByTestId('report-outcome');
    expect(notice.querySelector('strong')?.textContent).toBe('Your report was reviewed: resolved');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss notice' }));
    await waitFor(() => expect(screen.queryByTestId('report-outcome')).toBeNull());
    expect(calls.some((call) => call.path === '/api/messages/report-outcomes/r-1/dismiss')).toBe(true);
  });

  it('sends the member to the inbox when they open a conversation with themselves', async () => {
    renderConversation({}, '/messages/u-me');
    expect(await screen.findByText('Inbox')).toBeTruthy();
  });
});
