import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMessageStatsDto, MessageReportDto, ReportStatus } from '@cannaverse/contracts';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import { expectSkeleton, expectSkeletonGone, heldAnswer } from '../../app/testing/skeleton';
import AdminMessagesPage from './AdminMessagesPage';
import { formatAdminDate } from './admin-date';
import { STATUS_COLOURS } from './components/ReportStatusBadge';

afterEach(() => vi.unstubAllGlobals());

const party = (id: string, username: string) => ({ id, username, avatar: null });
const report = (id: string, status: ReportStatus): MessageReportDto => ({
  id, status, reason: 'Spam', createdAt: '2026-01-05T15:07:00.000Z',
  sender: party('u-1', 'spammer_one'), receiver: party('u-2', 'victim_two'), reporter: party('u-2', 'victim_two'),
  message: { id: `m-${id}`, content: `Buy now ${id}`, createdAt: '2026-01-05T15:00:00.000Z' },
});
const stats: AdminMessageStatsDto = {
  totalMessages: 120, totalReported: 4, pendingReports: 2,
  recentReports: [{ reportId: 'r-1', senderUsername: 'spammer_one', reporterUsername: 'victim_two', reportedAt: '2026-01-05T15:07:00.000Z', status: 'pending', messageContent: 'Buy now', reason: 'Spam' }],
};

const renderAdmin = (routes: Record<string, MockResponse | MockRoute> = {}) => {
  const api = mockApi({
    'GET /api/me': { body: testUser({ isAdmin: true }) },
    'GET /api/admin/messages/stats': { body: stats },
    'GET /api/admin/messages/reported': ({ url }) => {
      const status = url.searchParams.get('status');
      const all = [report('r-1', 'pending'), report('r-2', 'resolved'), report('r-3', 'dismissed')];
      return { body: { items: all.filter((r) => status === 'all' || r.status === status), nextCursor: null } };
    },
    ...routes,
  });
  renderWithApp(<AdminMessagesPage />);
  return api;
};

