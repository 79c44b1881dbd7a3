import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import MembershipPage from './MembershipPage';
import { mockApi } from '../../app/testing/mock-api';
import { heldAnswer } from '../../app/testing/skeleton';
import { renderWithApp, testUser } from '../../app/testing/render';

/** /membership, with /auth standing in for the login page. */
const renderMembership = () => renderWithApp(
  <Routes>
    <Route path="/membership" element={<MembershipPage />} />
    <Route path="/auth" element={<p>Login page</p>} />
  </Routes>,
  { route: '/membership' },
);

describe('MembershipPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a member who chooses a plan before the session check answered is not sent to log in', async () => {
    const me = heldAnswer({ body: testUser() });
    const { calls } = mockApi({
      'GET /api/me': me.route,
      'GET /api/membership/status': { body: { status: 'free' } },
      'GET /api/premium/status': { body: { active: false } },
      'POST /api/membership/checkout': { body: { status: 'cannanaut' } },
    });
    renderMembership();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Cannanaut' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy(); // at once, while the session check answers
    me.release();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/membership/checkout')).toBe(true));
    expect(screen.queryByText('Login page')).toBeNull();
  });

  it('a visitor who chooses a plan is asked to log in', async () => {
    mockApi({ 'GET /api/me': { status: 401, body: { message: 'User not authenticated' } }, 'GET /api/membership/status': { body: { status: 'free' } } });
    renderMembership();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Cannanaut' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});
