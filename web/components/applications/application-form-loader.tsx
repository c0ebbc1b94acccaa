'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { Spinner } from '@/components/ui/spinner';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { whenIdle } from '@/lib/browser/when-idle';
import { useApplyRequest } from './apply-request';

const ApplicationForm = lazyWithMessages(
  'applicationForm',
  () => import('./application-form').then((module) => module.ApplicationForm),
  <div className="flex min-h-40 items-center justify-center text-dark-blue">
    <Spinner />
  </div>,
);

interface ApplicationFormLoaderProps {
  jobOfferId: string;
  jobTitle: string;
  onSent: () => void;
  /** 'Apply', translated by the server. */
  startLabel: string;
}

/** How long the form's code may wait for an idle moment once the page is up. */
const LOAD_WITHIN_MS = 3000;

/**
 * Keeps the form's code out of the page's own load: it loads once the page is idle, and the form
 * (much taller than its 'Apply' button) takes its place while the reader is still far above it,
 * so nothing they read moves. It comes at once when the section nears the viewport first, or when
 * any 'Apply' is pressed (then its first field gets focus).
 */
export function ApplicationFormLoader({ startLabel, ...props }: ApplicationFormLoaderProps) {
  const locale = useLocaleParam();
  const { count, start } = useApplyRequest();
  const [loaded, setLoaded] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        ApplicationForm.preload(locale).then(() => setLoaded(true));
      }, LOAD_WITHIN_MS),
    [locale],
  );
  return (
    <LoadWhenNear
      margin="400px"
      now={count > 0 || loaded}
      placeholder={
        <Button
          variant="primary"
          size="lg"
          onPointerEnter={() => ApplicationForm.preload(locale)}
          onFocus={() => ApplicationForm.preload(locale)}
          onClick={start}
        >
          {startLabel}
        </Button>
      }
    >
      <ApplicationForm {...props} focusRequest={count} />
    </LoadWhenNear>
  );
}
