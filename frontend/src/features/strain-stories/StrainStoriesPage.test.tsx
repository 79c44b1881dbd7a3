import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import StrainStoriesPage from './StrainStoriesPage';
import { testStory } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('StrainStoriesPage', () => {
  it('lists stories (recent first), switches to Popular, and links each story', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: testUser() },
      'GET /api/strain-stories': (request) => ({
        body: { items: [testStory({ id: request.url.searchParams.get('filter') === 'popular' ? 9 : 7, title: `${request.url.searchParams.get('filter')} story` })], nextCursor: null },
      }),
    });
    renderWithApp(<StrainStoriesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Strain Stories' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'recent story' });
    expect(within(card).getByRole('link', { name: 'recent story' }).getAttribute('href')).toBe('/strain-stories/7');
    expect(card.textContent).toContain('Blue Dream');
    expect(card.textContent).toContain('Hybrid');
    expect(card.textContent).toContain('4/5');
    expect(card.textContent).toMatch(/ago|yesterday/);
    expect(screen.getByRole('button', { name: 'Recent' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Popular' }));
    expect(await screen.findByRole('article', { name: 'popular story' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Popular' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((call) => call.path === '/api/strain-stories').map((call) => call.url.searchParams.get('filter'))).toEqual(['recent', 'popular']);
  });

  it('shows a skeleton while loading, then No Stories Yet with Share Your Story', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    mockApi({ 'GET /api/strain-stories': async () => { await gate; return { body: { items: [], nextCursor: null } }; } });
    renderWithApp(<StrainStoriesPage />);
    expect(screen.getAllByTestId('story-skeleton').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('heading', { name: 'No Stories Yet' })).toBeTruthy();
    const shares = screen.getAllByRole('link', { name: 'Share Your Story' });
    expect(shares.every((link) => link.getAttribute('href') === '/strain-stories/create')).toBe(true);
  });

  it('shows the error card and retries', async () => {
    let fail = true;
    mockApi({ 'GET /api/strain-stories': () => (fail ? { status: 500, body: { message: 'down' } } : { body: { items: [testStory()], nextCursor: null } }) });
    renderWithApp(<StrainStoriesPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Stories' })).toBeTruthy();
    expect(alert.textContent).toContain('There was a problem loading strain stories. Please try again.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Calm evening' })).toBeTruthy());
  });
});
