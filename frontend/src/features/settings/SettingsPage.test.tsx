import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockResponse } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import { expectSkeleton, expectSkeletonGone, heldAnswer } from '../../app/testing/skeleton';
import SettingsPage from './SettingsPage';

afterEach(() => vi.unstubAllGlobals());

const SESSIONS = [
  { id: 's-here', current: true, createdAt: '2026-11-01T10:00:00.000Z', lastSeenAt: '2026-11-25T10:00:00.000Z', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
  { id: 's-phone', current: false, createdAt: '2026-11-02T10:00:00.000Z', lastSeenAt: '2026-11-24T10:00:00.000Z', userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36' },
];
const PAID = { status: 'premium', plan: 'cannanaut', interval: 'month', provider: 'demo', currentPeriodEnd: '2026-12-25T12:00:00.000Z', cancelAtPeriodEnd: false };
/** Everything the page asks besides what a test is about. */
const pageRoutes = () => ({
  'GET /api/me': { body: testUser() },
  'GET /api/messages/settings': { body: { allowMessagesFrom: 'everyone' } },
  'GET /api/blocks': { body: { items: [], nextCursor: null } },
  'GET /api/me/sessions': { body: SESSIONS },
  'GET /api/membership': { body: PAID },
  'GET /api/me/exports': { body: [] },
});

describe('SettingsPage', () => {
  it('shows the choices and the blocked members as skeletons while they load, then the form and the list', async () => {
    const settings = heldAnswer({ body: { allowMessagesFrom: 'nobody' } });
    const blocks = heldAnswer({ body: { items: [{ user: { id: 'u-9', username: 'pest', displayName: null, avatar: null }, blockedAt: '2026-01-05T15:07:00.000Z' }], nextCursor: null } });
    mockApi({ ...pageRoutes(), 'GET /api/messages/settings': settings.route, 'GET /api/blocks': blocks.route });
    renderWithApp(<SettingsPage />);
    await expectSkeleton('message-privacy-skeleton', 'Loading...');
    await expectSkeleton('blocked-skeleton', 'Loading...');
    settings.release();
    expect(((await screen.findByLabelText(/^Nobody/)) as HTMLInputElement).checked).toBe(true);
    await expectSkeletonGone('message-privacy-skeleton');
    blocks.release();
    expect(await screen.findByRole('link', { name: 'pest' })).toBeTruthy();
    await expectSkeletonGone('blocked-skeleton');
  });

  it('saves who may message the member and unblocks a blocked member', async () => {
    let blocks = [{ user: { id: 'u-9', username: 'pest', displayName: null, avatar: null }, blockedAt: '2026-01-05T15:07:00.000Z' }];
    const { calls } = mockApi({
      ...pageRoutes(),
      'GET /api/messages/settings': { body: { allowMessagesFrom: 'everyone' } },
      'PUT /api/messages/settings': ({ body }) => ({ body }),
      'GET /api/blocks': () => ({ body: { items: blocks, nextCursor: null } }),
      'DELETE /api/users/u-9/block': () => { blocks = []; return { body: { blocked: false } }; },
    });
    renderWithApp(<SettingsPage />);
    expect(((await screen.findByLabelText(/^Everyone/)) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText(/^People I follow/));
    await waitFor(() => expect((screen.getByLabelText(/^People I follow/) as HTMLInputElement).checked).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ allowMessagesFrom: 'following' });
    expect((await screen.findByTestId('toast')).textContent).toContain('Settings saved');

    await userEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText("You haven't blocked anyone.")).toBeTruthy();
  });

  it('has a section for each part of the account, delete account last', async () => {
    mockApi(pageRoutes());
    renderWithApp(<SettingsPage />);
    for (const name of ['Profile', 'Password', 'Email', 'Sessions', 'Membership', 'Notifications', 'Messages', 'Blocked members', 'Your data', 'Delete account']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings[headings.length - 1]).toBe('Delete account');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByText('me@example.com')).toBeTruthy();
  });

  it('changes the password: checks the fields first, shows a wrong current password on its field, then confirms', async () => {
    let answer: MockResponse = { status: 403, body: { message: 'Current password is incorrect' } };
    const { calls } = mockApi({ ...pageRoutes(), 'PUT /api/me/password': () => answer });
    renderWithApp(<SettingsPage />);
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('New password'), '123');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(within(form).getByText('Passwords do not match')).toBeTruthy();
    expect(within(form).getByText('Current password is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong-one');
    await userEvent.clear(within(form).getByLabelText('New password'));
    await userEvent.type(within(form).getByLabelText('New password'), 'new-secret');
    await userEvent.clear(within(form).getByLabelText('Confirm new password'));
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'new-secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ currentPassword: 'wrong-one', newPassword: 'new-secret' });

    answer = { status: 200, body: { ok: true } };
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Your other sessions have been signed out.');
  });

  it('lists the sessions with this browser marked, signs one out and everywhere else', async () => {
    let sessions = [...SESSIONS];
    const { calls } = mockApi({
      ...pageRoutes(),
      'GET /api/me/sessions': () => ({ body: sessions }),
      'DELETE /api/me/sessions/s-phone': () => { sessions = sessions.filter((session) => session.id !== 's-phone'); return { body: { ok: true } }; },
    });
    renderWithApp(<SettingsPage />);
    expect(await screen.findByText('Firefox on Linux')).toBeTruthy();
    expect(screen.getByText('This browser')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
    await waitFor(() => expect(screen.queryByText('Chrome on Android')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/me/sessions/s-phone')).toBe(true);
    expect(screen.getByText('You are signed in on this browser only.')).toBeTruthy();
  });

  it('cancels the plan at the end of its period, with the date, and resumes it', async () => {
    let membership = { ...PAID };
    mockApi({
      ...pageRoutes(),
      'GET /api/membership': () => ({ body: membership }),
      'POST /api/membership/cancel': () => { membership = { ...membership, cancelAtPeriodEnd: true }; return { body: membership }; },
      'POST /api/membership/resume': () => { membership = { ...membership, cancelAtPeriodEnd: false }; return { body: membership }; },
    });
    renderWithApp(<SettingsPage />);
    const section = screen.getByRole('heading', { name: 'Membership' }).parentElement as HTMLElement;
    expect(await within(section).findByText(/Renews on/)).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    expect(await within(section).findByText(/your plan ends on/)).toBeTruthy();
    expect(within(section).getByText('December 25, 2026')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Resume membership' }));
    expect(await within(section).findByText(/Renews on/)).toBeTruthy();
  });
});
