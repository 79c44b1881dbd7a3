import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll';

/** A list that shows `step` more of `total` items each time its sentinel is reached. */
function Steps({ total, step }: { total: number; step: number }) {
  const [shown, setShown] = useState(step);
  const sentinel = useInfiniteScroll<HTMLDivElement>(shown < total, () => setShown((n) => Math.min(total, n + step)), shown);
  return <><p>{`${shown} shown`}</p><div ref={sentinel} /></>;
}

/** An observer whose target is always in view: it reports that once, when it starts observing. */
function stubSentinelAlwaysInView() {
  const observers: string[] = [];
  vi.stubGlobal('IntersectionObserver', class {
    constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
    observe() {
      observers.push('observe');
      queueMicrotask(() => this.callback([{ isIntersecting: true }]));
    }
    disconnect() {}
  });
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('useInfiniteScroll', () => {
  it('keeps loading while the sentinel stays in view after a step (an observer reports changes only)', async () => {
    stubSentinelAlwaysInView();
    render(<Steps total={200} step={48} />);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)); });
    expect(screen.getByText('200 shown')).toBeTruthy();
  });

  it('does nothing without IntersectionObserver (the Load more button does the job)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Steps total={200} step={48} />);
    expect(screen.getByText('48 shown')).toBeTruthy();
  });
});
