import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import { session, StorageKeys } from '../../app/storage';
import { OnboardingProvider, useOnboarding } from './OnboardingProvider';

beforeEach(() => { localStorage.clear(); sessionStorage.clear(); });
afterEach(() => vi.unstubAllGlobals());

const renderProvider = () => renderWithApp(<OnboardingProvider><p>The feed</p></OnboardingProvider>);

/** A step's heading has the keyboard focus (the dialog moves it there once the step has rendered). */
const focusOn = (heading: string) => waitFor(() => expect(screen.getByRole('heading', { name: heading })).toBe(document.activeElement));

describe('onboarding state kept on the server', () => {
  it('shows neither the wizard nor the tour to a member who did both on another browser', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: testUser({ displayName: null }) },
      'GET /api/me/onboarding': { body: { profileSetupComplete: true, tutorialCompleted: true } },
    });
    renderProvider();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me/onboarding')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(StorageKeys.onboardingStatus)).toBe('completed');
  });

  it('walks a new member through the wizard, Enter moving step by step with focus on each heading, and tells the server', async () => {
    session.set(StorageKeys.newMember, 'true');
    const { calls } = mockApi({
      'GET /api/me': { body: testUser({ displayName: null }) },
      'GET /api/me/onboarding': { body: { profileSetupComplete: false, tutorialCompleted: false } },
      'PATCH /api/users/u-me': ({ body }) => ({ body: { ...testUser(), ...(body as object) } }),
      'PUT /api/me/onboarding': ({ body }) => ({ body: { profileSetupComplete: false, tutorialCompleted: false, ...(body as object) } }),
    });
    renderProvider();
    // The dialog moves focus after it renders: wait for the focus, not only for the heading.
    await focusOn('Welcome to Cannaverse!');
    await userEvent.click(screen.getByRole('button', { name: "Let's Get Started" }));
    await focusOn('Choose Your Display Name');

    await userEvent.type(screen.getByLabelText('Display name'), 'Sprout Fan{Enter}');
    await focusOn('Add Your Avatar');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await focusOn('Complete Your Profile');
    await userEvent.type(screen.getByLabelText('Location'), 'Oakland{Enter}');
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ displayName: 'Sprout Fan', location: 'Oakland' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ profileSetupComplete: true }));
  });

  it('an empty display name and Enter stays on the name step with its message', async () => {
    session.set(StorageKeys.newMember, 'true');
    mockApi({
      'GET /api/me': { body: testUser({ displayName: null }) },
      'GET /api/me/onboarding': { body: { profileSetupComplete: false, tutorialCompleted: false } },
    });
    renderProvider();
    await userEvent.click(await screen.findByRole('button', { name: "Let's Get Started" }));
    await userEvent.type(screen.getByLabelText('Display name'), '{Enter}');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose Your Display Name' })).toBeTruthy();
  });

  it("a restarted tour stays open when this browser's own completion reaches the server", async () => {
    localStorage.setItem(StorageKeys.profileSetupComplete, 'true');
    localStorage.setItem(StorageKeys.onboardingStatus, 'completed');
    localStorage.setItem(StorageKeys.onboardingStep, 'completed');
    let stored = { profileSetupComplete: false, tutorialCompleted: false };
    let answerPut: () => void = () => undefined;
    const putHeld = new Promise<void>((resolve) => { answerPut = resolve; });
    const { calls } = mockApi({
      'GET /api/me': { body: testUser() },
      'GET /api/me/onboarding': () => ({ body: stored }),
      'PUT /api/me/onboarding': async ({ body }) => { await putHeld; stored = { ...stored, ...(body as object) }; return { body: stored }; },
    });
    renderWithApp(<OnboardingProvider><RestartButton /></OnboardingProvider>);
    // This browser tells the server what it finished before the server knew...
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ profileSetupComplete: true, tutorialCompleted: true }));
    // ...the member restarts the tour meanwhile, and then the server's answer comes back.
    await userEvent.click(screen.getByRole('button', { name: 'Restart tour' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    answerPut();
    await waitFor(() => expect(stored.tutorialCompleted).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

function RestartButton() {
  const { send } = useOnboarding();
  return <button type="button" onClick={() => send({ type: 'restart' })}>Restart tour</button>;
}
