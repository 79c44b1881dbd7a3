import { useCallback, useEffect, useRef } from 'react';
import { useToast, type ToastInput } from './ToastProvider';

/**
 * A form's failure toast that goes when the form goes: the Login tab's 'Login failed' must not stay
 * over the Register form (issue 25). A new failure replaces the previous one.
 */
export function useFormFailureToast(): (input: ToastInput) => void {
  const { toast, dismiss } = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => () => {
    if (shown.current) dismiss(shown.current);
  }, [dismiss]);
  return useCallback((input: ToastInput) => {
    if (shown.current) dismiss(shown.current);
    shown.current = toast({ variant: 'destructive', ...input });
  }, [toast, dismiss]);
}
