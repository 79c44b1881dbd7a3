import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import { expectSkeleton, expectSkeletonGone, heldAnswer } from '../../app/testing/skeleton';
import SettingsPage from './SettingsPage';

afterEach(() => vi.unstubAllGlobals());

describe('SettingsPage', () => {
  it('shows the choices and the blocked members as skeletons while they load, then the form and the list', async () => {
    const settings = heldAnswer({ body: { allowMessagesFrom: 'nobody' } });
    const blocks = heldAnswer({ body: { items: [{ user: { id: 'u-9', username: 'pest', displayName: null, avatar: null }, blockedAt: '2026-01-05T15:07:00.000Z' }], nextCursor: null } });
    mockApi({ 'GET /api/me': { body: testUser() }, 'GET /api/messages/settings': settings.route, 'GET /api/blocks': blocks.route });
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
      'GET /api/me': { body: testUser() },
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
});
