import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDto } from '@cannaverse/contracts';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import { NotificationSettingsForm } from './components/NotificationSettingsForm';
import NotificationsPage from './NotificationsPage';

afterEach(() => vi.unstubAllGlobals());

const actor = (username: string) => ({ id: `${username}-id`, username, displayName: null, avatar: null });
const likes: NotificationDto = {
  id: 'g-1', type: 'like', count: 3, actors: [actor('alice'), actor('bob'), actor('cy')], read: false,
  target: { type: 'post', id: 'p-1', excerpt: 'First harvest' }, createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const follow: NotificationDto = {
  id: 'g-2', type: 'follow', count: 1, actors: [actor('dee')], read: true, target: null, createdAt: '2026-01-05T15:07:00.000Z',
};

describe('NotificationsPage', () => {
  it('shows account notices with an icon, their words and their link', async () => {
    const notice: NotificationDto = {
      id: 'g-3', type: 'reportOutcome', count: 1, actors: [], read: true, target: null, createdAt: '2026-01-05T15:07:00.000Z',
      detail: { action: 'remove', contentType: 'comment', rule: 'harassment' },
    };
    mockApi({
      'GET /api/me': { body: testUser() },
      'GET /api/notifications': { body: { items: [notice], nextCursor: null } },
    });
    renderWithApp(<NotificationsPage />);
    const [row] = await screen.findAllByTestId('notification');
    expect(within(row).getByTestId('notice-icon')).toBeTruthy();
    const link = within(row).getByRole('link');
    expect(link.getAttribute('href')).toBe('/rules');
    expect(link.textContent).toContain('Thanks for your report: we removed the comment (Harassment)');
  });

  it('lists the groups with faces, text, excerpt, relative time and links, and marks them read up to the newest', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: testUser() },
      'GET /api/notifications': { body: { items: [likes, follow], nextCursor: null } },
      'POST /api/notifications/read': { body: { count: 0 } },
    });
    renderWithApp(<NotificationsPage />);
    const rows = await screen.findAllByTestId('notification');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]).getByRole('link');
    expect(first.getAttribute('href')).toBe('/posts/p-1');
    expect(first.textContent).toContain('alice and 2 others liked your post');
    expect(first.textContent).toContain('First harvest');
    expect(first.textContent).toContain('5 minutes ago');
    expect(rows[0].querySelectorAll('[data-testid="avatar-fallback"]')).toHaveLength(3);
    expect(within(rows[1]).getByRole('link').getAttribute('href')).toBe('/profile/dee-id');
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ upTo: likes.createdAt }));
  });

  it('says so when there is nothing', async () => {
    mockApi({ 'GET /api/me': { body: testUser() }, 'GET /api/notifications': { body: { items: [], nextCursor: null } } });
    renderWithApp(<NotificationsPage />);
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    mockApi({ 'GET /api/me': { body: testUser() }, 'GET /api/notifications': { status: 503, body: { message: 'down' } } });
    renderWithApp(<NotificationsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load your notifications.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('NotificationSettingsForm', () => {
  it('saves a switch and who may notify', async () => {
    const settings = { like: true, comment: true, follow: true, mention: true, live: true, storyUpvote: true, from: 'everyone' };
    const { calls } = mockApi({
      'GET /api/me': { body: testUser() },
      'GET /api/notifications/settings': { body: settings },
      'PUT /api/notifications/settings': (request) => ({ body: { ...settings, ...(request.body as object) } }),
    });
    renderWithApp(<NotificationSettingsForm />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Likes on my posts' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ like: false }]));
    // The form is disabled while a change saves: a click before the answer came would be ignored (a
    // race that a busy machine lost in CI).
    const following = screen.getByRole('radio', { name: 'Only people I follow' }) as HTMLInputElement;
    await waitFor(() => expect(following.closest('fieldset')?.disabled).toBe(false));
    await userEvent.click(following);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ like: false }, { from: 'following' }]));
    expect((screen.getByRole('switch', { name: 'Likes on my posts' }) as HTMLInputElement).checked).toBe(false);
  });
});
