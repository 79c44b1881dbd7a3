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
    // Measured here, before the paint: measured later, the toggle would appear a frame after the
    // card and push what is under it down.
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, content]);
  return clamped;
}
