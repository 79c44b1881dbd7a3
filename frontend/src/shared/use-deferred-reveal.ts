import { useDeferredValue } from 'react';

/**
 * `ready`, except that its turn from false to true is rendered as a deferred, interruptible render
 * instead of at once. A data answer arrives through the Redux store, whose updates React always
 * renders in one go: showing a whole page of posts, or the whole home screen, that way was one long
 * main-thread task (hundreds of ms on a mid-range phone). Deferred, React renders it in slices and
 * the page stays responsive; the loading state stays up for those few milliseconds. The turn back
 * to false is immediate (sign-out must not leave member screens up).
 */
export function useDeferredReveal(ready: boolean): boolean {
  const deferred = useDeferredValue(ready);
  return ready && deferred;
}
