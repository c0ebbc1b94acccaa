'use client';

import { useRouter } from '@/i18n/navigation';
import { ErrorView } from './error-view';

/** An error page body for a known status, whose 'back_home' goes to the localized home page. */
export function StatusErrorView({ statusCode, message }: { statusCode: number; message?: string }) {
  const router = useRouter();
  return <ErrorView statusCode={statusCode} message={message} onBackHome={() => router.push('/')} />;
}
