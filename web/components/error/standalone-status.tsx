'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { ShellLabelsProvider } from '@/components/app/shell-labels-context';
import { errorLabels } from '@/i18n/error-labels';
import { NotFoundView } from './not-found-view';
import { StatusErrorView } from './status-error-view';

/** The error views' texts from the messages of the provider above. */
function WithErrorLabels({ children }: { children: React.ReactNode }) {
  const t = useTranslations('Error');
  return <ShellLabelsProvider labels={{ error: errorLabels(t) }}>{children}</ShellLabelsProvider>;
}

type StandaloneStatusProps = Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'> & {
  statusCode: 401 | 403 | 404;
};

/**
 * The error view of a status with its own messages, for the pages outside any locale: given the
 * locale, messages and time zone as props, it reads nothing from the request, so the pages whose
 * tree holds it stay static.
 */
export function StandaloneStatus({ statusCode, ...intl }: StandaloneStatusProps) {
  return (
    <NextIntlClientProvider {...intl}>
      <WithErrorLabels>
        {statusCode === 404 ? <NotFoundView /> : <StatusErrorView statusCode={statusCode} />}
      </WithErrorLabels>
    </NextIntlClientProvider>
  );
}
