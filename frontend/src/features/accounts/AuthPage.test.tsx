import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp } from '../../app/testing/render';
import AuthPage from './AuthPage';

afterEach(() => vi.unstubAllGlobals());

const openToasts = () => screen.queryAllByTestId('toast');

describe('AuthPage', () => {
  it("takes the Login tab's 'Login failed' toast away when the member switches to Register", async () => {
    mockApi({ 'GET /api/me': { status: 401, body: { message: 'Not authenticated' } }, 'POST /api/login': { status: 401, body: { message: 'Invalid username or password' } } });
    renderWithApp(<AuthPage />, { route: '/auth' });
    const form = await screen.findByRole('form', { name: 'Login' });
    await userEvent.type(within(form).getByLabelText('Username'), 'nobody_here');
    await userEvent.type(within(form).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Log In' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Login failed');

    // At once, not by the toast's own timer (5 s): checked right after the click.
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(openToasts().map((toast) => toast.textContent)).toEqual([]);
  });
});