describe('AdminMessagesPage', () => {
  it('Overview: 5 skeleton rows while loading, then three counters and the recent reports', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    renderAdmin({ 'GET /api/admin/messages/stats': async () => { await held; return { body: stats }; } });
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    release();
    await waitFor(() => expect(screen.getByTestId('counter-total-messages').textContent).toBe('120'));
    expect(screen.getByTestId('counter-reported-messages').textContent).toBe('4');
    expect(screen.getByTestId('counter-pending-reports').textContent).toBe('2');
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    const recent = screen.getByRole('list', { name: 'Recent reports' });
    expect(within(recent).getByText('Buy now')).toBeTruthy();
    expect(within(recent).getByText(`Reason: Spam · ${formatAdminDate('2026-01-05T15:07:00.000Z')}`)).toBeTruthy();
  });

  it('View All Reports switches to Reports with the pending filter; actions only on pending; badge colours', async () => {
    const { calls } = renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'View All Reports' }));
    expect(screen.getByRole('tab', { name: 'Reports' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    const pending = await screen.findAllByTestId('report');
    expect(pending).toHaveLength(1);
    expect(calls.some((call) => call.url.searchParams.get('status') === 'pending')).toBe(true);
    expect(within(pending[0]).getByRole('button', { name: 'Mark Resolved' })).toBeTruthy();
    expect(within(pending[0]).getByRole('button', { name: 'Dismiss' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(screen.getAllByTestId('report')).toHaveLength(3));
    const cards = screen.getAllByTestId('report');
    expect(cards.map((card) => within(card).queryAllByRole('button', { name: /Mark Resolved|Dismiss/ }).length)).toEqual([2, 0, 0]);
    for (const status of ['pending', 'resolved', 'dismissed'] as const) {
      const badge = document.querySelector(`[data-status="${status}"]`) as HTMLElement;
      expect(getComputedStyle(badge).backgroundColor).toBe(hexToRgb(STATUS_COLOURS[status].background));
    }
    expect(STATUS_COLOURS.pending.background).toMatch(/^#fff3/); // yellow
    expect(STATUS_COLOURS.resolved.background).toMatch(/^#d3f9/); // green
    expect(STATUS_COLOURS.dismissed.background).toBe('#e9ecef'); // gray
  });

  it('Reports and User Search show skeletons of their cards while loading, then the cards', async () => {
    const reports = heldAnswer({ body: { items: [report('r-1', 'pending')], nextCursor: null } });
    const messages = heldAnswer({ body: { items: [
      { id: 'm-1', sender: party('u-1', 'spammer_one'), receiver: party('u-2', 'victim_two'), content: 'Buy now', createdAt: '2026-01-05T15:00:00.000Z', read: true },
    ], nextCursor: null } });
    renderAdmin({ 'GET /api/admin/messages/reported': reports.route, 'GET /api/admin/messages/user/u-1': messages.route });
    await userEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    await expectSkeleton('reports-skeleton', 'Loading reports...');
    reports.release();
    expect(await screen.findAllByTestId('report')).toHaveLength(1);
    await expectSkeletonGone('reports-skeleton');

    await userEvent.click(screen.getByRole('tab', { name: 'User Search' }));
    await userEvent.type(screen.getByLabelText('User ID or username'), 'u-1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expectSkeleton('user-messages-skeleton', 'Loading messages...');
    messages.release();
    expect(await screen.findAllByTestId('user-message')).toHaveLength(1);
    await expectSkeletonGone('user-messages-skeleton');
  });

  it("Mark Resolved sends the status and shows the 'Report updated' toast", async () => {
    const { calls } = renderAdmin({ 'PATCH /api/admin/messages/report/r-1': { body: { ...report('r-1', 'resolved') } } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Resolved' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Report updated');
    expect(toast.textContent).toContain('The report status has been updated successfully.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'resolved' });
  });

  it("shows 'Update failed' with the server message, else 'Failed to update report status.'", async () => {
    renderAdmin({ 'PATCH /api/admin/messages/report/r-1': { status: 409, body: { message: 'Only pending reports can be resolved or dismissed' } } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Update failed');
    expect(toast.textContent).toContain('Only pending reports can be resolved or dismissed');
  });

  it("empty states: 'No {status} reports found' and 'No reported messages found'", async () => {
    renderAdmin({ 'GET /api/admin/messages/reported': { body: { items: [], nextCursor: null } } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    expect(await screen.findByText('No pending reports found')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'dismissed');
    expect(await screen.findByText('No dismissed reports found')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(await screen.findByText('No reported messages found')).toBeTruthy();
  });

  it('User Search: Search disabled for a blank id; messages shown as Read/Unread; the empty state', async () => {
    renderAdmin({
      'GET /api/admin/messages/user/u-1': { body: { items: [
        { id: 'm-1', sender: party('u-1', 'spammer_one'), receiver: party('u-2', 'victim_two'), content: 'Buy now', createdAt: '2026-01-05T15:00:00.000Z', read: true },
        { id: 'm-2', sender: party('u-3', 'third'), receiver: party('u-1', 'spammer_one'), content: 'Stop it', createdAt: '2026-01-05T14:00:00.000Z', read: false },
      ], nextCursor: null } },
      'GET /api/admin/messages/user/u-none': { body: { items: [], nextCursor: null } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'User Search' }));
    const search = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('User ID or username'), '   ');
    expect(search.disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('User ID or username'));
    await userEvent.type(screen.getByLabelText('User ID or username'), 'u-1');
    await userEvent.click(search);
    const rows = await screen.findAllByTestId('user-message');
    expect(rows.map((row) => within(row).getByText(/^(Read|Unread)$/).textContent)).toEqual(['Read', 'Unread']);
    await userEvent.clear(screen.getByLabelText('User ID or username'));
    await userEvent.type(screen.getByLabelText('User ID or username'), 'u-none');
    await userEvent.click(search);
    expect(await screen.findByText('No messages found for this user')).toBeTruthy();
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
