'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import type { JobSearch } from '@/contracts/job-search';
import { useLocaleParam } from '@/i18n/use-locale-param';

// The dialog (its form, the modal's animation, the schemas, next-intl and the messages to
// translate them) loads when someone reaches for the button.
const CreateJobAlertDialog = lazyWithMessages('jobAlertDialog', () =>
  import('./create-job-alert-dialog').then((module) => module.CreateJobAlertDialog),
);

interface CreateJobAlertProps {
  /** The button's icon and text, rendered by the server. */
  children: React.ReactNode;
  /** The job list's search as it stands: query, filters and order. */
  filters: JobSearch;
  /** The name of the company the search is limited to, when it is. */
  companyName: string | null;
  /** A name to start from (the query, else the city). */
  suggestedName: string;
}

/** 'Create alert' on the job lists: opens the dialog that saves the current search. */
export function CreateJobAlert({ children, filters, companyName, suggestedName }: CreateJobAlertProps) {
  const locale = useLocaleParam();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses('secondary-outline', 'sm')}
        onPointerEnter={() => CreateJobAlertDialog.preload(locale)}
        onFocus={() => CreateJobAlertDialog.preload(locale)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="create-job-alert"
      >
        {children}
      </button>
      {used ? (
        <CreateJobAlertDialog
          filters={filters}
          companyName={companyName}
          suggestedName={suggestedName}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
