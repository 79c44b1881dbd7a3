import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the sentinel scrolls near the viewport. Where IntersectionObserver is
 * missing nothing happens, and the list's 'Load more' button does the job.
 */
export function useInfiniteScroll<T extends Element>(enabled: boolean, onReach: () => void) {
  const sentinel = useRef<T>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
