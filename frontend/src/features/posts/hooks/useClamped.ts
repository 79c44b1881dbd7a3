import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's line clamp actually cuts its text, measured while `active` (collapsed)
 * and again whenever its size or `content` changes. The last answer is kept while inactive, so
 * an expanded post still offers 'Show less'.
 */
export function useClamped(ref: RefObject<HTMLElement | null>, active: boolean, content: string): boolean {
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    // Without ResizeObserver, measure now; with it, its first callback measures after the browser's
    // own layout and before the paint, instead of forcing a layout per card here.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, content]);
  return clamped;
}
