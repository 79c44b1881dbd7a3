import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrainStoryMessages as M } from '@cannaverse/contracts';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import CreateStoryPage from './CreateStoryPage';
import EditStoryPage from './EditStoryPage';
import { testStory } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const strains = { body: { items: [{ id: 3, name: 'Blue Dream', type: 'Hybrid' }, { id: 4, name: 'Northern Lights', type: 'Indica' }], nextCursor: null } };

const renderAt = (path: string, routes: Record<string, MockResponse | MockRoute>, { tier = 'premium', me = testUser() } = {}) => {
  const api = mockApi({ 'GET /api/me': { body: me }, 'GET /api/membership/status': { body: { status: tier } }, 'GET /api/strains': strains, ...routes });
  renderWithApp(
    <Routes>
      <Route path="/strain-stories/create" element={<CreateStoryPage />} />
      <Route path="/strain-stories/:id/edit" element={<EditStoryPage />} />
      <Route path="/strain-stories/:id" element={<h1>Story page</h1>} />
    </Routes>,
    { route: path },
  );
  return api;
};

describe('Share Your Experience', () => {
  it('shows the spec messages for invalid input, counts characters live, then creates the story and opens it', async () => {
    const { calls } = renderAt('/strain-stories/create', { 'POST /api/strain-stories': { status: 201, body: { id: 42, story: testStory({ id: 42 }) } } });
    expect(await screen.findByRole('heading', { name: 'Share Your Experience' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share Story' }));
    expect(await screen.findByText(M.titleMin)).toBeTruthy();
    expect(screen.getByText(M.contentMin)).toBeTruthy();
    expect(screen.getByText(M.strainRequired)).toBeTruthy();
    expect(screen.getByText(M.effectsMin)).toBeTruthy();
    expect((screen.getByLabelText('Rating') as HTMLSelectElement).value).toBe('5');
    expect([...screen.getByLabelText('Rating').querySelectorAll('option')].map((option) => option.textContent)).toEqual(['1 Poor', '2 Fair', '3 Good', '4 Very Good', '5 Excellent']);

    await user.click(screen.getByLabelText('Title'));
    await user.paste('Calm evening');
    const content = 'A slow and happy evening with friends on the porch.';
    await user.click(screen.getByLabelText('Your Story'));
    await user.paste(content);
    expect(screen.getByText(`${content.length}/5000 characters`)).toBeTruthy();
    expect((screen.getByRole('progressbar', { name: 'Story length' }) as HTMLProgressElement).value).toBe(content.length);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Northern Lights (Indica)' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Strain'), '4');
    await user.selectOptions(screen.getByLabelText('Rating'), '3');
    await user.click(screen.getByRole('button', { name: 'Relaxed' }));
    expect(screen.getByRole('button', { name: 'Relaxed' }).getAttribute('aria-pressed')).toBe('true');

    const custom = screen.getByLabelText('Add a custom effect');
    await user.click(custom);
    await user.paste('x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(M.customEffectMax)).toBeTruthy();
    await user.clear(custom);
    await user.type(custom, ' relaxed {Enter}');
    expect(screen.getByText(M.effectDuplicate)).toBeTruthy();
    await user.clear(custom);
    await user.type(custom, 'Couch lock{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Couch lock' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Share Story' }));
    expect(await screen.findByRole('heading', { name: 'Story page' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'Calm evening', content, strainId: 4, rating: 3, effects: ['Relaxed', 'Couch lock'] });
    expect(screen.getByText('Story created!')).toBeTruthy();
  }, 30_000);

  it('toasts the server message when creating fails, and stays on the form', async () => {
    renderAt('/strain-stories/create', { 'POST /api/strain-stories': { status: 400, body: { message: M.strainNotFound } } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Calm evening');
    await user.click(screen.getByLabelText('Your Story'));
    await user.paste('x'.repeat(40));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Blue Dream (Hybrid)' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Strain'), '3');
    await user.click(screen.getByRole('button', { name: 'Happy' }));
    await user.click(screen.getByRole('button', { name: 'Share Story' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error creating story')).toBeTruthy();
    expect(within(toast).getByText(M.strainNotFound)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Share Your Experience' })).toBeTruthy();
  }, 30_000);

  it('shows a free member the membership notice instead of the form', async () => {
    renderAt('/strain-stories/create', {}, { tier: 'free' });
    expect(await screen.findByText(/Posting strain stories is part of the Cannanaut membership/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Membership Options' }).getAttribute('href')).toBe('/membership');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('lists 11 effects as too many', async () => {
    renderAt('/strain-stories/create', {});
    const user = userEvent.setup();
    for (const effect of ['Relaxed', 'Happy', 'Euphoric', 'Uplifted', 'Creative', 'Energetic', 'Focused', 'Sleepy', 'Hungry', 'Talkative', 'Giggly']) {
      await user.click(await screen.findByRole('button', { name: effect }));
    }
    expect(await screen.findByText(M.effectsMax)).toBeTruthy();
    expect(screen.getByText('(11/10 selected)')).toBeTruthy();
  }, 30_000);
});

describe('Edit Your Story', () => {
  it('fills the form from the story and saves with PUT, then opens the story', async () => {
    const { calls } = renderAt('/strain-stories/7/edit', {
      'GET /api/strain-stories/7': { body: testStory() },
      'PUT /api/strain-stories/7': (request) => ({ body: testStory({ ...(request.body as object) }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Edit Your Story' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Calm evening');
    expect((screen.getByLabelText('Strain') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Rating') as HTMLSelectElement).value).toBe('4');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(M.titleMin)).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'c evening');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Story page' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'abc evening', content: testStory().content, strainId: 3, rating: 4, effects: ['Relaxed', 'Pain Relief'],
    });
    expect(screen.getByText('Story updated!')).toBeTruthy();
  }, 30_000);

  it('sends someone who is neither author nor admin to the story page', async () => {
    renderAt('/strain-stories/7/edit', { 'GET /api/strain-stories/7': { body: testStory({ userId: 'u-other' }) } });
    expect(await screen.findByRole('heading', { name: 'Story page' })).toBeTruthy();
  });

  it('lets an admin edit another member\'s story', async () => {
    renderAt('/strain-stories/7/edit', { 'GET /api/strain-stories/7': { body: testStory({ userId: 'u-other' }) } }, { me: testUser({ isAdmin: true }) });
    expect(await screen.findByRole('heading', { name: 'Edit Your Story' })).toBeTruthy();
  });

  it('shows Story Not Found for an unknown story and Invalid Story ID for a non-numeric one', async () => {
    renderAt('/strain-stories/99/edit', { 'GET /api/strain-stories/99': { status: 404, body: { message: 'Story not found' } } });
    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeTruthy();
    expect(screen.getByText("The story you're trying to edit couldn't be found.")).toBeTruthy();
  });

  it('shows Invalid Story ID for a non-numeric id', async () => {
    renderAt('/strain-stories/x1/edit', {});
    expect(await screen.findByRole('heading', { name: 'Invalid Story ID' })).toBeTruthy();
  });
});
