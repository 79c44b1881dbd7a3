import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GrowGuideSummary } from '@cannaverse/contracts';
import { testGuide } from './test-fixtures';
import { mockApi, type MockRequest } from '../../app/testing/mock-api';
import { renderWithApp } from '../../app/testing/render';
import { expectSkeleton, expectSkeletonGone, heldAnswer } from '../../app/testing/skeleton';
import GrowGuidesPage, { GUIDES_EMPTY_TEXT } from './GrowGuidesPage';
import { FILTER_HIGHLIGHT_MS } from './hooks/useFilterHighlight';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const guides = [
  testGuide(),
  testGuide({ id: 2, slug: 'dwc', title: 'Deep Water Culture', method: 'hydroponics', difficulty: 5, isPremium: true, hasAccess: false, imageUrl: null }),
];

const renderList = (list: (request: MockRequest) => GrowGuideSummary[] = () => guides) => {
  const api = mockApi({
    'GET /api/grow-guides/methods': { body: ['indoor', 'hydroponics', 'soil'] },
    'GET /api/grow-guides': (request) => ({ body: { items: list(request), nextCursor: null } }),
  });
  renderWithApp(<GrowGuidesPage />);
  return api;
};

describe('GrowGuidesPage', () => {
  it('shows guide-card skeletons while the list loads, then the cards', async () => {
    const answer = heldAnswer({ body: { items: guides, nextCursor: null } });
    mockApi({ 'GET /api/grow-guides/methods': { body: [] }, 'GET /api/grow-guides': answer.route });
    renderWithApp(<GrowGuidesPage />);
    await expectSkeleton('guide-skeletons', 'Loading guides...');
    expect(screen.getByTestId('guide-skeletons').querySelectorAll('li')).toHaveLength(6);
    answer.release();
    expect(await screen.findByRole('article', { name: 'Soil Basics' })).toBeTruthy();
    await expectSkeletonGone('guide-skeletons');
  });

  it('shows the title, the filters with the spec labels, and cards', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Cannabis Growing Guides' })).toBeTruthy();
    const method = screen.getByLabelText('Growing Method');
    await waitFor(() => expect([...method.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All Methods', 'Indoor', 'Hydroponics', 'Soil']));
    expect([...screen.getByLabelText('Difficulty').querySelectorAll('option')].map((option) => option.textContent))
      .toEqual(['All Levels', '1 Beginner', '2 Easy', '3 Intermediate', '4 Advanced', '5 Expert']);

    const soil = await screen.findByRole('article', { name: 'Soil Basics' });
    expect(soil.textContent).toContain('Beginner');
    expect(soil.textContent).toContain('14–20 weeks from seed');
    expect(soil.textContent).not.toContain('Premium');
    expect(screen.getByRole('link', { name: 'Read Guide: Soil Basics' }).getAttribute('href')).toBe('/grow-guides/soil-basics');

    const dwc = screen.getByRole('article', { name: 'Deep Water Culture' });
    expect(dwc.textContent).toContain('Premium');
    expect(dwc.textContent).toContain('No image');
    expect(dwc.textContent).toContain('Expert');
    expect(screen.getByRole('link', { name: 'View Preview: Deep Water Culture' }).getAttribute('href')).toBe('/grow-guides/dwc');
  });

  it('asks the server with the chosen filters and highlights the results for 600 ms', async () => {
    const { calls } = renderList();
    await screen.findByRole('article', { name: 'Soil Basics' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Difficulty'), '5');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('difficulty') === '5')).toBe(true));
    expect(screen.getByTestId('guide-results').getAttribute('data-highlighted')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('guide-results').getAttribute('data-highlighted')).toBe('false'), { timeout: FILTER_HIGHLIGHT_MS + 500 });

    await user.selectOptions(screen.getByLabelText('Growing Method'), 'hydroponics');
    await user.type(screen.getByLabelText('Search guides'), 'water');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('search') === 'water' && call.url.searchParams.get('method') === 'hydroponics')).toBe(true));
  });

  it('shows the empty state', async () => {
    renderList(() => []);
    expect(await screen.findByText(GUIDES_EMPTY_TEXT)).toBeTruthy();
  });

  it('shows the spec error texts when the list fails', async () => {
    mockApi({ 'GET /api/grow-guides': { status: 500, body: { message: 'down' } } });
    renderWithApp(<GrowGuidesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch grow guides');
    expect(alert.textContent).toContain('Error loading growing guides. Please try again later.');
  });

  it('keeps the highlight exactly 600 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderList();
    await screen.findByRole('article', { name: 'Soil Basics' });
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: '2' } });
    expect(screen.getByTestId('guide-results').getAttribute('data-highlighted')).toBe('true');
    await act(async () => { vi.advanceTimersByTime(FILTER_HIGHLIGHT_MS - 50); });
    expect(screen.getByTestId('guide-results').getAttribute('data-highlighted')).toBe('true');
    await act(async () => { vi.advanceTimersByTime(100); });
    expect(screen.getByTestId('guide-results').getAttribute('data-highlighted')).toBe('false');
  });
});
