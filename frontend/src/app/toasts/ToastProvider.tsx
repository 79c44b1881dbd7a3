import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_REMOVE_DELAY_MS, toastReducer, type ToastVariant } from './toast-state';
import { Toaster } from './Toaster';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastContextValue {
  /** Shows a toast; answers its id (to dismiss it early). */
  toast(input: ToastInput): string;
  dismiss(id?: string): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);
let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const timers = useRef(new Map<string, number>());

  const dismiss = useCallback((id?: string) => {
    dispatch({ type: 'dismiss', id });
    window.setTimeout(() => dispatch({ type: 'remove', id }), TOAST_REMOVE_DELAY_MS);
  }, []);

  const toast = useCallback((input: ToastInput) => {
    const id = `toast-${++counter}`;
    dispatch({ type: 'add', toast: { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true } });
    timers.current.set(id, window.setTimeout(() => dismiss(id), TOAST_AUTO_CLOSE_MS));
    return id;
  }, [dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside ToastProvider');
  return context;
}
