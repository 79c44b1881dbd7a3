import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp, testPost, testUser } from '../../../app/testing/render';
import { heldAnswer } from '../../../app/testing/skeleton';
import { UserPosts } from './UserPosts';

afterEach(() => vi.unstubAllGlobals());

/** Profile A, then a link to profile B: the same list component with another member's id. */
function TwoProfiles() {
  const [userId, setUserId] = useState('u-alice');
  return (
    <>
      <button type="button" onClick={() => setUserId('u-bob')}>Open Bob</button>
      <UserPosts userId={userId} />
    </>
  );
}

describe('UserPosts', () => {
  it("never shows the previous profile's posts while the next profile's load", async () => {
    const bobsPosts = heldAnswer({ body: { items: [testPost({ id: 'p-bob', userId: 'u-bob', content: "Bob's first grow" })], nextCursor: null } });
    mockApi({
      'GET /api/me': { body: testUser() },
      'GET /api/posts/user/u-alice': { body: { items: [testPost({ id: 'p-alice', userId: 'u-alice', content: "Alice's harvest" })], nextCursor: null } },
      'GET /api/posts/user/u-bob': bobsPosts.route,
    });
    renderWithApp(<TwoProfiles />);
    expect(await screen.findByText("Alice's harvest")).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Open Bob' }));
    expect(await screen.findByText('Loading posts...')).toBeTruthy();
    expect(screen.queryByText("Alice's harvest")).toBeNull();

    bobsPosts.release();
    expect(await screen.findByText("Bob's first grow")).toBeTruthy();
    expect(screen.queryByText("Alice's harvest")).toBeNull();
  });
});
