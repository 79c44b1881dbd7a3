import { useEffect, useState } from 'react';

/**
 * False for a component's first frame, true once that frame has been painted. For requests a
 * screen does not need to show its first frame (the top bar's badges, the live channel, the
 * onboarding state, the welcome card's counters): React ran their effects before the browser
 * painted the signed-in home, so on a phone's slow connection they shared the link with the page
 * and a simulated phone's largest paint waited for all of them (issue 28, docs/lighthouse.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    // A frame callback runs just before the next paint; a task queued from it runs after that paint.
    let timer: number | undefined;
    const afterPaint = () => { timer = window.setTimeout(() => setPainted(true), 0); };
    if (typeof window.requestAnimationFrame !== 'function') {
      afterPaint();
      return () => window.clearTimeout(timer);
    }
    const frame = window.requestAnimationFrame(afterPaint);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
