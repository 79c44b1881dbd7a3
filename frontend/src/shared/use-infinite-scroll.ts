import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onReach` while the sentinel is near the viewport. Where IntersectionObserver is missing
 * nothing happens, and the list's 'Load more' button does the job.
 *
 * An observer only reports changes, so a sentinel that is still in view after a step (a tall
 * screen, a zoomed-out page, a member already at the bottom) would never load the next one. The
 * observer is therefore made anew after every step (`shown`, the number of items on screen) and
 * whenever the sentinel element itself is replaced (the returned callback ref): a new observer
 * reports the sentinel's current state at once, so loading goes on until it leaves the view.
 */
export function useInfiniteScroll<T extends Element>(enabled: boolean, onReach: () => void, shown = 0) {
  const [node, setNode] = useState<T | null>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);

  useEffect(() => {
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, node, shown]);

  return setNode;
}
