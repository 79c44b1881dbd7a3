import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMentions } from '@cannaverse/contracts';
import { mockApi } from '../testing/mock-api';
import { resetMemberLookups, splitMentions } from '../../shared/mentions';
import { MentionText } from './MentionText';

afterEach(() => { vi.unstubAllGlobals(); resetMemberLookups(); });

describe('splitMentions', () => {
  it('finds the names parseMentions finds (one pattern for links and notifications)', () => {
    const text = 'Thanks @Alice, @bob. and mail me at x@example.com; @carol-';
    expect(splitMentions(text)).toEqual([
      { text: 'Thanks ' }, { text: '@Alice', name: 'alice' }, { text: ', ' }, { text: '@bob', name: 'bob' },
      { text: '. and mail me at x@example.com; ' }, { text: '@carol', name: 'carol' }, { text: '-' },
    ]);
    expect([...new Set(splitMentions(text).flatMap((p) => (p.name ? [p.name] : [])))]).toEqual(parseMentions(text));
    expect(splitMentions('no mentions')).toEqual([{ text: 'no mentions' }]);
  });
});

describe('MentionText', () => {
  it('links members to their profile, leaves unknown names plain, and asks once for every name on screen', async () => {
    const { calls } = mockApi({
      'GET /api/users/by-username': { body: [{ id: 'alice-id', username: 'Alice', displayName: null, avatar: null }] },
    });
    render(
      <MemoryRouter>
        <p><MentionText text="hi @alice and @ghost" /></p>
        <p><MentionText text="@ALICE again" /></p>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['@alice', '/profile/alice-id'], ['@ALICE', '/profile/alice-id']]);
    expect(screen.getByText(/and @ghost/)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.get('usernames')?.split(',').sort()).toEqual(['alice', 'ghost']);
  });
});
