import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import { DELETE_FAILED_FALLBACK } from './components/DeleteStoryDialog';
import StrainStoryPage from './StrainStoryPage';
import { testStory } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const renderStory = (path: string, routes: Record<string, MockResponse | MockRoute>, me = testUser()) => {
  const api = mockApi({ 'GET /api/me': { body: me }, ...routes });
  renderWithApp(
    <Routes>
      <Route path="/strain-stories/:id" element={<StrainStoryPage />} />
      <Route path="/strain-stories" element={<h1>Stories list</h1>} />
    </Routes>,
    { route: path },
  );
  return api;
};

describe('StrainStoryPage', () => {
  it('says Invalid Story ID for a non-numeric id, without asking the server', async () => {
    const { calls } = renderStory('/strain-stories/abc', {});
    expect(await screen.findByRole('heading', { name: 'Invalid Story ID' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Stories' }).getAttribute('href')).toBe('/strain-stories');
    expect(calls.some((call) => call.path.startsWith('/api/strain-stories'))).toBe(false);
  });

  it('shows the story: badge, rating, title, strain, author with the long date, lines as paragraphs, effects; Edit and Delete for its author', async () => {
    renderStory('/strain-stories/7', { 'GET /api/strain-stories/7': { body: testStory({ createdAt: '2026-11-20T10:00:00.000Z' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm evening' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Stories' })).toBeTruthy();
    expect(screen.getByText('Hybrid')).toBeTruthy();
    expect(screen.getByLabelText('Rated 4 out of 5')).toBeTruthy();
    expect(screen.getByText('Blue Dream')).toBeTruthy();
    expect(screen.getByText('November 20, 2026')).toBeTruthy();
    expect(screen.getByText('First line of the story.').tagName).toBe('P');
    expect(screen.getByText('Second line, after a break.').tagName).toBe('P');
    expect(within(screen.getByRole('list', { name: 'Effects' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Relaxed', 'Pain Relief']);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/strain-stories/7/edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('hides Edit and Delete from other members and shows them to admins', async () => {
    renderStory('/strain-stories/7', { 'GET /api/strain-stories/7': { body: testStory({ userId: 'u-other' }) } });
    await screen.findByRole('heading', { level: 1, name: 'Calm evening' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows Edit and Delete to an admin', async () => {
    renderStory('/strain-stories/7', { 'GET /api/strain-stories/7': { body: testStory({ userId: 'u-other' }) } }, testUser({ isAdmin: true }));
    await screen.findByRole('heading', { level: 1, name: 'Calm evening' });
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it('upvotes with the spec toast, then rests as Upvoted', async () => {
    renderStory('/strain-stories/7', {
      'GET /api/strain-stories/7': { body: testStory({ userId: 'u-other' }) },
      'POST /api/strain-stories/7/upvote': { body: { id: 7, upvotes: 3, upvotedByMe: true } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Upvote \(2\)/ }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Thanks for your vote!');
    expect(toast.textContent).toContain('Your upvote has been recorded.');
    const button = await screen.findByRole('button', { name: /Upvoted \(3\)/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports a failed upvote with the server message, else the spec fallback', async () => {
    renderStory('/strain-stories/7', {
      'GET /api/strain-stories/7': { body: testStory() },
      'POST /api/strain-stories/7/upvote': { status: 500, body: {} },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Upvote/ }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Upvote failed');
    expect(toast.textContent).toContain('There was an error upvoting this story.');
  });

  it('deletes after confirmation, toasts and goes to the list; a failure shows the fallback', async () => {
    let fail = true;
    renderStory('/strain-stories/7', {
      'GET /api/strain-stories/7': { body: testStory() },
      'DELETE /api/strain-stories/7': () => (fail ? { status: 500, body: {} } : { body: { ok: true } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Story' })).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('toast')).textContent).toContain(DELETE_FAILED_FALLBACK);
    expect(screen.getByText('Delete failed')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Story' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Stories list' })).toBeTruthy();
    expect(screen.getByText('Story deleted')).toBeTruthy();
    expect(screen.getByText('Your story has been successfully deleted.')).toBeTruthy();
  });

  it('shows Error Loading Story when the story cannot be read', async () => {
    renderStory('/strain-stories/8', { 'GET /api/strain-stories/8': { status: 404, body: { message: 'Story not found' } } });
    expect(await screen.findByRole('heading', { name: 'Error Loading Story' })).toBeTruthy();
    expect(screen.getByText("There was a problem loading this strain story. It may have been removed or doesn't exist.")).toBeTruthy();
  });
});
