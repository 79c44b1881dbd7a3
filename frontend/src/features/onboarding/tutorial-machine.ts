/** The onboarding tutorial as pure functions (spec §4), so its rules are unit-tested. */
export const TUTORIAL_STEPS = ['profile', 'feed', 'connect', 'interact', 'completed'] as const;
export type TutorialStep = (typeof TUTORIAL_STEPS)[number];

export interface TutorialState {
  step: TutorialStep;
  completed: boolean;
  open: boolean;
}

export const initialTutorialState = (stored: { status: string | null; step: string | null }): TutorialState => {
  const step = (TUTORIAL_STEPS as readonly string[]).includes(stored.step ?? '') ? (stored.step as TutorialStep) : 'profile';
  // A first-time visitor with nothing stored is treated as not completed.
  const completed = stored.status === 'completed';
  return { step, completed, open: !completed };
};

const indexOf = (step: TutorialStep) => TUTORIAL_STEPS.indexOf(step);
export const isFirstStep = (step: TutorialStep) => indexOf(step) === 0;
export const isLastStep = (step: TutorialStep) => indexOf(step) === TUTORIAL_STEPS.length - 1;
/** The first step a member is shown: profile, or feed when setup is complete (profile auto-advances). */
export const firstShownStep = (profileSetupComplete: boolean): TutorialStep => (profileSetupComplete ? 'feed' : 'profile');
/** Back is hidden on the first step shown: back to a step that auto-advances would only bounce forward again. */
export const showsBack = (step: TutorialStep, profileSetupComplete: boolean) => indexOf(step) > indexOf(firstShownStep(profileSetupComplete));
/** The last step's button reads 'Get Started'. */
export const nextLabel = (step: TutorialStep) => (isLastStep(step) ? 'Get Started' : 'Next');

export type TutorialEvent =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'skip' }
  | { type: 'restart' }
  | { type: 'profileSetupComplete' }
  /** The server says the member finished (or skipped) the tour on another browser. */
  | { type: 'completedElsewhere' };

export function tutorialReducer(state: TutorialState, event: TutorialEvent): TutorialState {
  switch (event.type) {
    case 'next':
      if (isLastStep(state.step)) return { ...state, completed: true, open: false };
      return { ...state, step: TUTORIAL_STEPS[indexOf(state.step) + 1] };
    case 'back':
      return isFirstStep(state.step) ? state : { ...state, step: TUTORIAL_STEPS[indexOf(state.step) - 1] };
    case 'skip':
      return { ...state, completed: true, open: false };
    case 'restart':
      return { step: 'profile', completed: false, open: true };
    case 'completedElsewhere':
      return state.completed ? state : { ...state, completed: true, open: false };
    case 'profileSetupComplete':
      // The profile step auto-advances once setup is done.
      return state.step === 'profile' && !state.completed ? { ...state, step: 'feed' } : state;
  }
}
