'use client';

import { BellPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { JobAlertFilters } from '@/contracts/job-alerts';

// The dialog (its form, the modal's animation and the schemas) loads when someone reaches for the button.
const loadDialog = () => import('./create-job-alert-dialog');
const CreateJobAlertDialog = lazyComponent(() => loadDialog().then((module) => module.CreateJobAlertDialog));

interface CreateJobAlertProps {
  /** The job list's search as it stands: query, filters and order. */
  filters: JobAlertFilters;
  /** The name of the company the search is limited to, when it is. */
  companyName: string | null;
  /** A name to start from (the query, else the city). */
  suggestedName: string;
}

/** 'Create alert' on the job lists: opens the dialog that saves the current search. */
export function CreateJobAlert({ filters, companyName, suggestedName }: CreateJobAlertProps) {
  const t = useTranslations('JobAlerts');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="secondary-outline"
        size="sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="create-job-alert"
      >
        <BellPlus aria-hidden="true" className="h-4 w-4" />
        {t('create_button')}
      </Button>
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
