import { useLayoutEffect, useState, type RefObject } from 'react';

const GAP = 16;

/**
 * The `top` for a sticky column: under the top bar when the column fits the screen; when it is
 * taller, negative by the overflow, so it scrolls along until its end is in view and stays there
 * (never an empty column beside a long feed, never a column whose end cannot be reached).
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>, clearance: number): number {
  const [top, setTop] = useState(clearance);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setTop(Math.min(clearance, window.innerHeight - element.offsetHeight - GAP));
    // The ResizeObserver's first callback (after layout, before paint) sets it; measuring here
    // as well would force a layout of the whole page while it is being built.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, clearance]);
  return top;
}
