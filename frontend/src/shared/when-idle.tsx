import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * False until the browser has been idle (or `timeoutMs` has passed) after `enabled` turned true;
 * then true, set in an interruptible transition. For what is not a screen's first thing to show
 * (the home page's sidebar, below the feed on a phone; the feed's cards under the first screen):
 * they render after the main content instead of in the same long main-thread task as it, which
 * on the signed-in home kept a phone's largest paint late and its total blocking time high.
 */
export function useMountWhenIdle(enabled = true, timeoutMs = 1500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    const show = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(show, 0);
    return () => window.clearTimeout(handle);
  }, [enabled, ready, timeoutMs]);
  return ready;
}

/** Its children once the browser has been idle (useMountWhenIdle); nothing before. */
export function WhenIdle({ children }: { children: ReactNode }) {
  return useMountWhenIdle() ? children : null;
}
