import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import { expectSkeleton, expectSkeletonGone, heldAnswer } from '../../app/testing/skeleton';
import MessagesPage from './MessagesPage';

afterEach(() => vi.unstubAllGlobals());

describe('MessagesPage', () => {
  it('shows conversation rows as a skeleton while the inbox loads, then the conversations', async () => {
    const inbox = heldAnswer({ body: { items: [{
      user: { id: 'u-2', username: 'kushqueen', displayName: 'Kush Queen', avatar: null },
      lastMessage: { id: 'm-1', senderId: 'u-me', receiverId: 'u-2', content: 'See you at the expo', read: true, createdAt: '2026-01-05T15:07:00.000Z' },
      unreadCount: 2,
    }], nextCursor: null } });
    mockApi({
      'GET /api/me': { body: testUser() },
      'GET /api/messages/report-outcomes': { body: { items: [], nextCursor: null } },
      'GET /api/messages': inbox.route,
    });
    renderWithApp(<MessagesPage />);
    await expectSkeleton('conversations-skeleton', 'Loading conversations...');
    expect(screen.getByTestId('conversations-skeleton').querySelectorAll('li')).toHaveLength(4);
    inbox.release();
    const row = await screen.findByTestId('conversation');
    expect(row.getAttribute('href')).toBe('/messages/u-2');
    expect(within(row).getByText('You: See you at the expo')).toBeTruthy();
    expect(within(row).getByLabelText('2 unread')).toBeTruthy();
    await expectSkeletonGone('conversations-skeleton');
  });
});
