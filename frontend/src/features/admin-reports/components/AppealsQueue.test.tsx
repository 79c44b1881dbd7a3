import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedAppealDto } from '@cannaverse/contracts';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../../app/testing/render';
import AdminReportsPage from '../AdminReportsPage';
import { NO_APPEALS_TEXT } from './AppealsQueue';

afterEach(() => vi.unstubAllGlobals());

const appeal = (overrides: Partial<QueuedAppealDto> = {}): QueuedAppealDto => ({
  id: 'a1', status: 'pending', text: 'It was a seed swap', createdAt: '2026-01-06T10:00:00.000Z', member: { id: 'u-1', username: 'grower_one', avatar: null },
  decision: {
    id: 'd1', action: 'remove', targetType: 'post', targetId: 'p1', rule: 'spam-or-selling', ruleTitle: 'Spam or selling',
    excerpt: 'Seeds for swap', note: 'Selling', decidedAt: '2026-01-05T16:00:00.000Z',
  },
  outcome: null, ...overrides,
});

describe('the Appeals tab of /admin/reports', () => {
  it('lists pending appeals with the decision they contest; Reverse sends the decision with the answer', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: testUser({ isAdmin: true }) },
      'GET /api/admin/reports': { body: { items: [], nextCursor: null } },
      'GET /api/admin/appeals': ({ url }) => ({ body: { items: url.searchParams.get('status') === 'pending' ? [appeal()] : [], nextCursor: null } }),
      'POST /api/admin/appeals/a1/decision': { body: appeal({ status: 'reversed', outcome: { note: 'Swaps are fine', decidedAt: '2026-01-06T11:00:00.000Z' } }) },
    });
    renderWithApp(<AdminReportsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Appeals' }));
    const card = await screen.findByTestId('queued-appeal');
    expect(within(card).getByRole('heading', { name: 'Appeal of: Removed post · Spam or selling' })).toBeTruthy();
    expect(within(card).getByText('Seeds for swap')).toBeTruthy();
    expect(within(card).getByText('“It was a seed swap”')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'grower_one' })).toBeTruthy();
    await userEvent.type(within(card).getByLabelText('Answer to the member'), 'Swaps are fine');
    await userEvent.click(within(card).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'reverse', note: 'Swaps are fine' }));
  });

  it('says when there is no appeal', async () => {
    mockApi({
      'GET /api/me': { body: testUser({ isAdmin: true }) },
      'GET /api/admin/reports': { body: { items: [], nextCursor: null } },
      'GET /api/admin/appeals': { body: { items: [], nextCursor: null } },
    });
    renderWithApp(<AdminReportsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Appeals' }));
    expect(await screen.findByText(NO_APPEALS_TEXT)).toBeTruthy();
  });
});
