import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostDto } from '@cannaverse/contracts';
import { resetAdsAvailability } from '../ads/api/adsApi';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testPost, testUser } from '../../app/testing/render';
import { expectSkeleton, expectSkeletonGone, heldAnswer } from '../../app/testing/skeleton';
import HomePage from './HomePage';
import { EMPTY_FOLLOWING_TEXT, FIND_MEMBERS_TEXT } from './components/CommunityFeed';

/** The router's current search, shown so a test can read the tab kept in the URL. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

beforeEach(() => resetAdsAvailability());
afterEach(() => vi.unstubAllGlobals());

const page = (items: PostDto[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });

const renderHome = (routes: Record<string, MockResponse | MockRoute> = {}, route = '/') => {
  const api = mockApi({
    'GET /api/me': { body: testUser() },
    'GET /api/users/u-me/stats': { body: { posts: 3, likesReceived: 12, reviews: 1 } },
    'GET /api/membership/status': { body: { status: 'free' } },
    'GET /api/topics/trending': { body: [] },
    'GET /api/posts': ({ url }) => page(url.searchParams.get('sort') === 'trending' ? [testPost({ id: 'p-hot', content: 'Hot post' })] : [testPost()]),
    'GET /api/posts/following': page([testPost({ id: 'p-friend', content: 'From a member I follow' })]),
    ...routes,
  });
  renderWithApp(<><HomePage /><Search /></>, { route });
  return api;
};

describe('HomePage', () => {
  it('shows the feed, the quick access links and the member’s real counters', async () => {
    renderHome();
    expect(await screen.findByText('First harvest of the season!')).toBeTruthy();
    const quick = screen.getByRole('navigation', { name: 'Quick Access' });
    expect(within(quick).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/strains', '/community', '/grow-guides', '/strain-stories']);
    await waitFor(() => expect(screen.getByText('Liked').nextSibling?.textContent).toBe('12'));
    expect(screen.getByText('Posts', { selector: 'dt' }).nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Reviews').nextSibling?.textContent).toBe('1');
  });

  it('shows placeholders, never 0 / 0 / 0, until the counters arrive (issue 25)', async () => {
    const stats = heldAnswer({ body: { posts: 3, likesReceived: 12, reviews: 1 } });
    renderHome({ 'GET /api/users/u-me/stats': stats.route });
    await expectSkeleton('welcome-counters-skeleton', 'Loading...');
    const card = screen.getByRole('heading', { name: /^Welcome, / }).parentElement as HTMLElement;
    expect(within(card).queryByText('0')).toBeNull();
    expect(within(card).queryByRole('definition')).toBeNull();
    stats.release();
    await waitFor(() => expect(screen.getByText('Liked').nextSibling?.textContent).toBe('12'));
    await expectSkeletonGone('welcome-counters-skeleton');
  });

  it('fetches the chosen order when the Trending tab is chosen, and keeps it in the URL', async () => {
    const { calls } = renderHome();
    await screen.findByText('First harvest of the season!');
    const tabs = within(screen.getByRole('tablist', { name: 'Feed' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([['Latest', 'true'], ['Following', 'false'], ['Trending', 'false']]);
    await userEvent.click(screen.getByRole('tab', { name: 'Trending' }));
    expect(await screen.findByText('Hot post')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Trending' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('search').textContent).toBe('?feed=trending');
    expect(calls.some((call) => call.path === '/api/posts' && call.url.searchParams.get('sort') === 'trending')).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Latest' }));
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('shows the Following tab from the URL, reached by the arrow keys too, with posts from /api/posts/following', async () => {
    const { calls } = renderHome({}, '/?feed=following');
    expect(await screen.findByText('From a member I follow')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Following' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Following' }).id);
    expect(calls.find((call) => call.path === '/api/posts/following')?.url.search).toBe('?limit=10');
    screen.getByRole('tab', { name: 'Following' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('First harvest of the season!')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('search').textContent).toBe('?feed=following');
  });

  it('tells a member who follows no one how to fill the Following tab', async () => {
    renderHome({ 'GET /api/posts/following': page([]) }, '/?feed=following');
    expect(await screen.findByText(EMPTY_FOLLOWING_TEXT, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: FIND_MEMBERS_TEXT }).getAttribute('href')).toBe('/community/discussions');
  });

  it('offers suggested members under the empty Following tab, and follows one in place', async () => {
    const user = userEvent.setup();
    const api = renderHome({
      'GET /api/posts/following': page([]),
      'GET /api/members/suggested': { body: [{ id: 'u-kim', username: 'kim', displayName: 'Kim', avatar: null, followers: 2, posts: 14, shared: ['#autoflower', 'Blue Dream'] }] },
      'POST /api/users/u-kim/follow': { body: { following: true, followersCount: 3 } },
    }, '/?feed=following');
    const suggested = await screen.findByTestId('suggested-members');
    expect(within(suggested).getByText('Also into #autoflower, Blue Dream')).toBeTruthy();
    await user.click(within(suggested).getByRole('button', { name: 'Follow Kim' }));
    expect(await within(suggested).findByRole('button', { name: 'Unfollow Kim' })).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/users/u-kim/follow')).toBe(true);
  });

  it('shows the list error when the Following feed cannot be loaded', async () => {
    renderHome({ 'GET /api/posts/following': { status: 500, body: { message: 'boom' } } }, '/?feed=following');
    expect(await screen.findByText('Error loading posts. Please try refreshing the page.')).toBeTruthy();
  });

  it('opens Latest for an unknown ?feed=', async () => {
    renderHome({}, '/?feed=everything');
    expect(await screen.findByText('First harvest of the season!')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Latest' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the list error and the toast when posts cannot be loaded', async () => {
    renderHome({ 'GET /api/posts': { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText('Error loading posts. Please try refreshing the page.')).toBeTruthy();
    expect((await screen.findByTestId('toast')).textContent).toContain('Failed to load posts. Please try again later.');
  });

  it('loads the next page with Load more', async () => {
    renderHome({
      'GET /api/posts': ({ url }) => (url.searchParams.get('cursor') === 'c2' ? page([testPost({ id: 'p-2', content: 'Older post' })]) : page([testPost()], 'c2')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older post')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('likes at once with the explicit state and undoes it when the server fails', async () => {
    let answer: MockResponse = { body: { liked: true, likesCount: 1 } };
    const { calls } = renderHome({ 'POST /api/posts/p-1/like': () => answer });
    await screen.findByText('First harvest of the season!');
    const like = screen.getByRole('button', { name: /Like/ });
    await userEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('likes-count').textContent).toBe('1');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ liked: true });

    answer = { status: 500, body: { message: 'Like failed' } };
    await userEvent.click(like);
    await waitFor(() => expect((screen.getByTestId('toast')).textContent).toContain('API request failed: Like failed'));
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('likes-count').textContent).toBe('1');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ liked: true }, { liked: false }]);
  });

  it('creates a post from the dialog, drops strain fields without a name, and shows it without a reload', async () => {
    const { calls } = renderHome({
      'POST /api/posts': ({ body }) => ({ status: 201, body: testPost({ id: 'p-new', userId: 'u-me', content: (body as { content: string }).content, user: { id: 'u-me', username: 'greenthumb', displayName: null, avatar: null } }) }),
    });
    await screen.findByText('First harvest of the season!');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' }); // the form's code loads on first open
    await userEvent.type(within(dialog).getByPlaceholderText("What's on your mind?"), 'My new grow tent');
    await userEvent.type(within(dialog).getByLabelText('Strain Review (optional)'), 'ignored');
    expect((within(dialog).getByLabelText('Rating') as HTMLInputElement).value).toBe('5');
    expect(within(dialog).getByLabelText('Media').getAttribute('accept')).toBe('image/*,video/mp4,video/webm,video/ogg,image/gif');
    const feedCalls = calls.filter((call) => call.path === '/api/posts' && call.method === 'GET').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('My new grow tent')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/posts')?.body).toEqual({ content: 'My new grow tent' });
    expect((await screen.findByTestId('toast')).textContent).toContain('Post created successfully');
    expect(calls.filter((call) => call.path === '/api/posts' && call.method === 'GET').length).toBe(feedCalls);
  });

  it('keeps the dialog open and shows the server text when creating fails', async () => {
    renderHome({ 'POST /api/posts': { status: 400, body: { message: 'Post content is required' } } });
    await screen.findByText('First harvest of the season!');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await userEvent.type(within(dialog).getByLabelText('Content'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('Post content is required');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('lists the 3 top-rated strains from the library, each linking to /strains', async () => {
    const strain = (id: number, name: string, rating: number) => ({
      id, name, type: 'Hybrid', rating, reviewCount: 0, thcContent: null, cbdContent: null, description: '', effects: [], flavors: [], imageUrl: `/api/strains/${id}/image.svg`,
    });
    const { calls } = renderHome({ 'GET /api/strains': { body: { items: [strain(1, 'Zkittlez', 5), strain(2, 'Gelato', 4.9), strain(3, 'Runtz', 4.8)], nextCursor: 'x' } } });
    const card = within(await screen.findByRole('region', { name: 'Trending Strains' }));
    expect(card.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ZkittlezHybrid★ 5.0', '/strains'], ['GelatoHybrid★ 4.9', '/strains'], ['RuntzHybrid★ 4.8', '/strains'],
    ]);
    expect(calls.find((call) => call.path === '/api/strains')?.url.search).toBe('?limit=3&sortBy=rating');
  });

  it('shows a Sponsored ad to non-members only', async () => {
    renderHome({ 'GET /api/ads/sidebar': { body: [{ id: 'ad-1', adCode: '<a href="https://example.com">Grow lights</a>' }] } });
    expect(await screen.findByText('Sponsored')).toBeTruthy();
    expect(await screen.findByTitle('Sponsored content')).toBeTruthy();
  });

  it('shows no ad to premium members and nothing when the ad call fails', async () => {
    const { calls } = renderHome({ 'GET /api/membership/status': { body: { status: 'connoisseur' } } });
    await screen.findByText('First harvest of the season!');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/membership/status')).toBe(true));
    expect(screen.queryByText('Sponsored')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/ads'))).toBe(false);
  });
});
