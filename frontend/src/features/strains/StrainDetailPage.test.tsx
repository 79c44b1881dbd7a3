import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StrainReactionsDto } from '@cannaverse/contracts';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import { expectSkeleton, expectSkeletonGone, heldAnswer } from '../../app/testing/skeleton';
import { premiumFields, testStrain, testStrainSummary } from './testing/strain-fixtures';
import StrainDetailPage from './StrainDetailPage';

afterEach(() => vi.unstubAllGlobals());

const noReactions: StrainReactionsDto = { reactions: {}, total: 0, details: [] };
const report = { postRatings: { count: 2, averageRating: 4.5 }, storyRatings: { count: 0, averageRating: null }, averageRating: 4.5, topEffects: [] };

function renderDetail(routes: Record<string, MockResponse | MockRoute>, { premium = false, signedIn = true } = {}) {
  const api = mockApi({
    'GET /api/me': signedIn ? { body: testUser() } : { status: 401, body: { message: 'Not authenticated' } },
    'GET /api/premium/status': { body: { active: premium } },
    'GET /api/strains/7': { body: premium ? testStrain(premiumFields) : testStrain() },
    'GET /api/strains/7/reactions': { body: noReactions },
    'GET /api/strains/7/members-report': { body: report },
    'GET /api/strains/7/similar': { body: [testStrainSummary({ id: 12, name: 'Dark Blue Dream', membersRating: null, reviewCount: 0, rating: 4.6 })] },
    ...routes,
  });
  renderWithApp(<Routes><Route path="/strains/:id" element={<StrainDetailPage />} /></Routes>, { route: '/strains/7' });
  return api;
}

