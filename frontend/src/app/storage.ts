/** Browser storage keys. Product-prefixed where the spec asks for it. */
export const StorageKeys = {
  ageVerified: 'age_verified',
  authSuccess: 'auth_success',
  profileSetupComplete: 'cannaverse_profile_setup_complete',
  onboardingStarted: 'cannaverse_onboarding_started',
  onboardingStatus: 'cannaverse_onboarding_status',
  onboardingStep: 'cannaverse_onboarding_step',
  adSession: 'cannaverse_ad_session',
  subscriptionSuccess: 'subscription_success',
  /** Session only: this tab registered the signed-in account (greeting, setup wizard). */
  newMember: 'cannaverse_new_member',
  /** Only a hint for the first paint (public/boot.js): was this browser signed in last time? */
  signedInHint: 'cannaverse_signed_in',
} as const;

/** localStorage that never throws (private mode, quota, disabled storage). */
export const local = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing to clean */
    }
  },
};

export const session = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      /* best effort */
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      /* best effort */
    }
  },
};
