import { describe, expect, it } from 'vitest';
import { isDismissSwipe, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toastReducer, type Toast } from './toast-state';

const toast = (id: string): Toast => ({ id, title: id, variant: 'default', open: true });

describe('toast rules (spec §4)', () => {
  it('keeps at most one toast: a new one replaces the current one', () => {
    const first = toastReducer([], { type: 'add', toast: toast('a') });
    const second = toastReducer(first, { type: 'add', toast: toast('b') });
    expect(TOAST_LIMIT).toBe(1);
    expect(second.map((t) => t.id)).toEqual(['b']);
  });
  it('dismiss closes, remove deletes', () => {
    const state = toastReducer([], { type: 'add', toast: toast('a') });
    const dismissed = toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(dismissed[0].open).toBe(false);
    expect(toastReducer(dismissed, { type: 'remove', id: 'a' })).toEqual([]);
  });
  it('uses the spec constants', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
  it('dismisses on a rightward swipe past 50 px only', () => {
    expect(isDismissSwipe(100, 151)).toBe(true);
    expect(isDismissSwipe(100, 150)).toBe(false);
    expect(isDismissSwipe(200, 100)).toBe(false);
  });
});
