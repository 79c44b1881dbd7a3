import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationMessages } from '@cannaverse/contracts';
import { mockApi, type MockResponse, type MockRoute } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import ProfilePage from './ProfilePage';

afterEach(() => vi.unstubAllGlobals());

const other = { ...testUser({ id: 'u-2', username: 'kushqueen', displayName: 'Kush Queen', website: 'kush.example', pronouns: 'she/her', email: undefined }), followersCount: 4, followingCount: 2, postsCount: 0, isFollowing: false };
const me = testUser();
const emptyPage = { body: { items: [], nextCursor: null } };

const renderProfile = (path: string, routes: Record<string, MockResponse | MockRoute> = {}) => {
  const api = mockApi({
    'GET /api/me': { body: me },
    'GET /api/users/u-2': { body: other },
    'GET /api/users/u-me': { body: { ...me, followersCount: 0, followingCount: 0, postsCount: 0, isFollowing: null } },
    'GET /api/posts/user/u-2': emptyPage,
    'GET /api/posts/user/u-me': emptyPage,
    ...routes,
  });
  renderWithApp(
    <Routes>
      <Route path="/profile/:id" element={<ProfilePage />} />
      <Route path="/users/:id?" element={<ProfilePage />} />
    </Routes>,
    { route: path },
  );
  return api;
};

describe('ProfilePage', () => {
  it('shows the profile with the website link, counts and No posts yet', async () => {
    renderProfile('/profile/u-2');
    expect(await screen.findByRole('heading', { name: 'Kush Queen' })).toBeTruthy();
    const website = screen.getByRole('link', { name: 'kush.example' });
    expect(website.getAttribute('href')).toBe('https://kush.example');
    expect(screen.getByText('she/her')).toBeTruthy();
    // A day, no clock time (issue 25).
    expect(screen.getByText(/^Joined /).textContent).toBe(`Joined ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(other.createdAt!))}`);
    expect(screen.getByTestId('count-followers').textContent).toBe('4');
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    expect(screen.queryByText('Change photo')).toBeNull();
  });

  it('updates the followers count at once on Follow and settles on the server answer', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const { calls } = renderProfile('/profile/u-2', {
      'POST /api/users/u-2/follow': async () => {
        await gate;
        return { body: { following: true, followersCount: 7 } };
      },
    });
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await userEvent.click(follow);
    // Before the server has answered (it is held until release()).
    await waitFor(() => expect(screen.getByTestId('count-followers').textContent).toBe('5'));
    expect(screen.getByRole('button', { name: 'Unfollow' }).getAttribute('aria-pressed')).toBe('true');
    release();
    await waitFor(() => expect(screen.getByTestId('count-followers').textContent).toBe('7'));
    expect(calls.filter((call) => call.path === '/api/users/u-2/follow').map((call) => call.method)).toEqual(['POST']);
  });

  it('undoes the follow when the server refuses', async () => {
    renderProfile('/profile/u-2', { 'POST /api/users/u-2/follow': { status: 400, body: { message: "You can't follow yourself" } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy());
    expect(screen.getByTestId('count-followers').textContent).toBe('4');
    expect((await screen.findByTestId('toast')).textContent).toContain("You can't follow yourself");
  });

  it('shows Edit Profile to the owner (own profile without an id) and validates with the spec messages', async () => {
    renderProfile('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText('Change photo')).toBeTruthy();
    const name = screen.getByLabelText('Display Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'A');
    await userEvent.type(screen.getByLabelText('Website'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ValidationMessages.displayNameMin)).toBeTruthy();
    expect(screen.getByText(ValidationMessages.websiteInvalid)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves with PUT, returns to the view, and reports a failure with the server message', async () => {
    const { calls } = renderProfile('/users', { 'PUT /api/users/u-me': { status: 400, body: { message: 'Bio too spicy' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('Bio'), 'Grower since 2010');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Error updating profile');
    expect(toast.textContent).toContain('Bio too spicy');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ displayName: 'Green Thumb', bio: 'Grower since 2010', website: null });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says User not found for a 404 and Unable to load profile information otherwise', async () => {
    renderProfile('/profile/u-404', { 'GET /api/users/u-404': { status: 404, body: { message: 'User not found' } } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'User not found');
  });

  it('says Unable to load profile information on other failures', async () => {
    renderProfile('/profile/u-500', { 'GET /api/users/u-500': { status: 503, body: { message: 'Service unavailable' } } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unable to load profile information');
  });
});
