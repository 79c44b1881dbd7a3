import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi, type MockResponse } from '../../app/testing/mock-api';
import { renderWithApp } from '../../app/testing/render';
import { ACCOUNT_DELETED_TITLE, DeleteAccountSection } from './components/DeleteAccountSection';

afterEach(() => vi.unstubAllGlobals());

it('asks for the password in a dialog, shows a wrong one on its field, and after 202 lands on / with a notice', async () => {
  let answer: MockResponse = { status: 403, body: { message: 'Password is incorrect' } };
  const { calls } = mockApi({ 'DELETE /api/me': () => answer });
  renderWithApp(
    <Routes>
      <Route path="/settings" element={<DeleteAccountSection />} />
      <Route path="/" element={<p>Landing</p>} />
    </Routes>,
    { route: '/settings' },
  );
  expect(screen.getByText(/cannot be undone/)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByText('Password is required')).toBeTruthy();
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

  await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong-one');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();
  expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'wrong-one' });

  answer = { status: 202, body: { status: 'deleting', requestedAt: '2026-11-25T10:00:00.000Z' } };
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByText('Landing')).toBeTruthy();
  expect(await screen.findByText(ACCOUNT_DELETED_TITLE)).toBeTruthy();
});
