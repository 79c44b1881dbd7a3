import { useCallback } from 'react';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';

/**
 * Runs a mutation and reports it in a toast: `done` on success, the server's message on failure.
 * The failure is handled here, so it never becomes an unhandled rejection.
 */
export function useToastedAction(failureTitle: string) {
  const { toast } = useToast();
  return useCallback(async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      toast({ title: failureTitle, description: serverText(error, 'Please try again.'), variant: 'destructive' });
    }
  }, [toast, failureTitle]);
}
