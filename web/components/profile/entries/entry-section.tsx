'use client';

import { Plus } from 'lucide';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/icons/icon';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { LoadError } from '@/components/ui/load-error';
import type { SubmissionStatus } from '@/hooks/use-form-submission';
import { type EntryKind, useProfileEntries } from '@/hooks/use-profile-entries';
import { EntryActions } from './entry-actions';
import { EntryCard } from './entry-card';
import { EntryForm } from './entry-form';
import { entryKinds } from './entry-kinds';

const NEW_ENTRY = 'new';

interface Notice {
  status: SubmissionStatus;
  text: string;
}

const NO_NOTICE: Notice = { status: 'idle', text: '' };

/** The education or experience list of My profile with add, edit and delete, and its empty state. */
export function EntrySection({ kind }: { kind: EntryKind }) {
  const t = useTranslations('Profile');
  const { entries, error, isLoading, create, update, remove, reload } = useProfileEntries(kind);
  /** The entry whose form is open ('new' for a new one); one at a time, so nothing typed is dropped. */
  const [editing, setEditing] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(NO_NOTICE);
  const [deleting, setDeleting] = useState(false);
  const headingId = `${kind}-heading`;

  const open = (id: string) => {
    setEditing(id);
    setConfirmingDelete(null);
    setNotice(NO_NOTICE);
  };

  /** Runs the form's save; a failure stays in the form, a success closes it and says so here. */
  const saved = async (save: () => Promise<void>) => {
    await save();
    setEditing(null);
    setNotice({ status: 'success', text: t(`${kind}_saved`) });
  };

  const deleteEntry = async (id: string) => {
    setDeleting(true);
    try {
      await remove(id);
      setConfirmingDelete(null);
      setNotice({ status: 'success', text: t('entry_deleted') });
    } catch {
      setNotice({ status: 'failure', text: t('delete_failed') });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl font-black tracking-tight">
          {t(`${kind}_heading`)}
        </h2>
        {editing === null ? (
          <Button variant="primary" size="sm" onClick={() => open(NEW_ENTRY)}>
            <Icon node={Plus} className="h-4 w-4" /> {t(`${kind}_add`)}
          </Button>
        ) : null}
      </div>
      <FormStatus status={notice.status} success={notice.text} failure={notice.text} />
      {editing === NEW_ENTRY ? (
        <div className="mb-4">
          <EntryForm
            kind={kind}
            onSave={(input) => saved(() => create(input))}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      {error && !entries ? <LoadError message={t('load_failed')} onRetry={() => reload()} /> : null}
      {isLoading ? <div className="h-28 animate-pulse rounded-2xl bg-gray-100" aria-hidden="true" /> : null}
      {entries?.length === 0 && editing !== NEW_ENTRY ? (
        <button
          type="button"
          onClick={() => open(NEW_ENTRY)}
          className="w-full rounded-2xl border-2 border-dashed border-gray-300 p-8 text-center font-semibold text-gray-600 transition hover:border-primary hover:text-gray-900 focus-visible:outline-3 focus-visible:outline-primary"
        >
          {t(`${kind}_empty`)}
        </button>
      ) : null}
      <ul className="flex flex-col gap-4">
        {entries?.map((entry) => (
          <li key={entry.id}>
            {editing === entry.id ? (
              <EntryForm
                kind={kind}
                entry={entry}
                onSave={(input) => saved(() => update(entry.id, input))}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <EntryCard
                {...entryKinds[kind].headline(entry)}
                from={entry.from}
                to={entry.to}
                description={entry.description}
                actions={
                  <EntryActions
                    confirming={confirmingDelete === entry.id}
                    deleting={deleting}
                    disabled={editing !== null}
                    onEdit={() => open(entry.id)}
                    onAskDelete={() => setConfirmingDelete(entry.id)}
                    onConfirmDelete={() => deleteEntry(entry.id)}
                    onCancelDelete={() => setConfirmingDelete(null)}
                  />
                }
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
