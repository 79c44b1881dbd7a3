import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp } from '../../app/testing/render';
import { testStrainSummary } from './testing/strain-fixtures';
import StrainLibraryPage from './StrainLibraryPage';

afterEach(() => vi.unstubAllGlobals());

const strains = [
  testStrainSummary(),
  testStrainSummary({ id: 8, name: 'Granddaddy Purple', type: 'Indica', rating: null, reviewCount: 1, description: '', effects: ['Sleepy'], flavors: [] }),
  testStrainSummary({ id: 9, name: 'Jack Herer', type: 'Sativa', rating: 4.2, reviewCount: 0 }),
];

describe('StrainLibraryPage', () => {
  it('loads 1000 strains and shows each card as the spec lists it', async () => {
    const { calls } = mockApi({ 'GET /api/strains': { body: { items: strains, nextCursor: null } } });
    renderWithApp(<StrainLibraryPage />);
    const cards = await screen.findAllByTestId('strain-card');
    expect(cards).toHaveLength(3);
    expect(calls[0].url.search).toBe('?limit=1000');
    const blue = within(cards[0]);
    expect(blue.getByText('Top Rated')).toBeTruthy();
    expect(within(blue.getByRole('list', { name: 'Effects' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Happy', 'Relaxed', 'Euphoric', 'Uplifted']);
    expect(within(blue.getByRole('list', { name: 'Flavors' })).getAllByRole('listitem')).toHaveLength(3);
    expect(blue.getByText('2 reviews')).toBeTruthy();
    expect(blue.getByText('CBD Not reported')).toBeTruthy();
    expect(blue.getByRole('link', { name: 'View Details of Blue Dream' }).getAttribute('href')).toBe('/strains/7');
    const purple = within(cards[1]);
    expect(purple.getByText('★ 4.0')).toBeTruthy();
    expect(purple.queryByText('Top Rated')).toBeNull();
    expect(purple.getByText('No description available for this strain.')).toBeTruthy();
  });

  it('filters by tab in the browser, without asking the server', async () => {
    const { calls } = mockApi({ 'GET /api/strains': { body: { items: strains, nextCursor: null } } });
    renderWithApp(<StrainLibraryPage />);
    await screen.findAllByTestId('strain-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Indica' }));
    expect(screen.getAllByTestId('strain-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Granddaddy Purple']);
    expect(calls).toHaveLength(1);
  });

  it('sends filter changes once, 500 ms after the last one, with every effect', async () => {
    const { calls } = mockApi({ 'GET /api/strains': { body: { items: strains, nextCursor: null } } });
    renderWithApp(<StrainLibraryPage />);
    await screen.findAllByTestId('strain-card');
    // Synchronous events: all four changes land well inside one debounce window, even on a busy machine.
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'Indica' } });
    fireEvent.click(screen.getByRole('button', { name: 'Relaxed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sleepy' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'THC min %' }), { target: { value: '15' } });
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 2000 });
    expect(calls[1].url.search).toBe('?type=Indica&effects=Relaxed&effects=Sleepy&thcMin=15&sortBy=rating');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls).toHaveLength(2);
  });

  it('shows the empty state with Reset Filters, and the load error', async () => {
    mockApi({ 'GET /api/strains': ({ url }) => ({ body: { items: url.searchParams.get('search') ? [] : strains, nextCursor: null } }) });
    renderWithApp(<StrainLibraryPage />);
    await screen.findAllByTestId('strain-card');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No strains found matching your criteria.', {}, { timeout: 2000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findAllByTestId('strain-card')).toHaveLength(3);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('lays out the cards in steps of 48 and shows more on request', async () => {
    const many = Array.from({ length: 60 }, (_, i) => testStrainSummary({ id: 100 + i, name: `Strain ${i}` }));
    mockApi({ 'GET /api/strains': { body: { items: many, nextCursor: null } } });
    renderWithApp(<StrainLibraryPage />);
    expect(await screen.findAllByTestId('strain-card')).toHaveLength(48);
    await userEvent.click(screen.getByRole('button', { name: 'Show more strains' }));
    expect(screen.getAllByTestId('strain-card')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Show more strains' })).toBeNull();
  });

  it("says 'Failed to load strains. Please try again later.' when the call fails", async () => {
    mockApi({ 'GET /api/strains': { status: 500, body: { message: 'down' } } });
    renderWithApp(<StrainLibraryPage />);
    expect(await screen.findByText('Failed to load strains. Please try again later.')).toBeTruthy();
  });
});
