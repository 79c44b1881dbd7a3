import { useEffect, useRef, useState } from 'react';

/** How long the results stay highlighted after a filter changes (spec §9). */
export const FILTER_HIGHLIGHT_MS = 600;

/** True for 600 ms after `key` changes (not on the first render): the results flash to show they follow the filters. */
export function useFilterHighlight(key: string): boolean {
  const [highlighted, setHighlighted] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    setHighlighted(true);
    const timer = window.setTimeout(() => setHighlighted(false), FILTER_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return highlighted;
}
