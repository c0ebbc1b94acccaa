'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/inputs';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/contracts/api-error';
import { APPLICATION_LIMITS, type CompanyStatus } from '@/contracts/applications';
import type { BulkStatusResult, StatusMailPreview, WorkspaceTemplate } from '@/contracts/workspace';
import { useBulkStatus, useMailPreview } from '@/hooks/use-workspace';
import { placeholderNames } from '@/lib/workspace/placeholders';
import { TemplatePicker } from './template-picker';

export interface PendingMove {
  ids: string[];
  status: CompanyStatus;
}

interface MoveDialogProps {
  move: PendingMove | null;
  templates: WorkspaceTemplate[];
  onMoved: (result: BulkStatusResult) => void;
  onClose: () => void;
}

/** How long the preview waits after the last keystroke before asking again. */
const PREVIEW_DEBOUNCE_MS = 300;

/**
 * Asks before a move that e-mails candidates: the message (from a template or typed, with
 * placeholders) and each candidate's e-mail exactly as it will leave, then the move.
 */
export function MoveDialog({ move, templates, onMoved, onClose }: MoveDialogProps) {
  const t = useTranslations('Workspace');
  return (
    <Modal
      open={move !== null}
      onClose={onClose}
      title={move ? t('move_title', { status: t(`status_${move.status}`), count: move.ids.length }) : ''}
      width="3xl"
      closeLabel={t('bulk_cancel')}
    >
      {move ? <MoveForm move={move} templates={templates} onMoved={onMoved} onClose={onClose} /> : null}
    </Modal>
  );
}

function MoveForm({
  move,
  templates,
  onMoved,
  onClose,
}: Omit<MoveDialogProps, 'move'> & { move: PendingMove }) {
  const t = useTranslations('Workspace');
  const preview = useMailPreview();
  const setInBulk = useBulkStatus();
  const [message, setMessage] = useState('');
  const [mails, setMails] = useState<StatusMailPreview[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const tooLong = message.length > APPLICATION_LIMITS.statusMessage;

  useEffect(() => {
    if (tooLong) return;
    let current = true;
    const timer = setTimeout(() => {
      preview({ ids: move.ids, status: move.status, message: message || null })
        .then((result) => {
          if (!current) return;
          setMails(result);
          setProblem(null);
        })
        .catch((error: unknown) => {
          if (!current) return;
          setMails(null);
          setProblem(error instanceof ApiError && error.field === 'message' ? error.message : t('failed'));
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [move, message, preview, tooLong, t]);

  async function confirm() {
    setSending(true);
    try {
      onMoved(await setInBulk({ ids: move.ids, status: move.status, message: message || null }));
    } catch (error) {
      setProblem(error instanceof ApiError && error.field === 'message' ? error.message : t('failed'));
      setSending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="move-dialog">
      <TemplatePicker
        id="move-template"
        label={t('template_label')}
        noneLabel={t('template_none')}
        templates={templates}
        onPick={setMessage}
      />
      <FormField
        id="move-message"
        label={t('bulk_message')}
        help={t('placeholder_help', {
          names: placeholderNames('cs').join(', '),
          english: placeholderNames('en').join(', '),
        })}
        error={problem && !mails ? problem : null}
      >
        <Textarea
          id="move-message"
          rows={3}
          value={message}
          limit={APPLICATION_LIMITS.statusMessage}
          aria-invalid={tooLong || (problem !== null && !mails) || undefined}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
      </FormField>
      <section aria-labelledby="move-preview-heading" className="flex flex-col gap-3">
        <h3 id="move-preview-heading" className="font-semibold text-gray-900">
          {t('preview_heading', { count: mails?.length ?? move.ids.length })}
        </h3>
        {mails === null ? (
          <p className="text-sm text-gray-700">{problem ? null : t('preview_loading')}</p>
        ) : (
          <ol className="flex max-h-[45vh] flex-col gap-3 overflow-y-auto" data-testid="mail-previews">
            {mails.map((mail) => (
              <li key={mail.id} className="rounded-xl border border-gray-200 p-3" data-testid="mail-preview">
                <p className="text-sm text-gray-700">
                  {t('preview_to', { name: mail.candidate, email: mail.to })}
                </p>
                <p className="font-semibold text-gray-950">{mail.subject}</p>
                <p className="mt-2 whitespace-pre-line break-words text-sm text-gray-900">{mail.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="black"
          size="sm"
          loading={sending}
          disabled={mails === null || mails.length === 0 || tooLong}
          onClick={confirm}
        >
          {t('move_confirm', { count: mails?.length ?? move.ids.length })}
        </Button>
        <Button variant="secondary-outline" size="sm" disabled={sending} onClick={onClose}>
          {t('bulk_cancel')}
        </Button>
      </div>
    </div>
  );
}
