'use client';

import { useState } from 'react';
import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { Spinner } from '@/components/ui/spinner';
import { useMyApplication } from '@/hooks/use-applications';
import { ApplicationFormLoader } from './application-form-loader';

const spinner = (
  <div className="flex min-h-40 items-center justify-center text-dark-blue">
    <Spinner />
  </div>
);

// Only someone who has applied sees the application's state: its code, and next-intl with the
// messages to format its date and status, load then.
const AppliedState = lazyWithMessages(
  'applicationForm',
  () => import('./applied-state').then((module) => module.AppliedState),
  spinner,
);

/** The section's texts, translated by the server (`ApplicationSection`). */
export interface ApplicationPanelTexts {
  heading: string;
  intro: string;
  appliedHeading: string;
  /** 'Apply', which brings the form before its code has loaded. */
  start: string;
}

/**
 * The application section's content: the form, or, once I have applied, when and with what
 * status. Which one is known only in the browser (the page itself is the same for everyone).
 */
export function ApplicationPanel({
  jobOfferId,
  jobTitle,
  texts,
}: {
  jobOfferId: string;
  jobTitle: string;
  texts: ApplicationPanelTexts;
}) {
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
        {heading(texts.appliedHeading)}
        <div className="mt-4">
          <AppliedState application={application} justSent={sentHere} />
        </div>
      </>
    );
  }
  return (
    <>
      {heading(texts.heading)}
      <p id="application-intro" className="mt-3 mb-6 max-w-2xl text-gray-700">
        {texts.intro}
      </p>
      {formShown ? (
        <ApplicationFormLoader
          jobOfferId={jobOfferId}
          jobTitle={jobTitle}
          onSent={() => setSentHere(true)}
          startLabel={texts.start}
        />
      ) : (
        spinner
      )}
    </>
  );
}
