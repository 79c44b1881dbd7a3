import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityReportMessages, type QueuedReportDto } from '@cannaverse/contracts';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import AdminReportsPage, { EMPTY_QUEUE_TEXT } from './AdminReportsPage';

afterEach(() => vi.unstubAllGlobals());

const party = (id: string, username: string) => ({ id, username, avatar: null });
const queued = (id: string, overrides: Partial<QueuedReportDto> = {}): QueuedReportDto => ({
  id, targetType: 'post', targetId: `p-${id}`, rule: 'spam-or-selling', details: 'Sells in every post', status: 'pending', createdAt: '2026-01-05T15:07:00.000Z',
  reporter: party('u-2', 'reporter_two'),
  snapshot: { excerpt: `Cheap clones ${id}`, author: party('u-1', 'seller_one'), mediaThumbnail: '/media/images/a-thumb.webp', link: `/posts/p-${id}` },
  otherReports: 2, decision: null, ...overrides,
});

const renderQueue = (routes: Record<string, MockResponse | MockRoute> = {}) => {
  const api = mockApi({
    'GET /api/me': { body: testUser({ isAdmin: true }) },
    'GET /api/admin/reports': ({ url }) => {
      const all = [queued('r1'), queued('r2', { targetType: 'member', targetId: 'u-1', snapshot: { excerpt: null, author: party('u-1', 'seller_one'), mediaThumbnail: null, link: '/profile/u-1' }, otherReports: 0 })];
      const type = url.searchParams.get('targetType');
      return { body: { items: all.filter((item) => !type || item.targetType === type), nextCursor: null } };
    },
    'POST /api/admin/reports/r1/decision': ({ body }) => ({ body: queued('r1', { status: 'actioned', decision: { id: 'd1', action: (body as { action: 'remove' }).action, note: null, decidedAt: '2026-01-05T16:00:00.000Z' } }) }),
    ...routes,
  });
  renderWithApp(<AdminReportsPage />);
  return api;
};

describe('AdminReportsPage', () => {
  it('shows each report with its snapshot in context, the reporter and how many others reported it', async () => {
    renderQueue();
    const [first] = await screen.findAllByTestId('queued-report');
    expect(within(first).getByRole('heading', { name: 'Post · Spam or selling' })).toBeTruthy();
    expect(within(first).getByText('Cheap clones r1')).toBeTruthy();
    expect(within(first).getByText('2 other members reported this')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'View in context' }).getAttribute('href')).toBe('/posts/p-r1');
    expect(within(first).getByRole('link', { name: 'reporter_two' })).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'The reported media' })).toBeTruthy();
    const [, member] = screen.getAllByTestId('queued-report');
    expect(within(member).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('filters by status and type', async () => {
    const { calls } = renderQueue();
    await screen.findAllByTestId('queued-report');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'member');
    await waitFor(() => expect(screen.getAllByTestId('queued-report')).toHaveLength(1));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('status') === 'all' && call.url.searchParams.get('targetType') === 'member')).toBe(true));
  });

  it('R on a focused report removes it with the note; J moves to the next report', async () => {
    const { calls } = renderQueue();
    const [first, second] = await screen.findAllByTestId('queued-report');
    await userEvent.type(within(first).getByLabelText('Note for the audit log and the author'), 'Repeated selling');
    first.focus();
    fireEvent.keyDown(first, { key: 'j' });
    expect(document.activeElement).toBe(second);
    first.focus();
    fireEvent.keyDown(first, { key: 'r' });
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'remove', note: 'Repeated selling' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Removed: post reported under Spam or selling');
  });

  it('D dismisses; a refused decision shows the server\'s message; an empty queue says so', async () => {
    const { calls } = renderQueue({ 'POST /api/admin/reports/r1/decision': { status: 409, body: { message: CommunityReportMessages.notPending } } });
    const [first] = await screen.findAllByTestId('queued-report');
    first.focus();
    fireEvent.keyDown(first, { key: 'd' });
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'dismiss' }));
    expect((await screen.findByTestId('toast')).textContent).toContain(CommunityReportMessages.notPending);
  });

  it('Suspend sends the chosen length (or none: permanently) with the note as the reason, from the keyboard', async () => {
    const { calls } = renderQueue();
    const [first] = await screen.findAllByTestId('queued-report');
    await userEvent.type(within(first).getByLabelText('Note for the audit log and the author'), 'Selling again');
    await userEvent.selectOptions(within(first).getByLabelText('Suspend the author'), '30 days');
    within(first).getByRole('button', { name: 'Suspend' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'suspend', days: 30, note: 'Selling again' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Suspended: post reported under Spam or selling');
  });

  it('says when there is nothing to review', async () => {
    renderQueue({ 'GET /api/admin/reports': { body: { items: [], nextCursor: null } } });
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeTruthy();
  });
});
