'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { Spinner } from '@/components/ui/spinner';

const loadForm = () => import('./application-form').then((module) => module.ApplicationForm);
const ApplicationForm = dynamic(loadForm, {
  ssr: false,
  loading: () => (
    <div className="flex min-h-40 items-center justify-center text-dark-blue">
      <Spinner />
    </div>
  ),
});

/**
 * Keeps the form's code out of the page for readers who never apply: it loads when the section
 * comes near the viewport, or at once when 'Apply' is pressed (then the first field gets focus).
 */
export function ApplicationFormLoader({ jobOfferId }: { jobOfferId: string }) {
  const t = useTranslations('Application');
  const [asked, setAsked] = useState(false);
  if (asked) return <ApplicationForm jobOfferId={jobOfferId} autoFocus />;
  return (
    <LoadWhenNear
      margin="400px"
      placeholder={
        <Button
          variant="primary"
          size="lg"
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onClick={() => setAsked(true)}
        >
          {t('start')}
        </Button>
      }
    >
      <ApplicationForm jobOfferId={jobOfferId} />
    </LoadWhenNear>
  );
}
