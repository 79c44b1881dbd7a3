import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrendingTopicDto } from '@cannaverse/contracts';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp } from '../../../app/testing/render';
import { TrendingTopics } from './TrendingTopics';

afterEach(() => vi.unstubAllGlobals());

const topics: TrendingTopicDto[] = Array.from({ length: 10 }, (_, index) => ({
  name: index === 0 ? '#LivingSoil' : `topic${index}`,
  category: 'growing',
  score: 100 - index,
  postCount: index,
  highlighted: index < 3,
}));

describe('TrendingTopics', () => {
  it('shows 8 topics linking to discussions without the #, the top 3 highlighted', async () => {
    mockApi({ 'GET /api/topics/trending': { body: topics } });
    renderWithApp(<TrendingTopics />);
    await screen.findByRole('heading', { name: 'Trending Topics' });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0].getAttribute('href')).toBe('/community/discussions?topic=LivingSoil');
    expect(links[1].getAttribute('href')).toBe('/community/discussions?topic=topic1');
    for (const link of links) expect(link.getAttribute('href')).not.toContain('#');
    expect(links.filter((link) => link.getAttribute('data-highlighted') === 'true')).toHaveLength(3);
    expect(links.slice(0, 3).every((link) => link.getAttribute('data-highlighted') === 'true')).toBe(true);
  });

  it('renders nothing when the topics cannot be loaded', async () => {
    const { calls } = mockApi({ 'GET /api/topics/trending': { status: 500, body: { message: 'down' } } });
    const { container } = renderWithApp(<TrendingTopics />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
