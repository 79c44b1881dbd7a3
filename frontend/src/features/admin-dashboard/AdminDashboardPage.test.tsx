import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import { expectSkeleton, expectSkeletonGone, heldAnswer } from '../../app/testing/skeleton';
import AdminDashboardPage from './AdminDashboardPage';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: string, reason: string) => ({
  id, admin: { id: 'u-a', username: 'admin', avatar: null }, action: 'user_lookup', subjects: [{ id: 'u-1', username: 'spammer_one', avatar: null }], reason, createdAt: '2026-01-05T15:07:00.000Z',
});
const figures = { members: 1, posts: 1, messages: 1, pendingReports: 0, liveNow: 0 };

describe('AdminDashboardPage', () => {
  it('shows audit-entry skeletons while the dashboard and then the full log load, then the entries', async () => {
    const dashboard = heldAnswer({ body: { ...figures, recentAudit: [entry('a-1', 'Recent lookup')] } });
    const log = heldAnswer({ body: { items: [entry('a-1', 'Recent lookup'), entry('a-0', 'Older lookup')], nextCursor: null } });
    mockApi({ 'GET /api/me': { body: testUser({ isAdmin: true }) }, 'GET /api/admin/dashboard': dashboard.route, 'GET /api/admin/audit': log.route });
    renderWithApp(<AdminDashboardPage />);
    await expectSkeleton('audit-skeleton', 'Loading audit entries...');
    dashboard.release();
    expect((await screen.findByTestId('audit-entry')).textContent).toContain('Recent lookup');
    await expectSkeletonGone('audit-skeleton');

    await userEvent.click(screen.getByRole('button', { name: 'Show the full audit log' }));
    await expectSkeleton('audit-skeleton', 'Loading the audit log...');
    log.release();
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(2));
    await expectSkeletonGone('audit-skeleton');
  });

  it("shows each figure, '—' for a service that did not answer, and the recent audit entries", async () => {
    mockApi({
      'GET /api/me': { body: testUser({ isAdmin: true }) },
      'GET /api/admin/dashboard': { body: {
        members: 1234, posts: 56, messages: 789, pendingReports: 3, liveNow: null,
        recentAudit: [{ id: 'a-1', admin: { id: 'u-a', username: 'admin', avatar: null }, action: 'user_lookup', subjects: [{ id: 'u-1', username: 'spammer_one', avatar: null }], reason: "Looked up a member's messages", createdAt: '2026-01-05T15:07:00.000Z' }],
      } },
    });
    renderWithApp(<AdminDashboardPage />);
    // The figures read '…' until the answer arrives: wait for the answer, not just the element.
    await waitFor(() => expect(screen.getByTestId('figure-members').textContent).toBe('1,234'));
    expect(screen.getByTestId('figure-messages').textContent).toBe('789');
    expect(screen.getByTestId('figure-pending-reports').textContent).toBe('3');
    expect(screen.getByTestId('figure-live-now').textContent).toBe('—');
    const entry = await screen.findByTestId('audit-entry');
    expect(entry.textContent).toContain("admin: Looked up a member's messages");
    expect(entry.textContent).toContain('Whose messages: spammer_one');
  });

  it('lists account deletions in progress and finished, service by service', async () => {
    const services = (done: string[]) => ['identity', 'social', 'content', 'streaming', 'moderation', 'notifications'].map((service) => ({ service, erasedAt: done.includes(service) ? '2026-11-25T10:00:05.000Z' : null }));
    mockApi({
      'GET /api/me': { body: testUser({ isAdmin: true }) },
      'GET /api/admin/dashboard': { body: {
        ...figures, recentAudit: [],
        accountErasures: {
          inProgress: [{ userId: '11111111-2222-4333-8444-555555555555', requestedAt: '2026-11-25T10:00:00.000Z', finishedAt: null, services: services(['identity', 'social']) }],
          finished: [{ userId: '99999999-2222-4333-8444-555555555555', requestedAt: '2026-11-24T10:00:00.000Z', finishedAt: '2026-11-24T10:00:09.000Z', services: services(['identity', 'social', 'content', 'streaming', 'moderation', 'notifications']) }],
        },
      } },
    });
    renderWithApp(<AdminDashboardPage />);
    const progress = await screen.findByRole('table', { name: 'Deletions in progress' });
    expect(progress.textContent).toContain('11111111');
    expect(progress.querySelectorAll('tbody td')[2].textContent).toBe('✓ Erased');
    expect(progress.querySelectorAll('tbody td')[4].textContent).toBe('Pending');
    const finished = screen.getByRole('table', { name: 'Finished deletions' });
    expect(finished.textContent).not.toContain('Pending');
  });
});
