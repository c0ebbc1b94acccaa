'use client';

import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/ui/inputs';
import { COMPANY_STATUSES, type CompanyStatus } from '@/contracts/applications';
import type { PipelineEntry } from '@/contracts/workspace';
import { Link } from '@/i18n/navigation';
import { RatingStars, TagChips } from './assessment-marks';
import { AwaitingMessage } from './awaiting-message';
import { InterviewGlanceLine } from './interview-glance';

export interface BoardEntry extends PipelineEntry {
  /** The dates as the page wrote them in its language. */
  sentLabel: string;
  dueLabel: string;
  overdue: boolean;
}

interface PipelineCardProps {
  entry: BoardEntry;
  /** The drag data's type, by which a stage recognises a dragged candidate. */
  dragType: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onMove: (status: CompanyStatus) => void;
}

/**
 * One candidate in a stage: dragged to another stage on a desktop, or moved with its "Move to"
 * menu (the keyboard's and the phone's way). A withdrawn application stays where it is.
 */
export function PipelineCard({ entry, dragType, selected, onSelect, onMove }: PipelineCardProps) {
  const t = useTranslations('Workspace');
  const movable = entry.status !== 'withdrawn';
  return (
    <li
      className={`flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 ${movable ? 'cursor-grab' : ''}`}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData(dragType, entry.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="pipeline-card"
    >
      {movable ? (
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-dark-blue"
          aria-label={t('select_candidate', { name: entry.candidate })}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      ) : (
        <span className="h-5 w-5 shrink-0" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          href={{ pathname: '/company-workspace/applications/[id]', params: { id: entry.id } }}
          className="font-semibold text-dark-blue underline-offset-2 hover:underline"
        >
          {entry.candidate}
        </Link>
        {entry.city || entry.currentRole ? (
          <p className="text-sm text-gray-800" data-testid="shared-glance">
            {[entry.currentRole, entry.city].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <RatingStars rating={entry.rating} />
        <TagChips tags={entry.tags} />
        <p className="text-sm text-gray-600">{entry.sentLabel}</p>
        {entry.status === 'sent' || entry.status === 'seen' ? (
          <p className={`text-sm ${entry.overdue ? 'font-semibold text-red-700' : 'text-gray-600'}`}>
            {entry.dueLabel}
          </p>
        ) : null}
        <AwaitingMessage applicationId={entry.id} at={entry.unansweredMessageAt} />
        <InterviewGlanceLine interview={entry.interview} />
        {movable ? (
          <NativeSelect
            aria-label={t('move_to_label', { name: entry.candidate })}
            className="mt-1"
            value=""
            onChange={(event) => {
              const to = event.currentTarget.value as CompanyStatus;
              if (to) onMove(to);
            }}
          >
            <option value="">{t('move_to')}</option>
            {COMPANY_STATUSES.filter((status) => status !== entry.status).map((status) => (
              <option key={status} value={status}>
                {t(`status_${status}`)}
              </option>
            ))}
          </NativeSelect>
        ) : null}
      </div>
    </li>
  );
}
