import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROWING_TIPS, type GrowGuideDto } from '@cannaverse/contracts';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp } from '../../app/testing/render';
import GrowGuidePage from './GrowGuidePage';
import { testGuide } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const guide = (overrides: Partial<GrowGuideDto> = {}): GrowGuideDto => ({
  ...testGuide(),
  content: 'Intro paragraph.\n\n- first item\n- second item',
  authorId: null, createdAt: '2026-09-01T09:00:00.000Z', updatedAt: '2026-09-01T09:00:00.000Z',
  steps: [
    { id: 12, stepNumber: 2, title: 'Water', content: 'Water slowly.', imageUrl: null },
    { id: 11, stepNumber: 1, title: 'Pot up', content: 'Fill the pot.', imageUrl: '/static/grow-guides/pot.svg' },
  ],
  ...overrides,
});

const renderGuide = (answer: { status?: number; body: unknown }) => {
  mockApi({ 'GET /api/grow-guides/by-slug/soil-basics': answer });
  renderWithApp(
    <Routes>
      <Route path="/grow-guides/:slug" element={<GrowGuidePage />} />
      <Route path="/membership" element={<h1>Membership page</h1>} />
      <Route path="/grow-guides" element={<h1>Guides list</h1>} />
    </Routes>,
    { route: '/grow-guides/soil-basics' },
  );
};

describe('GrowGuidePage', () => {
  it('shows the header, content, the steps in order in a one-open accordion, and the Growing Tips card', async () => {
    renderGuide({ body: guide() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Soil Basics' })).toBeTruthy();
    expect(screen.getByText('14–20 weeks from seed')).toBeTruthy();
    expect(screen.getByText('first item').tagName).toBe('LI');
    expect(screen.getByRole('heading', { name: 'Step-by-Step Guide' })).toBeTruthy();
    const triggers = screen.getAllByRole('button', { name: /^Step \d/ });
    expect(triggers.map((trigger) => trigger.textContent?.replace(/[+−]$/, ''))).toEqual(['Step 1: Pot up', 'Step 2: Water']);
    expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    const user = userEvent.setup();
    await user.click(triggers[1]);
    expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    expect(screen.getByText('Water slowly.')).toBeTruthy();
    await user.click(triggers[1]);
    expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['false', 'false']);

    const tips = screen.getByRole('region', { name: 'Growing Tips' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(5);
    expect(tips.textContent).toContain(GROWING_TIPS[0].title);
    expect(within(tips).getByRole('link', { name: 'View All Guides' }).getAttribute('href')).toBe('/grow-guides');
  });

  it('says when a guide has no steps', async () => {
    renderGuide({ body: guide({ steps: [] }) });
    expect(await screen.findByText('No step-by-step instructions have been added to this guide yet.')).toBeTruthy();
  });

  it('opens the Premium Content dialog on the 403, with a preview behind it; Cancel closes it, the other button goes to /membership', async () => {
    const card = testGuide({ isPremium: true, hasAccess: false, title: 'Deep Water Culture' });
    renderGuide({ status: 403, body: { message: 'Premium content requires membership', premiumContent: true, guide: card } });
    const dialog = await screen.findByRole('dialog', { name: 'Premium Content' });
    expect(dialog.textContent).toContain('available exclusively to premium members');
    expect(screen.getByRole('heading', { level: 1, name: 'Deep Water Culture' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/This is a premium guide/)).toBeTruthy();
  });

  it('goes to /membership from the dialog', async () => {
    renderGuide({ status: 403, body: { message: 'Premium content requires membership', premiumContent: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Premium Content' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'View Membership Options' }));
    expect(await screen.findByRole('heading', { name: 'Membership page' })).toBeTruthy();
  });

  it('shows Guide Not Found with a View All Guides button on a 404', async () => {
    renderGuide({ status: 404, body: { message: 'Guide not found' } });
    expect(await screen.findByRole('heading', { name: 'Guide Not Found' })).toBeTruthy();
    expect(screen.getByText("Sorry, the growing guide you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Guides' }).getAttribute('href')).toBe('/grow-guides');
  });

  it('shows the fetch failure for other errors', async () => {
    renderGuide({ status: 500, body: { message: 'down' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch grow guide');
  });
});
