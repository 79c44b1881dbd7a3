import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostDto } from '@cannaverse/contracts';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import ConversationPage from '../messages/ConversationPage';
import { MemberActions } from '../profiles/components/MemberActions';
import { PostOwnerActions } from '../posts/components/PostOwnerActions';
import { MutedMembersList } from './components/MutedMembersList';
import { MutedWordsForm } from './components/MutedWordsForm';

afterEach(() => vi.unstubAllGlobals());

const me = testUser();
const other = { ...testUser({ id: 'u-2', username: 'kushqueen', displayName: 'Kush Queen', email: undefined }), followersCount: 0, followingCount: 0, postsCount: 0, isFollowing: false };
const empty = { body: { items: [], nextCursor: null } };
const base: Record<string, MockResponse | MockRoute> = {
  'GET /api/me': { body: me },
  'GET /api/users/u-2': { body: other },
  'GET /api/messages/u-2': empty,
  'GET /api/messages/report-outcomes': empty,
  'GET /api/messages/unread/count': { body: { count: 0 } },
};

describe('direct messages with a block', () => {
  const renderConversation = (routes: Record<string, MockResponse | MockRoute>) => {
    const api = mockApi({ ...base, ...routes });
    renderWithApp(<Routes><Route path="/messages/:id" element={<ConversationPage />} /></Routes>, { route: '/messages/u-2' });
    return api;
  };

  it('the blocked member sees "You can\'t message this member" instead of the message box', async () => {
    renderConversation({ 'GET /api/messages/u-2/status': { body: { canMessage: false, blockedByMe: false } } });
    expect(await screen.findByText("You can't message this member")).toBeTruthy();
    expect(screen.queryByPlaceholderText('Type your message...')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
  });

  it('the blocker sees the same with Unblock, and the box comes back once unblocked', async () => {
    let canMessage = false;
    const { calls } = renderConversation({
      'GET /api/messages/u-2/status': () => ({ body: { canMessage, blockedByMe: !canMessage } }),
      'DELETE /api/users/u-2/block': () => {
        canMessage = true;
        return { body: { blocked: false } };
      },
    });
    expect(await screen.findByText(/you blocked kushqueen/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByPlaceholderText('Type your message...')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/u-2/block')).toBe(true);
  });

  it('a member who may write gets the message box', async () => {
    renderConversation({ 'GET /api/messages/u-2/status': { body: { canMessage: true, blockedByMe: false } } });
    expect(await screen.findByPlaceholderText('Type your message...')).toBeTruthy();
  });
});

describe('muting', () => {
  it('Mute on a profile mutes silently and turns into Unmute', async () => {
    let muted = false;
    const { calls } = mockApi({
      ...base,
      'GET /api/users/u-2/block': { body: { blocked: false } },
      'GET /api/users/u-2/mute': () => ({ body: { muted } }),
      'POST /api/users/u-2/mute': () => {
        muted = true;
        return { body: { muted: true } };
      },
    });
    renderWithApp(<MemberActions profile={other} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(await screen.findByRole('button', { name: 'Unmute' })).toBeTruthy();
    expect(await screen.findByText('Member muted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/users/u-2/mute']);
  });

  it('a blocked member\'s profile offers Unblock, not Mute', async () => {
    mockApi({ ...base, 'GET /api/users/u-2/block': { body: { blocked: true } } });
    renderWithApp(<MemberActions profile={other} />);
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
  });

  it('the post menu mutes the author', async () => {
    const { calls } = mockApi({ ...base, 'POST /api/users/u-2/mute': { body: { muted: true } } });
    const post = { id: 'p-1', userId: 'u-2', content: 'hello', user: { id: 'u-2', username: 'kushqueen', displayName: null, avatar: null } } as PostDto;
    renderWithApp(<PostOwnerActions post={post} canEdit={false} canDelete={false} canReport />);
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mute @kushqueen' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/users/u-2/mute')).toBe(true));
  });

  it('settings list the muted members with Unmute', async () => {
    let items = [{ user: { id: 'u-2', username: 'kushqueen', displayName: 'Kush Queen', avatar: null }, mutedAt: '2026-11-25T10:00:00.000Z' }];
    mockApi({
      'GET /api/mutes': () => ({ body: { items, nextCursor: null } }),
      'DELETE /api/users/u-2/mute': () => {
        items = [];
        return { body: { muted: false } };
      },
    });
    renderWithApp(<MutedMembersList />);
    const list = await screen.findByRole('list', { name: 'Muted members' });
    await userEvent.click(within(list).getByRole('button', { name: 'Unmute' }));
    expect(await screen.findByText("You haven't muted anyone.")).toBeTruthy();
  });

  it('settings add and remove muted words', async () => {
    let words: string[] = ['spoiler'];
    const { calls } = mockApi({
      'GET /api/me/muted-words': () => ({ body: { words } }),
      'PUT /api/me/muted-words': ({ body }) => {
        words = (body as { words: string[] }).words.map((w) => w.toLowerCase());
        return { body: { words } };
      },
    });
    renderWithApp(<MutedWordsForm />);
    const list = await screen.findByRole('list', { name: 'Muted words' });
    expect(within(list).getByText('spoiler')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Word or #hashtag to mute'), '#Promo');
    await userEvent.click(screen.getByRole('button', { name: 'Mute word' }));
    expect(await screen.findByText('#promo')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ words: ['spoiler', '#Promo'] });
    await userEvent.click(screen.getByRole('button', { name: 'Unmute spoiler' }));
    await waitFor(() => expect(screen.queryByText('spoiler')).toBeNull());
  });
});
