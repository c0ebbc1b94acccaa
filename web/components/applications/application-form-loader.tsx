'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { Spinner } from '@/components/ui/spinner';
import { useApplyRequest } from './apply-request';

const loadForm = () => import('./application-form').then((module) => module.ApplicationForm);
const ApplicationForm = lazyComponent(
  loadForm,
  <div className="flex min-h-40 items-center justify-center text-dark-blue">
    <Spinner />
  </div>,
);

interface ApplicationFormLoaderProps {
  jobOfferId: string;
  jobTitle: string;
  onSent: () => void;
}

/**
 * Keeps the form's code out of the page for readers who never apply: it loads when the section
 * comes near the viewport, or at once when any 'Apply' is pressed (then its first field gets focus).
 */
export function ApplicationFormLoader(props: ApplicationFormLoaderProps) {
  const t = useTranslations('Application');
  const { count, start } = useApplyRequest();
  return (
    <LoadWhenNear
      margin="400px"
      now={count > 0}
      placeholder={
        <Button
          variant="primary"
          size="lg"
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onClick={start}
        >
          {t('start')}
        </Button>
      }
    >
      <ApplicationForm {...props} focusRequest={count} />
    </LoadWhenNear>
  );
}
