'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/inputs';
import { COMPANY_STATUSES, type CompanyStatus } from '@/contracts/applications';
import type { WorkspaceTemplate } from '@/contracts/workspace';
import { useRouter } from '@/i18n/navigation';
import { MoveDialog, type PendingMove } from './move-dialog';
import { type BoardEntry, PipelineCard } from './pipeline-card';
import { PIPELINE_STAGES } from './pipeline-stages';
import { type DoneMove, UndoToast } from './undo-toast';

const DRAG_TYPE = 'application/x-workspace-application';

const isCompanyStatus = (stage: string): stage is CompanyStatus =>
  (COMPANY_STATUSES as readonly string[]).includes(stage);

/**
 * An offer's candidates by stage (new, seen, interviewing, offer, not selected, withdrawn). A
 * candidate moves by dragging the card to a stage, by the card's "Move to" menu, or selected with
 * others in bulk; every move shows each candidate's e-mail first and can be undone for a few
 * seconds. On a phone the stages are a list with counts, each opening its candidates.
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
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<CompanyStatus>('seen');
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [done, setDone] = useState<DoneMove | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const ask = (ids: string[], to: CompanyStatus) => setPending({ ids, status: to });

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-3 sm:gap-6 lg:grid-cols-3">
        {PIPELINE_STAGES.map((stage) => {
          const inStage = entries.filter((entry) => entry.status === stage);
          const droppable = isCompanyStatus(stage);
          return (
            <section
              key={stage}
              aria-labelledby={`stage-${stage}`}
              className={`rounded-2xl bg-white p-4 shadow-sm ${dropTarget === stage ? 'ring-2 ring-dark-blue' : ''} ${inStage.length === 0 ? 'max-sm:py-3' : ''}`}
              data-testid={`stage-${stage}`}
              onDragOver={(event) => {
                if (!droppable || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                setDropTarget(stage);
              }}
              onDragLeave={() => setDropTarget((current) => (current === stage ? null : current))}
              onDrop={(event) => {
                setDropTarget(null);
                const id = event.dataTransfer.getData(DRAG_TYPE);
                const entry = entries.find((candidate) => candidate.id === id);
                if (!droppable || !entry || entry.status === stage) return;
                event.preventDefault();
                ask([id], stage);
              }}
            >
              <h2
                id={`stage-${stage}`}
                className="flex items-center justify-between font-display text-lg font-bold"
              >
                {t(`status_${stage}`)}
                <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm">{inStage.length}</span>
              </h2>
              {inStage.length > 0 ? (
                <ul className="mt-3 flex flex-col gap-2">
                  {inStage.map((entry) => (
                    <PipelineCard
                      key={entry.id}
                      entry={entry}
                      dragType={DRAG_TYPE}
                      selected={selected.has(entry.id)}
                      onSelect={(on) => toggle(entry.id, on)}
                      onMove={(to) => ask([entry.id], to)}
                    />
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-gray-600 max-sm:sr-only">{t('stage_empty')}</p>
              )}
            </section>
          );
        })}
      </div>
      <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm" data-testid="bulk-status">
        <legend className="float-left mb-1 font-display text-lg font-bold">{t('bulk_legend')}</legend>
        <p className="clear-both text-sm text-gray-700" aria-live="polite">
          {t('bulk_selected', { count: selected.size })}
        </p>
        <div className="flex flex-wrap items-end gap-4">
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
          <Button
            variant="secondary"
            disabled={selected.size === 0}
            onClick={() => ask([...selected], status)}
          >
            {t('bulk_apply')}
          </Button>
        </div>
      </fieldset>
      <MoveDialog
        move={pending}
        templates={templates}
        onClose={() => setPending(null)}
        onMoved={(result) => {
          setPending(null);
          setSelected(new Set());
          setDone({ events: result.events, changed: result.changed });
          router.refresh();
        }}
      />
      <UndoToast move={done} onSettled={() => router.refresh()} />
    </div>
  );
}
