import { useCallback, useLayoutEffect, useRef } from 'react';

/** How close to the bottom counts as "reading the newest" (px). */
const NEAR_BOTTOM = 120;

/**
 * Keeps a scrolling message box on the newest message: when a new one arrives at the bottom the
 * box scrolls to it (unless the member scrolled up to read history and it is not their own);
 * when older messages are added at the top, what the member was reading stays where it was.
 */
export function useKeepScrolledToNewest<T extends HTMLElement>(newestId: string | null, oldestId: string | null, newestIsOwn: boolean) {
  const box = useRef<T>(null);
  const previous = useRef({ newestId: null as string | null, oldestId: null as string | null, height: 0, nearBottom: true });

  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const before = previous.current;
    if (newestId !== before.newestId) {
      if (before.newestId === null || before.nearBottom || newestIsOwn) node.scrollTop = node.scrollHeight;
    } else if (oldestId !== before.oldestId && before.height > 0) {
      node.scrollTop += node.scrollHeight - before.height;
    }
    previous.current = { newestId, oldestId, height: node.scrollHeight, nearBottom: node.scrollHeight - node.scrollTop - node.clientHeight < NEAR_BOTTOM };
  }, [newestId, oldestId, newestIsOwn]);

  /** The box's scroll handler calls this, so the next update knows where the member was. */
  const onScroll = useCallback(() => {
    const node = box.current;
    if (node) previous.current.nearBottom = node.scrollHeight - node.scrollTop - node.clientHeight < NEAR_BOTTOM;
  }, []);
  return { box, onScroll };
}
