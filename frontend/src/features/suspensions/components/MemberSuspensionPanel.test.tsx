import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../../app/testing/render';
import { MemberSuspensionPanel } from './MemberSuspensionPanel';

afterEach(() => vi.unstubAllGlobals());

const suspension = { userId: 'u-1', until: null, reason: 'Spam', suspendedBy: 'a-1', suspendedAt: '2026-01-05T15:07:00.000Z' };

describe('MemberSuspensionPanel', () => {
  it('suspends with the chosen length and reason, then offers Lift', async () => {
    let current: typeof suspension | null = null;
    const { calls } = mockApi({
      'GET /api/me': { body: testUser({ isAdmin: true }) },
      'GET /api/admin/members/u-1/suspension': () => ({ body: { suspension: current } }),
      'POST /api/admin/members/u-1/suspension': ({ body }) => {
        current = { ...suspension, reason: (body as { reason: string }).reason };
        return { body: current };
      },
      'DELETE /api/admin/members/u-1/suspension': () => {
        current = null;
        return { body: { userId: 'u-1', liftedAt: '2026-01-06T00:00:00.000Z' } };
      },
    });
    renderWithApp(<MemberSuspensionPanel userId="u-1" username="seller_one" />);
    await userEvent.selectOptions(await screen.findByLabelText('Length'), 'Permanently');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Spam{Enter}');
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ days: null, reason: 'Spam' }));
    expect((await screen.findByRole('status')).textContent).toBe('Suspended permanently: Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeTruthy();
  });
});
