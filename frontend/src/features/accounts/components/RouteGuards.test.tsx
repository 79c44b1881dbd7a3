import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../../app/testing/render';
import { AdminRoute } from './RouteGuards';

afterEach(() => vi.unstubAllGlobals());

const renderAdminRoute = () => renderWithApp(
  <Routes>
    <Route path="/" element={<p>Home page</p>} />
    <Route path="/admin/messages" element={<AdminRoute><p>Monitoring</p></AdminRoute>} />
  </Routes>,
  { route: '/admin/messages' },
);

describe('AdminRoute', () => {
  it("shows 'Checking permissions...' while the check runs, then the page to an admin", async () => {
    mockApi({ 'GET /api/me': { body: testUser({ isAdmin: true }) } });
    renderAdminRoute();
    expect(screen.getByRole('status').textContent).toBe('Checking permissions...');
    expect(await screen.findByText('Monitoring')).toBeTruthy();
  });

  it("sends a member to / with the 'Access denied' toast", async () => {
    mockApi({ 'GET /api/me': { body: testUser() } });
    renderAdminRoute();
    expect(await screen.findByText('Home page')).toBeTruthy();
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Access denied');
    expect(toast.textContent).toContain('You do not have permission to view this page.');
  });

  it("shows 'Authentication required' to a signed-out visitor", async () => {
    mockApi({ 'GET /api/me': { status: 401, body: { message: 'Not authenticated' } } });
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Authentication required' })).toBeTruthy();
    expect(screen.getByText('You must be logged in as an administrator to view this page.')).toBeTruthy();
    expect(screen.queryByText('Monitoring')).toBeNull();
  });
});
