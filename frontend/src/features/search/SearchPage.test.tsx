import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchKind } from '@cannaverse/contracts';
import { mockApi, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testPost } from '../../app/testing/render';
import { heldAnswer } from '../../app/testing/skeleton';
import SearchPage, { NO_RESULTS_TEXT } from './SearchPage';
import { RECENT_SEARCHES_KEY } from './recent-searches';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const page = (items: unknown[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });
const RESULTS: Record<SearchKind, unknown[]> = {
  members: [{ id: 'u-ann', username: 'ann', displayName: 'Ann Grower', avatar: null, followers: 4, posts: 9 }],
  posts: [testPost({ id: 'p-1', content: 'Blue Dream harvest day' })],
  hashtags: [{ tag: 'bluedream', spelling: 'BlueDream' }],
  strains: [{ id: 7, name: 'Blue Dream', type: 'Hybrid', rating: 4.4, reviewCount: 3, membersRating: 4.3, thcContent: 18, cbdContent: null, description: '', effects: [], flavors: [], imageUrl: '' }],
  stories: [{ id: 3, title: 'My blue dream', content: 'It went well', strain: { id: 7, name: 'Blue Dream', type: 'Hybrid' }, author: { id: 'u-bo', username: 'bo', displayName: null, avatar: null } }],
  guides: [{ id: 1, slug: 'indoor-basics', title: 'Indoor basics', summary: 'Start here', isPremium: false, hasAccess: true }],
};

const searchRoute = (answers: Partial<Record<SearchKind, MockRoute>> = {}): MockRoute => (request) => {
  const kind = request.url.searchParams.get('type') as SearchKind;
  const custom = answers[kind];
  return custom ? custom(request) : page(RESULTS[kind]);
};

const renderSearch = (route: string, search: MockRoute = searchRoute()) => {
  const api = mockApi({ 'GET /api/search': search });
  renderWithApp(<><SearchPage /><Where /></>, { route });
  return api;
};

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('SearchPage', () => {
  it('asks every kind in parallel and links each result to its page (a hashtag to its topic)', async () => {
    const api = renderSearch('/search?q=blue%20dream');
    const links = {
      members: await screen.findByRole('link', { name: /Ann Grower/ }),
      posts: await screen.findByRole('link', { name: /Blue Dream harvest day/ }),
      hashtags: await screen.findByRole('link', { name: '#BlueDream' }),
      strains: await screen.findByRole('link', { name: /^Blue Dream Hybrid/ }),
      stories: await screen.findByRole('link', { name: /My blue dream/ }),
      guides: await screen.findByRole('link', { name: /Indoor basics/ }),
    };
    expect(Object.fromEntries(Object.entries(links).map(([kind, link]) => [kind, link.getAttribute('href')]))).toEqual({
      members: '/profile/u-ann', posts: '/posts/p-1', hashtags: '/community/discussions?topic=bluedream',
      strains: '/strains/7', stories: '/strain-stories/3', guides: '/grow-guides/indoor-basics',
    });
    const kinds = api.calls.map((call) => call.url.searchParams.get('type')).sort();
    expect(kinds).toEqual(['guides', 'hashtags', 'members', 'posts', 'stories', 'strains']);
    expect(api.calls.every((call) => call.url.searchParams.get('q') === 'blue dream')).toBe(true);
  });

  it('shows each kind as it arrives, with its own loading placeholder meanwhile', async () => {
    const slow = heldAnswer(page(RESULTS.stories));
    renderSearch('/search?q=blue', searchRoute({ stories: slow.route }));
    expect(await screen.findByRole('link', { name: /Ann Grower/ })).toBeTruthy();
    expect(screen.getByTestId('search-loading-stories')).toBeTruthy();
    slow.release();
    expect(await screen.findByRole('link', { name: /My blue dream/ })).toBeTruthy();
    expect(screen.queryByTestId('search-loading-stories')).toBeNull();
  });

  it('opens a kind in its tab (kept in the URL) and moves between results with the arrow keys', async () => {
    const user = userEvent.setup();
    renderSearch('/search?q=blue');
    await user.click(await screen.findByRole('tab', { name: 'Strains' }));
    expect(screen.getByTestId('where').textContent).toBe('/search?q=blue&tab=strains');
    const strain = await screen.findByRole('link', { name: /^Blue Dream Hybrid/ });
    expect(screen.queryByRole('link', { name: /Ann Grower/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    const first = await screen.findByRole('link', { name: /Ann Grower/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Blue Dream harvest day');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    expect(strain).toBeTruthy();
  });

  it('remembers searches on this device and offers them, with ideas, when there is no search', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['gg4', 'indoor']));
    renderSearch('/search');
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('link').map((link) => link.textContent)).toEqual(['gg4', 'indoor']);
    await user.click(screen.getByRole('button', { name: 'Blue Dream' }));
    expect(screen.getByTestId('where').textContent).toBe('/search?q=Blue+Dream');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['Blue Dream', 'gg4', 'indoor']));
  });

  it('says so when nothing matched anywhere, with suggestions', async () => {
    renderSearch('/search?q=zzzz', () => page([]));
    expect(await screen.findByText(NO_RESULTS_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GG4' })).toBeTruthy();
  });

  it('keeps the other kinds when one cannot be searched', async () => {
    renderSearch('/search?q=blue', searchRoute({ posts: () => ({ status: 503, body: { message: 'The social service is not available right now' } }) }));
    expect(await screen.findByRole('link', { name: /Indoor basics/ })).toBeTruthy();
    expect(await screen.findByText('Posts could not be searched right now.')).toBeTruthy();
  });
});
