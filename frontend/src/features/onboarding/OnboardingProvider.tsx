import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { local, session, StorageKeys } from '../../app/storage';
import { useToast } from '../../app/toasts/ToastProvider';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { useMountWhenIdle } from '../../shared/when-idle';
import { useAfterFirstPaint } from '../../shared/after-first-paint';
import { useCompleteOnboardingMutation, useOnboardingStateQuery } from './api/onboardingApi';
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
  // The spec stores completion per browser; the server also keeps it (GET /api/me/onboarding), so a
  // member on a new browser is not walked through either again. Until the server answers, neither
  // opens by itself; if it cannot answer, this browser's storage decides as before.
  // Asked once the first frame is painted (shared/after-first-paint.ts): neither opens before it answers.
  const painted = useAfterFirstPaint();
  const server = useOnboardingStateQuery(undefined, { skip: !user || !painted });
  const serverKnown = Boolean(user) && (server.isSuccess || server.isError);
  const [saveOnServer] = useCompleteOnboardingMutation();
  // A member with a display name who did not register in this tab has done setup before (from
  // before the server kept it).
  const returning = Boolean(user?.displayName) && session.get(StorageKeys.newMember) !== 'true';
  const setupComplete = storedComplete || returning || Boolean(server.data?.profileSetupComplete);
  // The wizard opens by itself for a member whose setup is not complete, or on request (openWizard).
  const [wizardRequested, setWizardRequested] = useState(false);
  const wizardOpen = wizardRequested || Boolean(user && serverKnown && !setupComplete);
  const firstRender = useRef(true);

  // Finished on another browser: the tour does not start here. Read from the first answer for this
  // member only: a later one may carry this browser's own upload, and must not close a tour the
  // member has just restarted.
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || !server.data || readFor.current === user.id) return;
    readFor.current = user.id;
    if (server.data.tutorialCompleted) dispatch({ type: 'completedElsewhere' });
  }, [user, server.data]);

  // What this browser knows and the server does not yet (completed here, or before the server kept it) goes up once.
  const serverData = server.data;
  useEffect(() => {
    if (!serverData) return;
    const missing = {
      ...(setupComplete && !serverData.profileSetupComplete ? { profileSetupComplete: true } : {}),
      ...(tutorial.completed && !serverData.tutorialCompleted ? { tutorialCompleted: true } : {}),
    };
    if (Object.keys(missing).length > 0) void saveOnServer(missing);
  }, [serverData, setupComplete, tutorial.completed, saveOnServer]);

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
        {user && serverKnown && !wizardOpen && (tutorial.open || tutorialButtonShown) && <TutorialOverlay />}
      </Suspense>
    </OnboardingContext.Provider>
  );
}

export function useOnboarding(): OnboardingContextValue {
  const context = useContext(OnboardingContext);
  if (!context) throw new Error('useOnboarding must be used inside OnboardingProvider');
  return context;
}
