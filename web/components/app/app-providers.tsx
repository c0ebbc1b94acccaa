'use client';

import { SWRConfig } from 'swr';
import { SignInModalProvider } from '@/components/auth/sign-in-modal-context';

/**
 * Client-side state shared by every page. SWR's own error retries are off: fetchJson
 * already applies the spec's retry policy (one retry for non-mutating requests).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: false }}>
      <SignInModalProvider>{children}</SignInModalProvider>
    </SWRConfig>
  );
}
