'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useMyApplication } from '@/hooks/use-applications';
import { ApplicationFormLoader } from './application-form-loader';
import { AppliedState } from './applied-state';

/**
 * The application section's content: the form, or, once I have applied, when and with what
 * status. Which one is known only in the browser (the page itself is the same for everyone).
 */
export function ApplicationPanel({ jobOfferId, jobTitle }: { jobOfferId: string; jobTitle: string }) {
  const t = useTranslations('Application');
  const { application, known } = useMyApplication(jobOfferId);
  const [sentHere, setSentHere] = useState(false);
  // Once shown, the form stays while the user signs in and their applications load, so nothing typed is lost.
  const [formShown, setFormShown] = useState(false);
  if (known && !formShown && !application) setFormShown(true);
  const heading = (text: string) => (
    <h2 id="apply-heading" className="font-display text-2xl font-bold text-gray-950">
      {text}
    </h2>
  );
  if (application) {
    return (
      <>
        {heading(t('applied_heading'))}
        <div className="mt-4">
          <AppliedState application={application} justSent={sentHere} />
        </div>
      </>
    );
  }
  return (
    <>
      {heading(t('heading'))}
      <p id="application-intro" className="mt-3 mb-6 max-w-2xl text-gray-700">
        {t('intro')}
      </p>
      {formShown ? (
        <ApplicationFormLoader jobOfferId={jobOfferId} jobTitle={jobTitle} onSent={() => setSentHere(true)} />
      ) : (
        <div className="flex min-h-40 items-center justify-center text-dark-blue">
          <Spinner />
        </div>
      )}
    </>
  );
}
