'use client';

import { Check, Pencil, X } from 'lucide';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/icons/icon';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { type EntryKind, type ProfileEntryInput, useProfileEntries } from '@/hooks/use-profile-entries';
import { EntryCard } from '../entries/entry-card';
import { EntryForm } from '../entries/entry-form';
import { entryKinds } from '../entries/entry-kinds';

interface ProposalCardProps<Kind extends EntryKind> {
  kind: Kind;
  proposal: ProfileEntryInput<Kind>;
  /** The proposal was saved to the profile (as it was or edited). */
  onAccepted: () => void;
  onDropped: () => void;
}

/**
 * One proposed entry: Accept saves it as it is, Edit opens the entry form filled with it (saving
 * the form accepts it), Drop forgets it. A proposal missing a required field opens the form.
 */
export function ProposalCard<Kind extends EntryKind>({
  kind,
  proposal,
  onAccepted,
  onDropped,
}: ProposalCardProps<Kind>) {
  const t = useTranslations('ProfileImport');
  const { create } = useProfileEntries(kind);
  const [editing, setEditing] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const config = entryKinds[kind];
  const entry = proposal as unknown as Record<string, unknown>;

  const accept = async () => {
    if (!config.schema.safeParse(proposal).success) {
      setIncomplete(true);
      setEditing(true);
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      await create(proposal);
      onAccepted();
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  if (editing) {
    return (
      <div className="flex flex-col gap-2">
        {incomplete ? (
          <p className="rounded-xl bg-sunny-yellow/30 p-3 text-sm text-gray-900">{t('incomplete')}</p>
        ) : null}
        <EntryForm
          kind={kind}
          entry={entry}
          onSave={async (input) => {
            await create(input);
            onAccepted();
          }}
          onCancel={() => {
            setEditing(false);
            setIncomplete(false);
          }}
        />
      </div>
    );
  }
  return (
    <div data-testid="import-proposal">
      <EntryCard
        {...config.headline(entry)}
        from={proposal.from}
        to={proposal.to}
        description={proposal.description}
        actions={
          <>
            <Button variant="primary" size="xs" loading={saving} onClick={accept}>
              <Icon node={Check} className="h-3.5 w-3.5" /> {t('accept')}
            </Button>
            <Button variant="black-outline" size="xs" disabled={saving} onClick={() => setEditing(true)}>
              <Icon node={Pencil} className="h-3.5 w-3.5" /> {t('edit')}
            </Button>
            <Button variant="black-outline" size="xs" disabled={saving} onClick={onDropped}>
              <Icon node={X} className="h-3.5 w-3.5" /> {t('drop')}
            </Button>
          </>
        }
      />
      <FormAlert message={failed ? t('accept_failed') : null} />
    </div>
  );
}
