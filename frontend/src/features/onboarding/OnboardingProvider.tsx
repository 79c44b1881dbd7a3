import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { local, session, StorageKeys } from '../../app/storage';
import { useToast } from '../../app/toasts/ToastProvider';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { useMountWhenIdle } from '../../shared/when-idle';
import { initialTutorialState, tutorialReducer, type TutorialEvent, type TutorialState } from './tutorial-machine';

// Only signed-in members see these; keeping them (and formik/yup) out of the landing page's bundle.
const ProfileSetupWizard = lazy(() => import('./components/ProfileSetupWizard').then((m) => ({ default: m.ProfileSetupWizard })));
const TutorialOverlay = lazy(() => import('./components/TutorialOverlay').then((m) => ({ default: m.TutorialOverlay })));

interface OnboardingContextValue {
  tutorial: TutorialState;
  send(event: TutorialEvent): void;
  openWizard(): void;
  /** The locally stored profile-setup completion (spec §2): the tutorial's profile step auto-advances. */
  profileSetupComplete: boolean;
}

const OnboardingContext = createContext<OnboardingContextValue | null>(null);

/** First-visit dialogs for members: the profile setup wizard, then the tutorial overlay. */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const [tutorial, dispatch] = useReducer(tutorialReducer, undefined, () =>
    initialTutorialState({ status: local.get(StorageKeys.onboardingStatus), step: local.get(StorageKeys.onboardingStep) }));
  const [storedComplete, setStoredComplete] = useState(() => local.get(StorageKeys.profileSetupComplete) === 'true');
  // Completion is stored per browser (spec), so a returning member on a new browser would be asked
  // again: one who has a display name and did not register in this tab has done setup before.
  const returning = Boolean(user?.displayName) && session.get(StorageKeys.newMember) !== 'true';
  const setupComplete = storedComplete || returning;
  // The wizard opens by itself for a member whose setup is not complete, or on request (openWizard).
  const [wizardRequested, setWizardRequested] = useState(false);
  const wizardOpen = wizardRequested || Boolean(user && !setupComplete);
  const firstRender = useRef(true);

  useEffect(() => {
    if (user && !setupComplete) local.set(StorageKeys.onboardingStarted, 'true');
    // The spec's mechanism, so the next visit reads it like any other completed setup.
    if (returning && !storedComplete) local.set(StorageKeys.profileSetupComplete, 'true');
  }, [user, setupComplete, returning, storedComplete]);

  // Persist every change; storage failures are told, not swallowed (spec §8).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const saved = local.set(StorageKeys.onboardingStatus, tutorial.completed ? 'completed' : 'in_progress') && local.set(StorageKeys.onboardingStep, tutorial.step);
    if (!saved) toast({ title: 'Error saving progress', description: "We couldn't save your tutorial progress. You may need to restart.", variant: 'destructive' });
  }, [tutorial.step, tutorial.completed, toast]);

  // The profile step auto-advances when setup is already complete.
  useEffect(() => {
    if (setupComplete && tutorial.open && tutorial.step === 'profile') dispatch({ type: 'profileSetupComplete' });
  }, [setupComplete, tutorial.open, tutorial.step]);

  const onWizardComplete = useCallback(() => {
    local.set(StorageKeys.profileSetupComplete, 'true');
    setStoredComplete(true);
    setWizardRequested(false);
    if (tutorial.step === 'profile' && !tutorial.completed) {
      toast({ title: 'Profile Complete!', description: 'Your profile setup is complete. Continue with the tutorial to learn more.', variant: 'success' });
    }
  }, [tutorial.step, tutorial.completed, toast]);

  // Once the tour is done it is only a small floating button: it loads when the browser is idle,
  // after the screen the member came for.
  const tutorialButtonShown = useMountWhenIdle(Boolean(user) && !tutorial.open);

  const value: OnboardingContextValue = { tutorial, send: dispatch, openWizard: () => setWizardRequested(true), profileSetupComplete: setupComplete };
  return (
    <OnboardingContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {user && wizardOpen && <ProfileSetupWizard user={user} onComplete={onWizardComplete} />}
        {user && !wizardOpen && (tutorial.open || tutorialButtonShown) && <TutorialOverlay />}
      </Suspense>
    </OnboardingContext.Provider>
  );
}

export function useOnboarding(): OnboardingContextValue {
  const context = useContext(OnboardingContext);
  if (!context) throw new Error('useOnboarding must be used inside OnboardingProvider');
  return context;
}
