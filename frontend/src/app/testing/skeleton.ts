import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { MockResponse, MockRoute } from './mock-api';

/** An answer held back until `release()`, so a test sees the loading state first. */
export function heldAnswer(answer: MockResponse): { route: MockRoute; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  return { route: async () => { await held; return answer; }, release };
}

/**
 * The loading state is a skeleton: placeholders (`testId`, hidden from screen readers) beside a status
 * that only screen readers get (`label`), and no loading line anyone can see.
 */
export async function expectSkeleton(testId: string, label: string) {
  const skeleton = await screen.findByTestId(testId);
  expect(skeleton.getAttribute('aria-hidden')).toBe('true');
  expect(skeleton.querySelectorAll('span').length).toBeGreaterThan(0);
  const region = skeleton.parentElement as HTMLElement;
  expect(region.getAttribute('aria-busy')).toBe('true');
  const status = within(region).getByRole('status');
  expect(status.textContent).toBe(label);
  expect(status.classList.contains('visually-hidden')).toBe(true);
  const visibleLoading = screen.queryAllByText(/loading/i).filter((element) => !element.classList.contains('visually-hidden'));
  expect(visibleLoading.map((element) => element.textContent)).toEqual([]);
}

/** The skeleton and its status are gone once the answer is in. */
export async function expectSkeletonGone(testId: string) {
  await waitFor(() => expect(screen.queryByTestId(testId)).toBeNull());
}