describe('StrainDetailPage', () => {
  it('lists similar strains, each linking to its page (issue 27)', async () => {
    renderDetail({});
    const section = within(await screen.findByRole('region', { name: 'Similar strains' }));
    const link = await section.findByRole('link', { name: /Dark Blue Dream/ });
    expect(link.getAttribute('href')).toBe('/strains/12');
    expect(section.getByLabelText('Rated 4.6 out of 5')).toBeTruthy();
  });

  it("says 'Could not load similar strains.' when that call fails", async () => {
    renderDetail({ 'GET /api/strains/7/similar': { status: 503, body: { message: 'down' } } });
    const section = within(await screen.findByRole('region', { name: 'Similar strains' }));
    expect(await section.findByText('Could not load similar strains.')).toBeTruthy();
  });

  it("shows one rating: the header's is the members report's average once members rated (issue 27)", async () => {
    renderDetail({
      'GET /api/strains/7': { body: testStrain({ rating: 4.4, reviewCount: 3, membersRating: 4.3 }) },
      'GET /api/strains/7/members-report': { body: { ...report, postRatings: { count: 3, averageRating: 4.3 }, averageRating: 4.3 } },
    });
    expect(await screen.findByLabelText('Rated 4.3 out of 5, 3 reviews')).toBeTruthy();
    expect(await screen.findByTestId('members-average')).toHaveProperty('textContent', '4.3 / 5');
    expect(screen.queryByText(/4\.4/)).toBeNull();
  });

  it('shows a free member every section, with locked notices and Upgrade to Premium where premium', async () => {
    renderDetail({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Dream' })).toBeTruthy();
    expect(screen.getByText('(2 reviews)')).toBeTruthy();
    expect(screen.getAllByTestId('premium-locked')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Upgrade to Premium' }).every((link) => link.getAttribute('href') === '/membership')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Effects' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Potential Benefits' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Stress')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Potential Side Effects' }));
    expect(screen.getByText('Dry Mouth')).toBeTruthy();
    expect(screen.getByText(/consult a healthcare professional/i)).toBeTruthy();
    expect(await screen.findByTestId('post-ratings')).toHaveProperty('textContent', '2 members, average 4.5 / 5');
  });

  it('shows a premium member the enhanced description, terpene bars (value × 100) and growing information', async () => {
    renderDetail({}, { premium: true });
    expect(await screen.findByTestId('enhanced-description')).toHaveProperty('textContent', 'Lab samples show myrcene strongest.');
    const bars = within(screen.getByTestId('terpene-bars'));
    expect(bars.getByText('0.9%')).toBeTruthy();
    expect(bars.getByText('0.3%')).toBeTruthy();
    expect(bars.getByText('Not yet analysed')).toBeTruthy();
    const grow = within(screen.getByTestId('growing-info'));
    expect(grow.getByLabelText('Difficulty 2 of 5: Easy')).toBeTruthy();
    expect(grow.getByText('63 days')).toBeTruthy();
    expect(grow.getByText('Not yet analysed')).toBeTruthy();
    expect(screen.queryByTestId('premium-locked')).toBeNull();
  });

  it("shows the members' report as a skeleton of its rows while it loads, then the figures", async () => {
    const answer = heldAnswer({ body: report });
    renderDetail({ 'GET /api/strains/7/members-report': answer.route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Dream' })).toBeTruthy();
    await expectSkeleton('members-report-skeleton', 'Loading...');
    answer.release();
    expect(await screen.findByTestId('post-ratings')).toHaveProperty('textContent', '2 members, average 4.5 / 5');
    await expectSkeletonGone('members-report-skeleton');
  });

  it('adds and removes a reaction with the spec toasts', async () => {
    let state: StrainReactionsDto = noReactions;
    renderDetail({
      'GET /api/strains/7/reactions': () => ({ body: state }),
      'POST /api/strains/7/reactions': ({ body }) => {
        state = { reactions: { '🧘': 1 }, total: 1, details: [{ userId: 'u-me', emojiType: (body as { emojiType: '🧘' }).emojiType }] };
        return { body: state };
      },
      [`DELETE /api/strains/7/reactions/${encodeURIComponent('🧘')}`]: () => {
        state = noReactions;
        return { body: state };
      },
    });
    const relaxed = await screen.findByRole('button', { name: 'Relaxed: 0' });
    await waitFor(() => expect((relaxed as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(relaxed);
    expect(await screen.findByText('Reaction added!')).toBeTruthy();
    const chosen = await screen.findByRole('button', { name: 'Relaxed: 1' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('reactions-total').textContent).toBe('1 reaction');
    await userEvent.click(chosen);
    expect(await screen.findByText('Reaction removed')).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Relaxed: 0' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('reports a failed reaction and the sign-in rule', async () => {
    renderDetail({ 'POST /api/strains/7/reactions': { status: 500, body: { message: 'down' } } });
    const happy = await screen.findByRole('button', { name: 'Happy: 0' });
    await waitFor(() => expect((happy as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(happy);
    expect(await screen.findByText('Could not add reaction')).toBeTruthy();
    expect(screen.getByText("Please try again later or sign in if you haven't already.")).toBeTruthy();
  });

  it('asks visitors to sign in before reacting, without calling the server', async () => {
    const { calls } = renderDetail({}, { signedIn: false });
    const happy = await screen.findByRole('button', { name: 'Happy: 0' });
    await waitFor(() => expect((happy as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(happy);
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(screen.getByText('You need to be signed in to react to strains.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("says when reactions can't load", async () => {
    renderDetail({ 'GET /api/strains/7/reactions': { status: 500, body: {} } });
    expect(await screen.findByText('Could not load reactions. Please try again later.')).toBeTruthy();
  });

  it("shows 'Strain Not Found' when the strain does not exist", async () => {
    renderDetail({ 'GET /api/strains/7': { status: 404, body: { message: 'Strain Not Found' } } });
    expect(await screen.findByRole('heading', { name: 'Strain Not Found' })).toBeTruthy();
  });

  it('reports effects and flavors that cannot be parsed', async () => {
    renderDetail({ 'GET /api/strains/7': { body: { ...testStrain(), effects: 'not json', flavors: '{"x":1}' } } });
    expect(await screen.findByText('Error loading effects data')).toBeTruthy();
    expect(screen.getByText('Error loading flavor data')).toBeTruthy();
  });

  it('falls back to the spec image when the illustration fails', async () => {
    renderDetail({});
    const image = await screen.findByAltText('Illustration of Blue Dream');
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(image.getAttribute('src')).toBe('/images/strain-fallback.svg'));
  });
});
