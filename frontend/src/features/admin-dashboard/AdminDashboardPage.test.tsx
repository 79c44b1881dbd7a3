import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import AdminDashboardPage from './AdminDashboardPage';

afterEach(() => vi.unstubAllGlobals());

describe('AdminDashboardPage', () => {
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
});
