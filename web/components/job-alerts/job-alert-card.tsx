'use client';

import { Bell, BellOff, Pencil } from 'lucide';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/icons/icon';
import { Button, ButtonLink } from '@/components/ui/button';
import type { JobAlertItem, JobAlertUpdateInput } from '@/contracts/job-alerts';
import { AlertSearchSummary } from './alert-search-summary';
import { DeleteAlertControl } from './delete-alert-control';
import { EditJobAlert } from './edit-job-alert';

interface JobAlertCardProps {
  alert: JobAlertItem;
  /** Answers whether the change was saved. */
  onUpdate: (change: JobAlertUpdateInput) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}

/** One job alert: name, search, frequency, new offers, and pause or resume, edit, delete. */
export function JobAlertCard({ alert, onUpdate, onDelete }: JobAlertCardProps) {
  const t = useTranslations('JobAlerts');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-label={alert.name}
      data-testid="job-alert"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-xl font-bold break-words text-gray-950">{alert.name}</h2>
          <p className="mt-0.5 text-sm text-gray-600">
            {t('frequency_summary', { frequency: alert.frequency })}
            {alert.paused ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                {t('paused')}
              </span>
            ) : null}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-bold ${alert.newOffers ? 'bg-primary text-primary-text' : 'bg-gray-100 text-gray-600'}`}
          data-testid="job-alert-new-offers"
        >
          {t('new_offers', { count: alert.newOffers })}
        </span>
      </div>
      <AlertSearchSummary filters={alert.filters} companyName={alert.companyName} />
      <div className="flex flex-wrap gap-2">
        <ButtonLink
          href={{ pathname: '/profile/job-alerts/[id]', params: { id: alert.id } }}
          variant="secondary"
          size="sm"
        >
          {t('show_offers')}
        </ButtonLink>
        <Button
          variant="primary-outline"
          size="sm"
          disabled={busy}
          onClick={() => run(() => onUpdate({ paused: !alert.paused }))}
        >
          {alert.paused ? (
            <Icon node={Bell} className="h-4 w-4" />
          ) : (
            <Icon node={BellOff} className="h-4 w-4" />
          )}
          {alert.paused ? t('resume') : t('pause')}
        </Button>
        <Button variant="primary-outline" size="sm" disabled={busy} onClick={() => setEditing(true)}>
          <Icon node={Pencil} className="h-4 w-4" />
          {t('edit')}
        </Button>
        <DeleteAlertControl name={alert.name} busy={busy} onDelete={() => void run(onDelete)} />
      </div>
      <EditJobAlert
        alert={alert}
        open={editing}
        onClose={() => setEditing(false)}
        onSave={async (change) => {
          const saved = await onUpdate(change);
          if (saved) setEditing(false);
          return saved;
        }}
      />
    </article>
  );
}
