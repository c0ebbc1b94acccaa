'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/error/error-view';
import { statusOf } from '@/components/error/status-of';
import { useRouter } from '@/i18n/navigation';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorView
      statusCode={statusOf(error)}
      onBackHome={() => {
        reset();
        router.push('/');
      }}
    />
  );
}
