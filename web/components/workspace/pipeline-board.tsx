'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect, Textarea } from '@/components/ui/inputs';
import { APPLICATION_LIMITS, COMPANY_STATUSES, type CompanyStatus } from '@/contracts/applications';
import type { PipelineEntry, WorkspaceTemplate } from '@/contracts/workspace';
import { useBulkStatus } from '@/hooks/use-workspace';
import { Link, useRouter } from '@/i18n/navigation';
import { ConfirmInline } from './confirm-inline';
import { PIPELINE_STAGES } from './pipeline-stages';
import { TemplatePicker } from './template-picker';

export interface BoardEntry extends PipelineEntry {
  /** The dates as the page wrote them in its language. */
  sentLabel: string;
  dueLabel: string;
  overdue: boolean;
}

/**
 * An offer's candidates by stage (new, seen, interviewing, offer, not selected, withdrawn), each
 * selectable for a status change in bulk; the change is confirmed first, as every candidate is
 * e-mailed.
 */
export function PipelineBoard({
  entries,
  templates,
}: {
  entries: BoardEntry[];
  templates: WorkspaceTemplate[];
}) {
  const t = useTranslations('Workspace');
  const router = useRouter();
  const setInBulk = useBulkStatus();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<CompanyStatus>('seen');
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const tooLong = message.length > APPLICATION_LIMITS.statusMessage;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function apply() {
    setBusy(true);
    try {
      const result = await setInBulk({ ids: [...selected], status, message: message || null });
      setOutcome({ ok: true, text: t('bulk_done', { changed: result.changed }) });
      setSelected(new Set());
      setMessage('');
      router.refresh();
    } catch {
      setOutcome({ ok: false, text: t('failed') });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-3">
        {PIPELINE_STAGES.map((stage) => {
          const inStage = entries.filter((entry) => entry.status === stage);
          return (
            <section
              key={stage}
              aria-labelledby={`stage-${stage}`}
              className="rounded-2xl bg-white p-4 shadow-sm"
              data-testid={`stage-${stage}`}
            >
              <h2
                id={`stage-${stage}`}
                className="flex items-center justify-between font-display text-lg font-bold"
              >
                {t(`status_${stage}`)}
                <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm">{inStage.length}</span>
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {inStage.map((entry) => (
                  <li key={entry.id} className="flex items-start gap-3 rounded-xl border border-gray-200 p-3">
                    {stage === 'withdrawn' ? (
                      <span className="h-5 w-5 shrink-0" />
                    ) : (
                      <input
                        type="checkbox"
                        className="mt-1 h-5 w-5 shrink-0 accent-dark-blue"
                        aria-label={t('select_candidate', { name: entry.candidate })}
                        checked={selected.has(entry.id)}
                        onChange={(event) => toggle(entry.id, event.currentTarget.checked)}
                      />
                    )}
                    <div className="min-w-0">
                      <Link
                        href={{ pathname: '/company-workspace/applications/[id]', params: { id: entry.id } }}
                        className="font-semibold text-dark-blue underline-offset-2 hover:underline"
                      >
                        {entry.candidate}
                      </Link>
                      <p className="text-sm text-gray-600">{entry.sentLabel}</p>
                      {stage === 'sent' || stage === 'seen' ? (
                        <p
                          className={`text-sm ${entry.overdue ? 'font-semibold text-red-700' : 'text-gray-600'}`}
                        >
                          {entry.dueLabel}
                        </p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm" data-testid="bulk-status">
        <legend className="float-left mb-1 font-display text-lg font-bold">{t('bulk_legend')}</legend>
        <p className="clear-both text-sm text-gray-700" aria-live="polite">
          {t('bulk_selected', { count: selected.size })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="bulk-status-choice" label={t('bulk_status')}>
            <NativeSelect
              id="bulk-status-choice"
              value={status}
              onChange={(event) => setStatus(event.currentTarget.value as CompanyStatus)}
            >
              {COMPANY_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status_${value}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <TemplatePicker
            id="bulk-template"
            label={t('template_label')}
            noneLabel={t('template_none')}
            templates={templates}
            onPick={setMessage}
          />
        </div>
        <FormField id="bulk-message" label={t('bulk_message')}>
          <Textarea
            id="bulk-message"
            rows={3}
            value={message}
            limit={APPLICATION_LIMITS.statusMessage}
            aria-invalid={tooLong || undefined}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
        </FormField>
        {confirming ? (
          <ConfirmInline
            question={t('bulk_question', { status: t(`status_${status}`), count: selected.size })}
            confirm={t('bulk_confirm')}
            cancel={t('bulk_cancel')}
            busy={busy}
            onConfirm={apply}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <div>
            <Button
              variant="secondary"
              disabled={selected.size === 0 || tooLong}
              onClick={() => {
                setOutcome(null);
                setConfirming(true);
              }}
            >
              {t('bulk_apply')}
            </Button>
          </div>
        )}
        <p
          aria-live="polite"
          className={`min-h-6 text-sm font-medium ${outcome?.ok ? 'text-green-700' : 'text-red-600'}`}
        >
          {outcome?.text}
        </p>
      </fieldset>
    </div>
  );
}
