'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { ShellLabelsProvider } from '@/components/app/shell-labels-context';
import { errorLabels } from '@/i18n/error-labels';
import { NotFoundView } from './not-found-view';

/** The error views' texts from the messages of the provider above. */
function WithErrorLabels({ children }: { children: React.ReactNode }) {
  const t = useTranslations('Error');
  return <ShellLabelsProvider labels={{ error: errorLabels(t) }}>{children}</ShellLabelsProvider>;
}

/**
 * The not-found view with its own messages, for the 404 outside any locale: given the locale,
 * messages and time zone as props, it reads nothing from the request, so the pages whose tree
 * holds it stay static.
 */
export function StandaloneNotFound(props: Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'>) {
  return (
    <NextIntlClientProvider {...props}>
      <WithErrorLabels>
        <NotFoundView />
      </WithErrorLabels>
    </NextIntlClientProvider>
  );
}
