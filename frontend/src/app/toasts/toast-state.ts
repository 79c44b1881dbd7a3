/** Toast rules from the spec (§4): at most one at a time, a new one replaces the current one. */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
/** How long a dismissed toast stays in state before removal (the spec's constant). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((toast) => (action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return action.id === undefined ? [] : state.filter((toast) => toast.id !== action.id);
  }
}

/** A rightward swipe past the threshold dismisses (spec: direction right, 50 px). */
export const isDismissSwipe = (startX: number, endX: number) => endX - startX > TOAST_SWIPE_THRESHOLD_PX;
