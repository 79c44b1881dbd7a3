import { describe, expect, it } from 'vitest';
import { firstShownStep, initialTutorialState, isFirstStep, nextLabel, showsBack, TUTORIAL_STEPS, tutorialReducer } from './tutorial-machine';

const fresh = () => initialTutorialState({ status: null, step: null });

describe('onboarding tutorial (spec §4)', () => {
  it('treats a first-time visitor as not completed, starting at profile', () => {
    expect(fresh()).toEqual({ step: 'profile', completed: false, open: true });
    expect(TUTORIAL_STEPS).toEqual(['profile', 'feed', 'connect', 'interact', 'completed']);
  });
  it('restores a stored step and a completed status', () => {
    expect(initialTutorialState({ status: 'in_progress', step: 'connect' }).step).toBe('connect');
    expect(initialTutorialState({ status: 'completed', step: 'completed' })).toMatchObject({ completed: true, open: false });
    expect(initialTutorialState({ status: null, step: 'bogus' }).step).toBe('profile');
  });
  it('walks forward and back; Back is hidden on the first step; the last button reads Get Started', () => {
    let state = fresh();
    expect(isFirstStep(state.step)).toBe(true);
    expect(tutorialReducer(state, { type: 'back' })).toBe(state);
    for (const expected of ['feed', 'connect', 'interact', 'completed']) {
      state = tutorialReducer(state, { type: 'next' });
      expect(state.step).toBe(expected);
    }
    expect(nextLabel(state.step)).toBe('Get Started');
    expect(nextLabel('feed')).toBe('Next');
    expect(tutorialReducer(state, { type: 'back' }).step).toBe('interact');
    const finished = tutorialReducer(state, { type: 'next' });
    expect(finished).toMatchObject({ completed: true, open: false });
  });
  it('hides Back on the first step shown: profile, or feed when the profile step auto-advances', () => {
    expect(firstShownStep(false)).toBe('profile');
    expect(firstShownStep(true)).toBe('feed');
    expect(showsBack('profile', false)).toBe(false);
    expect(showsBack('feed', false)).toBe(true);
    expect(showsBack('feed', true)).toBe(false);
    expect(showsBack('connect', true)).toBe(true);
    expect(showsBack('completed', true)).toBe(true);
  });
  it('skip marks it completed; restart returns to profile with completed=false', () => {
    const skipped = tutorialReducer(fresh(), { type: 'skip' });
    expect(skipped).toMatchObject({ completed: true, open: false });
    expect(tutorialReducer(skipped, { type: 'restart' })).toEqual({ step: 'profile', completed: false, open: true });
  });
  it('auto-advances from profile when profile setup completes, and only from there', () => {
    expect(tutorialReducer(fresh(), { type: 'profileSetupComplete' }).step).toBe('feed');
    const onConnect = { step: 'connect' as const, completed: false, open: true };
    expect(tutorialReducer(onConnect, { type: 'profileSetupComplete' })).toBe(onConnect);
  });

  it('closes the tour when the server says it was finished on another browser, and a restart after that stays open', () => {
    const fresh = initialTutorialState({ status: null, step: null });
    const elsewhere = tutorialReducer(fresh, { type: 'completedElsewhere' });
    expect(elsewhere).toEqual({ step: 'profile', completed: true, open: false });
    const restarted = tutorialReducer(elsewhere, { type: 'restart' });
    expect(restarted.open).toBe(true);
    expect(tutorialReducer(elsewhere, { type: 'completedElsewhere' })).toBe(elsewhere);
  });
});
