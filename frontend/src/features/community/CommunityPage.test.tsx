import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import CommunityPage from './CommunityPage';

afterEach(() => vi.unstubAllGlobals());

const renderHub = ({ premium = false, admin = false, route = '/community' } = {}) => {
  mockApi({ 'GET /api/me': { body: testUser({ isAdmin: admin }) }, 'GET /api/premium/status': { body: { active: premium } } });
  renderWithApp(<CommunityPage />, { route });
};

describe('CommunityPage', () => {
  it('shows the five topic groups with links to their discussions and Start a Discussion', async () => {
    renderHub();
    expect(await screen.findByRole('heading', { name: 'Strain Varieties' })).toBeTruthy();
    for (const name of ['Growing Techniques', 'Consumption Methods', 'Medical and Scientific', 'Culture and Lifestyle']) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: '#GrowDiary' }).getAttribute('href')).toBe('/community/discussions?topic=GrowDiary');
    await userEvent.click(screen.getByRole('button', { name: 'Start a Discussion' }));
    expect(await screen.findByRole('dialog', { name: 'Create Post' })).toBeTruthy();
  });

  it('disables Groups and Recognition (tagged Premium) for free members and offers the upgrade', async () => {
    renderHub();
    const tabs = within(await screen.findByRole('tablist', { name: 'Community' }));
    expect((tabs.getByRole('tab', { name: /Groups/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((tabs.getByRole('tab', { name: /Recognition/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((tabs.getByRole('tab', { name: 'Events' }) as HTMLButtonElement).disabled).toBe(false);
    expect(tabs.getAllByText('Premium')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/membership');
    await userEvent.click(tabs.getByRole('tab', { name: 'Events' }));
    expect(screen.getByRole('heading', { name: /Events/ })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('opens the premium tabs for premium members and admins, without asking them to upgrade (issue 27)', async () => {
    renderHub({ premium: true, route: '/community?tab=groups' });
    expect(await screen.findByRole('heading', { name: /Groups/ })).toBeTruthy();
    expect((screen.getByRole('tab', { name: /Recognition/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Included in your Premium access.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
    expect(screen.queryByText(/upgrade/i)).toBeNull();
  });

  it('opens them for admins without premium too', async () => {
    renderHub({ admin: true, route: '/community?tab=recognition' });
    expect(await screen.findByRole('heading', { name: /Recognition/ })).toBeTruthy();
    expect(screen.queryByText(/upgrade/i)).toBeNull();
  });
});
