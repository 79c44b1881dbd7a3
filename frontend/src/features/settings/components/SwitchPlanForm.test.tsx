import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MembershipDto } from '@cannaverse/contracts';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp } from '../../../app/testing/render';
import { MembershipSection } from './MembershipSection';

afterEach(() => vi.unstubAllGlobals());

const PAID: MembershipDto = {
  status: 'premium', plan: 'cannanaut', interval: 'month', provider: 'demo', currentPeriodEnd: '2026-12-25T12:00:00.000Z', cancelAtPeriodEnd: false, pendingChange: null,
};

describe('Settings → Membership: switching', () => {
  it('schedules a plan and interval switch for the next billing cycle and shows it with its date', async () => {
    let membership = { ...PAID };
    const { calls } = mockApi({
      'GET /api/membership': () => ({ body: membership }),
      'PUT /api/membership/plan': ({ body }) => {
        const { plan, interval } = body as { plan: 'connoisseur'; interval: 'year' };
        membership = { ...membership, pendingChange: { plan, interval, effectiveAt: PAID.currentPeriodEnd! } };
        return { body: membership };
      },
    });
    renderWithApp(<MembershipSection />);
    const form = await screen.findByRole('form', { name: 'Change plan' });
    const submit = within(form).getByRole('button', { name: 'Change from December 25, 2026' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(within(form).getByLabelText('Plan'), 'connoisseur');
    await userEvent.selectOptions(within(form).getByLabelText('Billing'), 'year');
    await userEvent.click(submit);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ plan: 'connoisseur', interval: 'year' });
    // The scheduled switch's own status line (the toast is a status too: look among all of them).
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent).join('\n'))
      .toContain('From December 25, 2026 your plan becomes Cannabis Connoisseur, billed yearly.'));
    expect(screen.getByText(/Renews on/)).toBeTruthy();
  });

  it('offers no switch on a cancelled plan (resume first)', async () => {
    mockApi({ 'GET /api/membership': { body: { ...PAID, cancelAtPeriodEnd: true } } });
    renderWithApp(<MembershipSection />);
    expect(await screen.findByRole('button', { name: 'Resume membership' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change plan' })).toBeNull();
  });
});
