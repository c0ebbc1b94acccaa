'use client';

import { useCallback, useState } from 'react';

export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'failure';

/**
 * The form submission states of spec section 4: idle, then 'Sending', then success or
 * failure. `run` answers whether the action succeeded; its error is handed back to the form.
 */
export function useFormSubmission() {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const run = useCallback(async (action: () => Promise<unknown>, onError?: (error: unknown) => void) => {
    setStatus('sending');
    try {
      await action();
      setStatus('success');
      return true;
    } catch (error) {
      setStatus('failure');
      onError?.(error);
      return false;
    }
  }, []);
  const reset = useCallback(() => setStatus('idle'), []);
  return { status, run, reset, sending: status === 'sending' };
}
