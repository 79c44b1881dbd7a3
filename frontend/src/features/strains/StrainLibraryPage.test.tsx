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
  testStrainSummary({ id: 8, name: 'Granddaddy Purple', type: 'Indica', rating: null, reviewCount: 1, membersRating: null, description: '', effects: ['Sleepy'], flavors: [] }),
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

  it('filters by flavor and by what a strain helps with (issue 27)', async () => {
    const { calls } = mockApi({ 'GET /api/strains': { body: { items: strains, nextCursor: null, typeCounts: null } } });
    renderWithApp(<StrainLibraryPage />);
    await screen.findAllByTestId('strain-card');
    fireEvent.change(screen.getByRole('combobox', { name: 'Flavor' }), { target: { value: 'Spicy/Herbal' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Helps with' }), { target: { value: 'PTSD' } });
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 2000 });
    expect(calls[1].url.search).toBe('?flavors=Spicy%2FHerbal&helpsWith=PTSD&sortBy=rating');
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

  it('pages past the first 1000 as the member scrolls, and the tabs count what matches (issue 27)', async () => {
    const first = Array.from({ length: 48 }, (_, i) => testStrainSummary({ id: 100 + i, name: `A Strain ${i}`, type: 'Hybrid' }));
    const second = [testStrainSummary({ id: 500, name: 'Zkittlez', type: 'Indica' })];
    const counts = { all: 49, Indica: 1, Sativa: 0, Hybrid: 48 };
    const { calls } = mockApi({
      'GET /api/strains': ({ url }) => ({ body: url.searchParams.get('cursor') === 'next'
        ? { items: second, nextCursor: null, typeCounts: null }
        : { items: first, nextCursor: 'next', typeCounts: counts } }),
    });
    renderWithApp(<StrainLibraryPage />);
    expect(await screen.findAllByTestId('strain-card')).toHaveLength(48);
    expect(screen.getByRole('tab', { name: 'All 49' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Indica 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Hybrid 48' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more strains' }));
    expect(await screen.findByRole('heading', { name: 'Zkittlez' })).toBeTruthy();
    expect(calls.map((call) => call.url.search)).toEqual(['?limit=1000', '?limit=1000&cursor=next']);
    expect(screen.queryByRole('button', { name: 'Show more strains' })).toBeNull();
    // The Indica tab finds the strain of the second page; the counts stay those of the first.
    await userEvent.click(screen.getByRole('tab', { name: 'Indica 1' }));
    expect(screen.getAllByTestId('strain-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Zkittlez']);
  });

  it('shows an empty tab as empty at once when the counts say so, without loading further pages', async () => {
    const first = [testStrainSummary({ id: 100, name: 'A Strain', type: 'Hybrid' })];
    const { calls } = mockApi({ 'GET /api/strains': { body: { items: first, nextCursor: 'next', typeCounts: { all: 2, Indica: 0, Sativa: 0, Hybrid: 2 } } } });
    renderWithApp(<StrainLibraryPage />);
    await screen.findAllByTestId('strain-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Sativa 0' }));
    expect(screen.getByText('No strains found matching your criteria.')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('keeps an inverted THC range on the fields as a hint, without asking the server', async () => {
    const { calls } = mockApi({ 'GET /api/strains': { body: { items: strains, nextCursor: null, typeCounts: null } } });
    renderWithApp(<StrainLibraryPage />);
    await screen.findAllByTestId('strain-card');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'THC min %' }), { target: { value: '25' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'THC max %' }), { target: { value: '10' } });
    const hint = await screen.findByRole('alert');
    expect(hint.textContent).toBe('THC min % must not be more than THC max %.');
    const min = screen.getByRole('spinbutton', { name: 'THC min %' });
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(min.getAttribute('aria-describedby')).toBe(hint.id);
    await new Promise((resolve) => setTimeout(resolve, 700));
    // At most the last valid filters (THC min alone) were asked for; never the inverted range.
    expect(calls.every((call) => !call.url.search.includes('thcMax=10'))).toBe(true);
    const before = calls.length;
    expect(screen.getAllByTestId('strain-card')).toHaveLength(3);
    expect(screen.queryByText('Failed to load strains. Please try again later.')).toBeNull();
    // Corrected, the range is asked for.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'THC max %' }), { target: { value: '30' } });
    await waitFor(() => expect(calls).toHaveLength(before + 1), { timeout: 2000 });
    expect(calls[before].url.search).toBe('?thcMin=25&thcMax=30&sortBy=rating');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Failed to load strains. Please try again later.' when the call fails", async () => {
    mockApi({ 'GET /api/strains': { status: 500, body: { message: 'down' } } });
    renderWithApp(<StrainLibraryPage />);
    expect(await screen.findByText('Failed to load strains. Please try again later.')).toBeTruthy();
  });
});
