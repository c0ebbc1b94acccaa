'use client';

import { Button } from '@/components/ui/button';
import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { Spinner } from '@/components/ui/spinner';
import type { IntlProps } from '@/i18n/intl-props';
import { useApplyRequest } from './apply-request';

const ApplicationForm = lazyWithMessages(
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
  /** The form's messages: it translates in the browser, and next-intl loads with it. */
  intl: IntlProps;
}

/**
 * Keeps the form's code out of the page for readers who never apply: it loads when the section
 * comes near the viewport, or at once when any 'Apply' is pressed (then its first field gets focus).
 */
export function ApplicationFormLoader({ startLabel, ...props }: ApplicationFormLoaderProps) {
  const { count, start } = useApplyRequest();
  return (
    <LoadWhenNear
      margin="400px"
      now={count > 0}
      placeholder={
        <Button
          variant="primary"
          size="lg"
          onPointerEnter={ApplicationForm.preload}
          onFocus={ApplicationForm.preload}
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
